CREATE TABLE "certificate_rules" (
	"school_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"lessons" boolean DEFAULT false NOT NULL,
	"exams" boolean DEFAULT false NOT NULL,
	"hours" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_rules_school_id_course_id_pk" PRIMARY KEY("school_id","course_id")
);
--> statement-breakpoint
ALTER TABLE "certificate_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "certificate_sequences" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"prefix" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_sequences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" text NOT NULL,
	"code" text NOT NULL,
	"language" text NOT NULL,
	"holder" text NOT NULL,
	"program" text NOT NULL,
	"hours" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" integer,
	"pdf_key" text,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"revoked_by" integer,
	CONSTRAINT "certificates_school_row_key" UNIQUE("school_id","id"),
	CONSTRAINT "certificates_once_key" UNIQUE("school_id","course_id","user_id"),
	CONSTRAINT "certificates_number_key" UNIQUE("school_id","number"),
	CONSTRAINT "certificates_code_key" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "certificates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "certificate_rules" ADD CONSTRAINT "certificate_rules_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_rules" ADD CONSTRAINT "certificate_rules_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_sequences" ADD CONSTRAINT "certificate_sequences_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_fk" FOREIGN KEY ("school_id","issued_by") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("issued_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_fk" FOREIGN KEY ("school_id","revoked_by") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("revoked_by") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("school_id","user_id");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "certificate_rules" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "certificate_sequences" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "certificates" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "certificate_rules" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "certificate_sequences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "certificates" FORCE ROW LEVEL SECURITY;