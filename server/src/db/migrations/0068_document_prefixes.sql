ALTER TABLE "school_requisites" ADD COLUMN "certificate_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_requisites" ADD COLUMN "contract_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_requisites" ADD COLUMN "invoice_prefix" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "certificate_sequences" DROP COLUMN "prefix";