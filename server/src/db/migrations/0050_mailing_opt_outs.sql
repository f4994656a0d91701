CREATE TABLE "mailing_opt_outs" (
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailing_opt_outs_key" PRIMARY KEY("school_id","user_id","channel")
);
--> statement-breakpoint
ALTER TABLE "mailing_opt_outs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mailing_opt_outs" ADD CONSTRAINT "mailing_opt_outs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailing_opt_outs" ADD CONSTRAINT "mailing_opt_outs_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "mailing_opt_outs" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
-- Forced as every school table is (decision 0129): the owner, too, passes the policy only by BYPASSRLS.
ALTER TABLE "mailing_opt_outs" FORCE ROW LEVEL SECURITY;
