ALTER TABLE "course_documents" ADD COLUMN "doc_name_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "course_documents" ADD COLUMN "doc_name_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "text_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "legal_documents" ADD COLUMN "text_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "description_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_notices" ADD COLUMN "title_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_notices" ADD COLUMN "title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_notices" ADD COLUMN "body_kk" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "school_notices" ADD COLUMN "body_en" text DEFAULT '' NOT NULL;