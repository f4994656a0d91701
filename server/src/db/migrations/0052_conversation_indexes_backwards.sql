DROP INDEX "conversation_messages_thread_idx";--> statement-breakpoint
DROP INDEX "conversation_threads_latest_idx";--> statement-breakpoint
DROP INDEX "conversation_threads_assignee_idx";--> statement-breakpoint
DROP INDEX "conversation_threads_unread_idx";--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("school_id","student_id","id");--> statement-breakpoint
CREATE INDEX "conversation_threads_latest_idx" ON "conversation_threads" USING btree ("school_id","last_message_id");--> statement-breakpoint
CREATE INDEX "conversation_threads_assignee_idx" ON "conversation_threads" USING btree ("school_id","assignee_id","last_message_id");--> statement-breakpoint
CREATE INDEX "conversation_threads_unread_idx" ON "conversation_threads" USING btree ("school_id","last_message_id") WHERE "conversation_threads"."staff_unread" > 0;