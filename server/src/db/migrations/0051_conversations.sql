CREATE TABLE "conversation_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"direction" text NOT NULL,
	"channel" text NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"delivery" text NOT NULL,
	"failure" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_external_key" UNIQUE("school_id","channel","external_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "conversation_threads" (
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"assignee_id" integer,
	"last_message_id" bigint NOT NULL,
	"last_channel" text DEFAULT 'app' NOT NULL,
	"staff_unread" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"student_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_threads_school_id_student_id_pk" PRIMARY KEY("school_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "conversation_threads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_author_fk" FOREIGN KEY ("school_id","author_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("author_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_assignee_fk" FOREIGN KEY ("school_id","assignee_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("assignee_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("school_id","student_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_threads_latest_idx" ON "conversation_threads" USING btree ("school_id","last_message_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_threads_assignee_idx" ON "conversation_threads" USING btree ("school_id","assignee_id","last_message_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_threads_unread_idx" ON "conversation_threads" USING btree ("school_id","last_message_id" DESC NULLS LAST) WHERE "conversation_threads"."staff_unread" > 0;--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "conversation_messages" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "conversation_threads" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
-- Forced as every school table is (decision 0129): the owner, too, passes the policy only by BYPASSRLS.
ALTER TABLE "conversation_threads" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "conversation_messages" FORCE ROW LEVEL SECURITY;
