CREATE TABLE "user_list_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" text[] DEFAULT '{}' NOT NULL,
	"ordering" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_list_views_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "user_list_views" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "student_records_country_idx";--> statement-breakpoint
ALTER TABLE "user_list_views" ADD CONSTRAINT "user_list_views_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_list_views" ADD CONSTRAINT "user_list_views_owner_fk" FOREIGN KEY ("school_id","owner_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_list_views_owner_idx" ON "user_list_views" USING btree ("school_id","owner_id","name");--> statement-breakpoint
CREATE INDEX "user_list_views_shared_idx" ON "user_list_views" USING btree ("school_id","name") WHERE "user_list_views"."shared";--> statement-breakpoint
CREATE INDEX "users_school_name_idx" ON "users" USING btree ("school_id","last_name","first_name","id");--> statement-breakpoint
CREATE INDEX "student_records_country_idx" ON "student_records" USING btree ("school_id","country","user_id");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "user_list_views" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));