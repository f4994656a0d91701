CREATE TABLE "exercise_attempts" (
	"school_id" integer NOT NULL,
	"ex_list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"percent" numeric(5, 2),
	"passed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "exercise_attempts_ex_list_id_user_id_pk" PRIMARY KEY("ex_list_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "task_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"exercise_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"scene" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_boards_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "file" text;--> statement-breakpoint
ALTER TABLE "exercises" ADD COLUMN "points" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "answer" jsonb;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "status" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "graded_by" integer;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "lesson_type" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "youtube_link" text;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "live_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "live_link" text;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_ex_list_fk" FOREIGN KEY ("school_id","ex_list_id") REFERENCES "public"."exercise_lists"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD CONSTRAINT "exercise_attempts_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_boards" ADD CONSTRAINT "task_boards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_boards" ADD CONSTRAINT "task_boards_exercise_fk" FOREIGN KEY ("school_id","exercise_id") REFERENCES "public"."exercises"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_boards" ADD CONSTRAINT "task_boards_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_attempts_user_idx" ON "exercise_attempts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_boards_exercise_student_key" ON "task_boards" USING btree ("exercise_id","student_id");--> statement-breakpoint
ALTER TABLE "homeworks" ADD CONSTRAINT "homeworks_graded_by_fk" FOREIGN KEY ("school_id","graded_by") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("graded_by") ON UPDATE no action;--> statement-breakpoint
-- Homework graded before answers had a status counts as graded.
UPDATE "homeworks" SET "status" = 'graded' WHERE "grade" IS NOT NULL;--> statement-breakpoint
-- One answer per student and task from now on: an older duplicate keeps its text, file and grade but is no longer
-- the task's answer (nothing is deleted).
UPDATE "homeworks" AS older SET "task_id" = NULL
WHERE older."task_id" IS NOT NULL AND EXISTS (
  SELECT 1 FROM "homeworks" AS newer
  WHERE newer."task_id" = older."task_id" AND newer."user_id" = older."user_id"
    AND (newer."created_at", newer."id") > (older."created_at", older."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "homeworks_task_user_key" ON "homeworks" USING btree ("task_id","user_id") WHERE "homeworks"."task_id" is not null;--> statement-breakpoint
CREATE INDEX "homeworks_ex_list_status_idx" ON "homeworks" USING btree ("ex_list_id","status");--> statement-breakpoint
CREATE INDEX "homeworks_course_status_idx" ON "homeworks" USING btree ("course_id","status","created_at");