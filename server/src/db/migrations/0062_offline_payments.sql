CREATE TABLE "offline_payment_settings" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"kaspi_enabled" boolean DEFAULT false NOT NULL,
	"kaspi_link" text DEFAULT '' NOT NULL,
	"kaspi_qr_key" text,
	"kaspi_comment" text DEFAULT '' NOT NULL,
	"transfer_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offline_payment_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "offline_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"recorded_by" integer,
	"recorded_by_name" text DEFAULT '' NOT NULL,
	"reported_at" timestamp with time zone,
	"receipt_key" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decided_by_name" text DEFAULT '' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_payments_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "offline_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "offline_payment_settings" ADD CONSTRAINT "offline_payment_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_payment_fk" FOREIGN KEY ("school_id","payment_id") REFERENCES "public"."payments"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_recorded_by_fk" FOREIGN KEY ("school_id","recorded_by") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("recorded_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offline_payments_payment_idx" ON "offline_payments" USING btree ("school_id","payment_id");--> statement-breakpoint
CREATE INDEX "offline_payments_state_idx" ON "offline_payments" USING btree ("school_id","state","id");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "offline_payment_settings" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "offline_payments" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
-- Forced as every school table is (decision 0129): the owner, too, passes the policy only by BYPASSRLS.
ALTER TABLE "offline_payment_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "offline_payments" FORCE ROW LEVEL SECURITY;
