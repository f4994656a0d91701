-- Hand-written: the rollup is emptied before its new key column and rebuilt from the lessons at the end.
DELETE FROM "schedule_lesson_days";--> statement-breakpoint
ALTER TABLE "schedule_lesson_days" DROP CONSTRAINT "schedule_lesson_days_key";--> statement-breakpoint
ALTER TABLE "schedule_lesson_days" ADD COLUMN "attended" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD COLUMN "teacher_id" integer;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD COLUMN "course_id" integer;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD COLUMN "type_lesson" text;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD COLUMN "start_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ADD COLUMN "end_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "schedule_lessons" ADD COLUMN "students" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "schedule_lesson_students_school_time_idx" ON "schedule_lesson_students" USING btree ("school_id","start_at");--> statement-breakpoint
CREATE INDEX "schedule_lesson_students_teacher_time_idx" ON "schedule_lesson_students" USING btree ("teacher_id","start_at");--> statement-breakpoint
ALTER TABLE "schedule_lesson_days" ADD CONSTRAINT "schedule_lesson_days_key" UNIQUE NULLS NOT DISTINCT("school_id","day","teacher_id","course_id","type_lesson","status","attended");--> statement-breakpoint
-- Hand-written (decision 0036). Each lesson-student row carries a copy of its lesson's teacher, program, type, status
-- and times, so the school-wide student reports read this table alone instead of joining a year of lessons; each
-- lesson counts its students, so the rollup can count the lessons someone attends. Both are kept by the database in
-- the transaction of every write, whichever code path makes it.
UPDATE "schedule_lesson_students" ls
SET "teacher_id" = l.teacher_id, "course_id" = l.course_id, "type_lesson" = l.type_lesson, "status" = l.status,
  "start_at" = l.start_at, "end_at" = l.end_at
FROM "schedule_lessons" l WHERE l.id = ls.lesson_id;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ALTER COLUMN "teacher_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ALTER COLUMN "type_lesson" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ALTER COLUMN "start_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_lesson_students" ALTER COLUMN "end_at" SET NOT NULL;--> statement-breakpoint
-- The planner's guess of the (teacher, student) pairs: without it a year's pairs are taken for seven times as many
-- as there are, and grouped by a sort spilled to disk instead of in memory.
CREATE STATISTICS "schedule_lesson_students_pairs" (ndistinct) ON "teacher_id", "user_id"
  FROM "schedule_lesson_students";--> statement-breakpoint
-- Counted with the rollup's trigger off: the rollup is rebuilt from the counted lessons at the end.
ALTER TABLE "schedule_lessons" DISABLE TRIGGER "schedule_lesson_days_update";--> statement-breakpoint
UPDATE "schedule_lessons" l SET "students" = c.students
FROM (SELECT "lesson_id", count(*)::int AS students FROM "schedule_lesson_students" GROUP BY 1) c
WHERE l.id = c.lesson_id;--> statement-breakpoint
ALTER TABLE "schedule_lessons" ENABLE TRIGGER "schedule_lesson_days_update";--> statement-breakpoint
-- A row is filled from its lesson whenever it is written: an insert (or an update) names none of the copied columns.
CREATE FUNCTION "schedule_lesson_students_copy"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l.teacher_id, l.course_id, l.type_lesson, l.status, l.start_at, l.end_at
    INTO NEW.teacher_id, NEW.course_id, NEW.type_lesson, NEW.status, NEW.start_at, NEW.end_at
    FROM "schedule_lessons" l WHERE l.id = NEW.lesson_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_students_copy" BEFORE INSERT OR UPDATE ON "schedule_lesson_students"
  FOR EACH ROW EXECUTE FUNCTION "schedule_lesson_students_copy"();--> statement-breakpoint
-- A lesson's change reaches its rows in one statement: a night's job or a moved series is one update of the rows
-- whose lesson changed what they copy.
CREATE FUNCTION "schedule_lesson_students_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the lessons whose copied values changed, found by a set difference (hashed, NULLs equal): an update that
  -- changes nothing copied (a count of students) writes no row, so fires no trigger of the rows.
  IF NOT EXISTS (SELECT id, teacher_id, course_id, type_lesson, status, start_at, end_at FROM new_lessons
      EXCEPT SELECT id, teacher_id, course_id, type_lesson, status, start_at, end_at FROM old_lessons) THEN
    RETURN NULL;
  END IF;
  UPDATE "schedule_lesson_students" ls
  SET "teacher_id" = n.teacher_id, "course_id" = n.course_id, "type_lesson" = n.type_lesson, "status" = n.status,
    "start_at" = n.start_at, "end_at" = n.end_at
  FROM (SELECT id, teacher_id, course_id, type_lesson, status, start_at, end_at FROM new_lessons
      EXCEPT SELECT id, teacher_id, course_id, type_lesson, status, start_at, end_at FROM old_lessons) n
  WHERE ls.lesson_id = n.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_students_follow" AFTER UPDATE ON "schedule_lessons"
  REFERENCING OLD TABLE AS old_lessons NEW TABLE AS new_lessons FOR EACH STATEMENT
  EXECUTE FUNCTION "schedule_lesson_students_follow"();--> statement-breakpoint
-- The students a statement added or removed are counted on their lessons in one grouped update, in lesson order (so
-- concurrent writers lock lessons in the same order). A lesson deleted with its students is gone already: nothing
-- to count then.
CREATE FUNCTION "schedule_lesson_students_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT lesson_id, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT lesson_id, -1 AS sign FROM old_rows'
    ELSE 'SELECT lesson_id, 1 AS sign FROM new_rows UNION ALL SELECT lesson_id, -1 AS sign FROM old_rows'
  END;
BEGIN
  -- An update that moves no row to another lesson (the copy rewritten) leaves every count as it was.
  IF TG_OP = 'UPDATE' THEN
    IF NOT EXISTS (SELECT lesson_id FROM new_rows EXCEPT ALL SELECT lesson_id FROM old_rows) THEN
      RETURN NULL;
    END IF;
  END IF;
  EXECUTE format($sql$
    UPDATE "schedule_lessons" l SET "students" = l.students + c.change
    FROM (SELECT lesson_id, sum(sign)::int AS change FROM (%s) r GROUP BY 1 HAVING sum(sign) <> 0) c
    WHERE l.id = c.lesson_id
  $sql$, changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_students_count_insert" AFTER INSERT ON "schedule_lesson_students"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "schedule_lesson_students_count"();--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_students_count_update" AFTER UPDATE ON "schedule_lesson_students"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "schedule_lesson_students_count"();--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_students_count_delete" AFTER DELETE ON "schedule_lesson_students"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "schedule_lesson_students_count"();--> statement-breakpoint
-- The rollup of migration 0019, its key now with whether the lessons have students.
CREATE OR REPLACE FUNCTION "schedule_lesson_days_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_lessons n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_lessons o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_lessons n UNION ALL SELECT o.*, -1 AS sign FROM old_lessons o'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "schedule_lesson_days" AS d
      ("school_id", "day", "teacher_id", "course_id", "type_lesson", "status", "attended", "lessons", "seconds")
    SELECT c.school_id, (c.start_at AT TIME ZONE s.time_zone)::date, c.teacher_id, c.course_id, c.type_lesson,
      c.status, c.students > 0, sum(c.sign), sum(c.sign * extract(epoch FROM c.end_at - c.start_at))
    FROM (%s) c JOIN "schools" s ON s.id = c.school_id
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(c.sign) <> 0 OR sum(c.sign * extract(epoch FROM c.end_at - c.start_at)) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT ON CONSTRAINT "schedule_lesson_days_key"
      DO UPDATE SET "lessons" = d."lessons" + excluded."lessons", "seconds" = d."seconds" + excluded."seconds"
  $sql$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "schedule_lesson_days" WHERE "lessons" = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "schedule_lesson_days_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "schedule_lesson_days" WHERE "school_id" = NEW.id;
  INSERT INTO "schedule_lesson_days"
    ("school_id", "day", "teacher_id", "course_id", "type_lesson", "status", "attended", "lessons", "seconds")
  SELECT l.school_id, (l.start_at AT TIME ZONE NEW.time_zone)::date, l.teacher_id, l.course_id, l.type_lesson,
    l.status, l.students > 0, count(*), sum(extract(epoch FROM l.end_at - l.start_at))
  FROM "schedule_lessons" l WHERE l.school_id = NEW.id
  GROUP BY 1, 2, 3, 4, 5, 6, 7;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "schedule_lesson_days"
  ("school_id", "day", "teacher_id", "course_id", "type_lesson", "status", "attended", "lessons", "seconds")
SELECT l.school_id, (l.start_at AT TIME ZONE s.time_zone)::date, l.teacher_id, l.course_id, l.type_lesson, l.status,
  l.students > 0, count(*), sum(extract(epoch FROM l.end_at - l.start_at))
FROM "schedule_lessons" l JOIN "schools" s ON s.id = l.school_id
GROUP BY 1, 2, 3, 4, 5, 6, 7;
