CREATE TABLE "payment_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"refund_event_id" integer,
	"amount_minor" bigint NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"pdf_key" text,
	"language" text,
	"fiscal_state" text DEFAULT 'off' NOT NULL,
	"fiscal_provider" text,
	"fiscal_external_id" text,
	"fiscal_sign" text,
	"fiscal_number" text,
	"fiscal_url" text,
	"fiscal_at" timestamp with time zone,
	"fiscal_attempts" integer DEFAULT 0 NOT NULL,
	"fiscal_error" text,
	"fiscal_claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_receipts_school_row_key" UNIQUE("school_id","id"),
	CONSTRAINT "payment_receipts_key" UNIQUE("school_id","payment_id","key"),
	CONSTRAINT "payment_receipts_amount_positive" CHECK ("payment_receipts"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_receipts" ADD CONSTRAINT "payment_receipts_payment_fk" FOREIGN KEY ("school_id","payment_id") REFERENCES "public"."payments"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_receipts_fiscal_idx" ON "payment_receipts" USING btree ("school_id","fiscal_state");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "payment_receipts" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "payment_receipts" FORCE ROW LEVEL SECURITY;