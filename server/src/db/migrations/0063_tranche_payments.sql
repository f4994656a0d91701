CREATE TABLE "instalment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"payments" integer NOT NULL,
	"interval_days" integer NOT NULL,
	"first_amount" integer NOT NULL,
	"lock_after_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instalment_plans_payments_check" CHECK ("instalment_plans"."payments" between 2 and 12),
	CONSTRAINT "instalment_plans_interval_check" CHECK ("instalment_plans"."interval_days" between 7 and 92),
	CONSTRAINT "instalment_plans_first_check" CHECK ("instalment_plans"."first_amount" > 0),
	CONSTRAINT "instalment_plans_lock_check" CHECK ("instalment_plans"."lock_after_days" between 0 and 90)
);
--> statement-breakpoint
ALTER TABLE "instalment_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "instalment_tranches" (
	"school_id" integer NOT NULL,
	"tranche_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"number" integer NOT NULL,
	"of" integer NOT NULL,
	"lock_after_days" integer NOT NULL,
	CONSTRAINT "instalment_tranches_school_id_tranche_id_pk" PRIMARY KEY("school_id","tranche_id")
);
--> statement-breakpoint
ALTER TABLE "instalment_tranches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"tranche_id" integer NOT NULL,
	"channel" text NOT NULL,
	"sent_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "payment_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "tranche_orders" (
	"school_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"tranche_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tranche_orders_school_id_payment_id_pk" PRIMARY KEY("school_id","payment_id")
);
--> statement-breakpoint
ALTER TABLE "tranche_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "instalment_plans" ADD CONSTRAINT "instalment_plans_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_plans" ADD CONSTRAINT "instalment_plans_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_tranches" ADD CONSTRAINT "instalment_tranches_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_tranches" ADD CONSTRAINT "instalment_tranches_tranche_fk" FOREIGN KEY ("school_id","tranche_id") REFERENCES "public"."payment_tranches"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_tranches" ADD CONSTRAINT "instalment_tranches_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalment_tranches" ADD CONSTRAINT "instalment_tranches_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_tranche_fk" FOREIGN KEY ("school_id","tranche_id") REFERENCES "public"."payment_tranches"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tranche_orders" ADD CONSTRAINT "tranche_orders_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tranche_orders" ADD CONSTRAINT "tranche_orders_payment_fk" FOREIGN KEY ("school_id","payment_id") REFERENCES "public"."payments"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tranche_orders" ADD CONSTRAINT "tranche_orders_tranche_fk" FOREIGN KEY ("school_id","tranche_id") REFERENCES "public"."payment_tranches"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "instalment_plans_course_idx" ON "instalment_plans" USING btree ("school_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "instalment_tranches_number_idx" ON "instalment_tranches" USING btree ("school_id","user_id","course_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_idx" ON "payment_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_links_tranche_idx" ON "payment_links" USING btree ("school_id","tranche_id");--> statement-breakpoint
CREATE INDEX "tranche_orders_tranche_idx" ON "tranche_orders" USING btree ("school_id","tranche_id");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "instalment_plans" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "instalment_tranches" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "payment_links" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "tranche_orders" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "instalment_plans" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "instalment_tranches" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "payment_links" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tranche_orders" FORCE ROW LEVEL SECURITY;
