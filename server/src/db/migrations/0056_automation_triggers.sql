ALTER TABLE "automation_rules" ALTER COLUMN "to_status" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD COLUMN "days" integer;