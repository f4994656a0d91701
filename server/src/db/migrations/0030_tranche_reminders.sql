CREATE TABLE "tranche_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"tranche_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tranche_reminders_once_key" UNIQUE("tranche_id","due_date")
);
--> statement-breakpoint
ALTER TABLE "tranche_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tranche_reminders" ADD CONSTRAINT "tranche_reminders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tranche_reminders" ADD CONSTRAINT "tranche_reminders_tranche_fk" FOREIGN KEY ("school_id","tranche_id") REFERENCES "public"."payment_tranches"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "tranche_reminders" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));