CREATE TABLE "school_requisites" (
	"school_id" integer PRIMARY KEY NOT NULL,
	"legal_name" text DEFAULT '' NOT NULL,
	"bin" text DEFAULT '' NOT NULL,
	"legal_address" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"iik" text DEFAULT '' NOT NULL,
	"bik" text DEFAULT '' NOT NULL,
	"kbe" text DEFAULT '' NOT NULL,
	"director_name" text DEFAULT '' NOT NULL,
	"director_title" text DEFAULT '' NOT NULL,
	"vat_payer" boolean DEFAULT false NOT NULL,
	"vat_rate" integer,
	"vat_certificate_series" text DEFAULT '' NOT NULL,
	"vat_certificate_number" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "school_requisites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "school_requisites" ADD CONSTRAINT "school_requisites_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "school_requisites" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
ALTER TABLE "school_requisites" FORCE ROW LEVEL SECURITY;
