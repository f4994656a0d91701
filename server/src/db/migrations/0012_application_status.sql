CREATE TABLE "application_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"from_status" text,
	"to_status" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_statuses_user_course_key" UNIQUE("user_id","course_id"),
	CONSTRAINT "application_statuses_school_row_key" UNIQUE("school_id","id")
);
--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_status_history" ADD CONSTRAINT "application_status_history_changed_by_fk" FOREIGN KEY ("school_id","changed_by") REFERENCES "public"."users"("school_id","id") ON DELETE SET NULL ("changed_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_statuses" ADD CONSTRAINT "application_statuses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_statuses" ADD CONSTRAINT "application_statuses_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_statuses" ADD CONSTRAINT "application_statuses_course_fk" FOREIGN KEY ("school_id","course_id") REFERENCES "public"."courses"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_status_history_student_idx" ON "application_status_history" USING btree ("course_id","user_id","changed_at");--> statement-breakpoint
CREATE INDEX "application_status_history_user_idx" ON "application_status_history" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "application_statuses_course_idx" ON "application_statuses" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "application_statuses_school_created_idx" ON "application_statuses" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE INDEX "application_statuses_school_updated_idx" ON "application_statuses" USING btree ("school_id","updated_at");