CREATE TABLE "schedule_student_months" (
	"school_id" integer NOT NULL,
	"month" date NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer,
	"teacher_id" integer,
	"type_lesson" text,
	"status" text,
	"lessons" integer NOT NULL,
	"microseconds" bigint NOT NULL,
	CONSTRAINT "schedule_student_months_key" UNIQUE NULLS NOT DISTINCT("school_id","month","user_id","course_id","teacher_id","type_lesson","status")
);
--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "schedule_student_months" ADD CONSTRAINT "schedule_student_months_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_student_months_by_status_idx" ON "schedule_student_months" USING btree ("school_id","month") WHERE "schedule_student_months"."teacher_id" is null and "schedule_student_months"."type_lesson" is null;--> statement-breakpoint
CREATE INDEX "schedule_student_months_by_type_idx" ON "schedule_student_months" USING btree ("school_id","month") WHERE "schedule_student_months"."status" is null;--> statement-breakpoint
CREATE INDEX "schedule_student_months_by_teacher_idx" ON "schedule_student_months" USING btree ("school_id","month") WHERE "schedule_student_months"."teacher_id" is not null;--> statement-breakpoint
CREATE INDEX "schedule_student_months_empty_idx" ON "schedule_student_months" USING btree ("school_id") WHERE "schedule_student_months"."lessons" = 0;--> statement-breakpoint
-- Hand-written (decision 0036). The lesson-student rows carry their lesson's day in the school's zone, and a rollup
-- of them per month, student and program, by status, by teacher and status, and by type, all kept by the database in
-- the transaction of every write. The day is filled first with the row triggers off (each would look its lesson up
-- again): the values are the lessons' own.
ALTER TABLE "schedule_lesson_students" DISABLE TRIGGER "schedule_lesson_students_copy";--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" DISABLE TRIGGER "schedule_lesson_students_count_update";--> statement-breakpoint
UPDATE "schedule_lesson_students" ls SET "day" = (ls.start_at AT TIME ZONE s.time_zone)::date
FROM "schools" s WHERE s.id = ls.school_id;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ENABLE TRIGGER "schedule_lesson_students_count_update";--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ENABLE TRIGGER "schedule_lesson_students_copy";--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ALTER COLUMN "day" SET NOT NULL;--> statement-breakpoint
-- The row's copy, its day now with it: the day of the lesson's start in its school's zone.
CREATE OR REPLACE FUNCTION "schedule_lesson_students_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l.teacher_id, l.course_id, l.type_lesson, l.status, l.start_at, l.end_at,
      (l.start_at AT TIME ZONE s.time_zone)::date
    INTO NEW.teacher_id, NEW.course_id, NEW.type_lesson, NEW.status, NEW.start_at, NEW.end_at, NEW.day
    FROM "schedule_lessons" l JOIN "schools" s ON s.id = l.school_id WHERE l.id = NEW.lesson_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "schedule_lesson_students_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the lessons whose copied values changed, found by a set difference (hashed, NULLs equal): an update that
  -- changes nothing copied (a count of students) writes no row, so fires no trigger of the rows.
  IF NOT EXISTS (SELECT id, teacher_id, course_id, type_lesson, status, start_at, end_at FROM new_lessons
      EXCEPT SELECT id, teacher_id, course_id, type_lesson, status, start_at, end_at FROM old_lessons) THEN
    RETURN NULL;
  END IF;
  UPDATE "schedule_lesson_students" ls
  SET "teacher_id" = n.teacher_id, "course_id" = n.course_id, "type_lesson" = n.type_lesson, "status" = n.status,
    "start_at" = n.start_at, "end_at" = n.end_at, "day" = (n.start_at AT TIME ZONE s.time_zone)::date
  FROM (SELECT id, school_id, teacher_id, course_id, type_lesson, status, start_at, end_at FROM new_lessons
      EXCEPT SELECT id, school_id, teacher_id, course_id, type_lesson, status, start_at, end_at FROM old_lessons) n
    JOIN "schools" s ON s.id = n.school_id
  WHERE ls.lesson_id = n.id;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A school's new zone moves the days of the rows whose day it changes (those near midnight); the rollup below
-- follows them as it follows every update of the rows.
CREATE FUNCTION "schedule_lesson_students_rezone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "schedule_lesson_students" SET "day" = ("start_at" AT TIME ZONE NEW.time_zone)::date
  WHERE "school_id" = NEW.id AND "day" <> ("start_at" AT TIME ZONE NEW.time_zone)::date;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_students_rezone" AFTER UPDATE OF "time_zone" ON "schools"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION "schedule_lesson_students_rezone"();--> statement-breakpoint
-- The rollup of the rows: statement triggers with transition tables, the net change per key in one grouped upsert
-- in key order (concurrent writers lock keys in the same order), the three sets at once (grouping sets: the columns a
-- set leaves out come out null). A lesson's move, status, type or program, and a new zone, reach it as updates of
-- the rows. Rows of a school being deleted find no school and add nothing (its rollup goes by the cascade).
CREATE FUNCTION "schedule_student_months_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_rows n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_rows o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_rows n UNION ALL SELECT o.*, -1 AS sign FROM old_rows o'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "schedule_student_months" AS m
      ("school_id", "month", "user_id", "course_id", "teacher_id", "type_lesson", "status", "lessons", "microseconds")
    SELECT c.school_id, c.month, c.user_id, c.course_id, c.teacher_id, c.type_lesson, c.status, sum(c.sign),
      sum(c.sign * c.microseconds)
    FROM (SELECT r.school_id, date_trunc('month', r.day)::date AS month, r.user_id, r.course_id, r.teacher_id,
        r.type_lesson, r.status, r.sign, (extract(epoch FROM r.end_at - r.start_at) * 1000000)::bigint AS microseconds
      FROM (%s) r JOIN "schools" s ON s.id = r.school_id) c
    GROUP BY GROUPING SETS ((c.school_id, c.month, c.user_id, c.course_id, c.status),
      (c.school_id, c.month, c.user_id, c.course_id, c.teacher_id, c.status),
      (c.school_id, c.month, c.user_id, c.course_id, c.type_lesson))
    HAVING sum(c.sign) <> 0 OR sum(c.sign * c.microseconds) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "schedule_student_months_key"
      DO UPDATE SET "lessons" = m."lessons" + excluded."lessons",
        "microseconds" = m."microseconds" + excluded."microseconds"
  $sql$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "schedule_student_months" WHERE "lessons" = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_student_months_insert" AFTER INSERT ON "schedule_lesson_students"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "schedule_student_months_track"();--> statement-breakpoint
CREATE TRIGGER "schedule_student_months_update" AFTER UPDATE ON "schedule_lesson_students"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "schedule_student_months_track"();--> statement-breakpoint
CREATE TRIGGER "schedule_student_months_delete" AFTER DELETE ON "schedule_lesson_students"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "schedule_student_months_track"();--> statement-breakpoint
INSERT INTO "schedule_student_months"
  ("school_id", "month", "user_id", "course_id", "teacher_id", "type_lesson", "status", "lessons", "microseconds")
SELECT c.school_id, c.month, c.user_id, c.course_id, c.teacher_id, c.type_lesson, c.status, count(*),
  sum(c.microseconds)
FROM (SELECT school_id, date_trunc('month', day)::date AS month, user_id, course_id, teacher_id, type_lesson, status,
    (extract(epoch FROM end_at - start_at) * 1000000)::bigint AS microseconds FROM "schedule_lesson_students") c
GROUP BY GROUPING SETS ((c.school_id, c.month, c.user_id, c.course_id, c.status),
  (c.school_id, c.month, c.user_id, c.course_id, c.teacher_id, c.status),
  (c.school_id, c.month, c.user_id, c.course_id, c.type_lesson));
