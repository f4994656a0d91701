CREATE TABLE "tariff_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"ends_on" date NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tariff_reminders_once_key" UNIQUE("school_id","ends_on","days_before")
);
--> statement-breakpoint
ALTER TABLE "tariff_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tariff_reminders" ADD CONSTRAINT "tariff_reminders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "tariff_reminders" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));