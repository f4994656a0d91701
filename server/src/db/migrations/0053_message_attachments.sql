ALTER TABLE "conversation_messages" ADD COLUMN "attachment_key" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_name" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_mime" text;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD COLUMN "attachment_size" integer;