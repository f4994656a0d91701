CREATE TABLE "exercise_attempt_history" (
	"school_id" integer NOT NULL,
	"ex_list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"number" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone,
	"finished_at" timestamp with time zone NOT NULL,
	"percent" numeric(5, 2) NOT NULL,
	"passed" boolean NOT NULL,
	CONSTRAINT "exercise_attempt_history_ex_list_id_user_id_number_pk" PRIMARY KEY("ex_list_id","user_id","number")
);
--> statement-breakpoint
ALTER TABLE "exercise_attempt_history" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP INDEX "homeworks_task_user_key";--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_attempts" ADD COLUMN "extra_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_lists" ADD COLUMN "attempts_allowed" integer DEFAULT 1;--> statement-breakpoint
ALTER TABLE "exercise_lists" ADD COLUMN "grading_method" text DEFAULT 'highest' NOT NULL;--> statement-breakpoint
ALTER TABLE "homeworks" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "exercise_attempt_history" ADD CONSTRAINT "exercise_attempt_history_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_attempt_history" ADD CONSTRAINT "exercise_attempt_history_ex_list_fk" FOREIGN KEY ("school_id","ex_list_id") REFERENCES "public"."exercise_lists"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_attempt_history" ADD CONSTRAINT "exercise_attempt_history_user_fk" FOREIGN KEY ("school_id","user_id") REFERENCES "public"."users"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exercise_attempt_history_user_idx" ON "exercise_attempt_history" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "homeworks_task_user_attempt_key" ON "homeworks" USING btree ("task_id","user_id","attempt") WHERE "homeworks"."task_id" is not null;--> statement-breakpoint
CREATE POLICY "school_rows_only" ON "exercise_attempt_history" AS PERMISSIVE FOR ALL TO public USING (school_id = (select nullif(current_setting('app.school_id', true), '')::int)) WITH CHECK (school_id = (select nullif(current_setting('app.school_id', true), '')::int));--> statement-breakpoint
-- Hand-written (issue 20: attempts as history): every attempt handed in before this migration becomes attempt 1.
INSERT INTO "exercise_attempt_history" ("school_id", "ex_list_id", "user_id", "number", "started_at", "deadline", "finished_at", "percent", "passed")
SELECT "school_id", "ex_list_id", "user_id", 1, "started_at", "deadline", "finished_at", coalesce("percent", 0), "passed"
FROM "exercise_attempts" WHERE "finished_at" IS NOT NULL;
