CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_allowance_usage" (
	"school_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_allowance_usage_student_id_month_kind_pk" PRIMARY KEY("student_id","month","kind")
);
--> statement-breakpoint
CREATE TABLE "schedule_lesson_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"old_start_at" timestamp with time zone,
	"old_end_at" timestamp with time zone,
	"new_start_at" timestamp with time zone,
	"new_end_at" timestamp with time zone,
	"actor_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"override" boolean DEFAULT false NOT NULL,
	"student_id" integer,
	"charged_month" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schedule_lesson_students" (
	"school_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_lesson_students_lesson_id_user_id_pk" PRIMARY KEY("lesson_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "schedule_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"course_id" integer,
	"group_id" integer,
	"type_lesson" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"series_id" uuid,
	"comment" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_lessons_school_row_key" UNIQUE("school_id","id"),
	CONSTRAINT "schedule_lessons_ends_after_start" CHECK ("schedule_lessons"."end_at" > "schedule_lessons"."start_at")
);
--> statement-breakpoint
CREATE TABLE "work_days" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teacher_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"type_lessons" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_days_school_row_key" UNIQUE("school_id","id"),
	CONSTRAINT "work_days_weekday" CHECK ("work_days"."weekday" between 1 and 7),
	CONSTRAINT "work_days_minutes" CHECK (0 <= "work_days"."start_minute" and "work_days"."start_minute" < "work_days"."end_minute" and "work_days"."end_minute" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "time_zone" text DEFAULT 'Asia/Almaty' NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "cancel_count" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "transfer_count" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "cancel_time" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "transfer_time" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "work_start_minute" integer DEFAULT 480 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "work_end_minute" integer DEFAULT 1320 NOT NULL;--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "auto_finish_lessons" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_allowance_usage" ADD CONSTRAINT "schedule_allowance_usage_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_allowance_usage" ADD CONSTRAINT "schedule_allowance_usage_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lesson_events" ADD CONSTRAINT "schedule_lesson_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lesson_events" ADD CONSTRAINT "schedule_lesson_events_lesson_fk" FOREIGN KEY ("school_id","lesson_id") REFERENCES "public"."schedule_lessons"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lesson_events" ADD CONSTRAINT "schedule_lesson_events_actor_fk" FOREIGN KEY ("school_id","actor_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("actor_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lesson_events" ADD CONSTRAINT "schedule_lesson_events_student_fk" FOREIGN KEY ("school_id","student_id") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("student_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD CONSTRAINT "schedule_lesson_students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD CONSTRAINT "schedule_lesson_students_lesson_fk" FOREIGN KEY ("school_id","lesson_id") REFERENCES "public"."schedule_lessons"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD CONSTRAINT "schedule_lesson_students_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lessons" ADD CONSTRAINT "schedule_lessons_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lessons" ADD CONSTRAINT "schedule_lessons_teacher_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lessons" ADD CONSTRAINT "schedule_lessons_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE SET NULL ("course_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_lessons" ADD CONSTRAINT "schedule_lessons_group_fk" FOREIGN KEY ("school_id","group_id") REFERENCES "public"."study_groups"("school_id","id") ON DELETE SET NULL ("group_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_days" ADD CONSTRAINT "work_days_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_days" ADD CONSTRAINT "work_days_teacher_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token");--> statement-breakpoint
CREATE INDEX "schedule_lesson_events_lesson_idx" ON "schedule_lesson_events" USING btree ("lesson_id","id");--> statement-breakpoint
CREATE INDEX "schedule_lesson_students_user_idx" ON "schedule_lesson_students" USING btree ("user_id","lesson_id");--> statement-breakpoint
CREATE INDEX "schedule_lessons_teacher_time_idx" ON "schedule_lessons" USING btree ("teacher_id","start_at");--> statement-breakpoint
CREATE INDEX "schedule_lessons_school_time_idx" ON "schedule_lessons" USING btree ("school_id","start_at");--> statement-breakpoint
CREATE INDEX "schedule_lessons_group_idx" ON "schedule_lessons" USING btree ("group_id","start_at");--> statement-breakpoint
CREATE INDEX "schedule_lessons_course_idx" ON "schedule_lessons" USING btree ("course_id","start_at");--> statement-breakpoint
CREATE INDEX "schedule_lessons_series_idx" ON "schedule_lessons" USING btree ("series_id","start_at");--> statement-breakpoint
CREATE INDEX "work_days_teacher_idx" ON "work_days" USING btree ("teacher_id","weekday");--> statement-breakpoint
-- Hand-written (Drizzle has no syntax for it; decision 0026): one teacher, two lessons, overlapping times, neither
-- cancelled: refused by the database itself, whatever the application checked before.
ALTER TABLE "schedule_lessons" ADD CONSTRAINT "schedule_lessons_teacher_free" EXCLUDE USING gist ("teacher_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');
