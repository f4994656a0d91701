CREATE TABLE "staff_task_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_task_comments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "staff_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_id" integer,
	"student_id" integer,
	"course_id" integer,
	"done_at" timestamp with time zone,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_tasks_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "staff_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "staff_task_comments" ADD CONSTRAINT "staff_task_comments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_task_comments" ADD CONSTRAINT "staff_task_comments_task_fk" FOREIGN KEY ("school_id","task_id") REFERENCES "public"."staff_tasks"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_task_comments" ADD CONSTRAINT "staff_task_comments_author_fk" FOREIGN KEY ("school_id","author_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("author_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_assignee_fk" FOREIGN KEY ("school_id","assignee_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("assignee_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE SET NULL ("course_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_tasks" ADD CONSTRAINT "staff_tasks_creator_fk" FOREIGN KEY ("school_id","created_by_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("created_by_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_task_comments_task_idx" ON "staff_task_comments" USING btree ("school_id","task_id","id");--> statement-breakpoint
CREATE INDEX "staff_tasks_open_idx" ON "staff_tasks" USING btree ("school_id","assignee_id","due_at","id") WHERE "staff_tasks"."done_at" is null;--> statement-breakpoint
CREATE INDEX "staff_tasks_done_idx" ON "staff_tasks" USING btree ("school_id","assignee_id","done_at","id") WHERE "staff_tasks"."done_at" is not null;--> statement-breakpoint
CREATE INDEX "staff_tasks_student_idx" ON "staff_tasks" USING btree ("school_id","student_id","due_at","id");--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "staff_task_comments" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "staff_tasks" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
-- Forced as every school table is (decision 0129): the owner, too, passes the policy only by BYPASSRLS.
ALTER TABLE "staff_tasks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "staff_task_comments" FORCE ROW LEVEL SECURITY;