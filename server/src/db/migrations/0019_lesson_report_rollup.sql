CREATE TABLE "schedule_lesson_days" (
	"school_id" integer NOT NULL,
	"day" date NOT NULL,
	"teacher_id" integer NOT NULL,
	"course_id" integer,
	"type_lesson" text NOT NULL,
	"status" text NOT NULL,
	"lessons" integer NOT NULL,
	"seconds" numeric NOT NULL,
	CONSTRAINT "schedule_lesson_days_key" UNIQUE NULLS NOT DISTINCT("school_id","day","teacher_id","course_id","type_lesson","status")
);
--> statement-breakpoint
ALTER TABLE "schedule_lesson_days" ADD CONSTRAINT "schedule_lesson_days_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_lesson_days_teacher_idx" ON "schedule_lesson_days" USING btree ("teacher_id","day");--> statement-breakpoint
CREATE INDEX "schedule_lesson_days_empty_idx" ON "schedule_lesson_days" USING btree ("school_id") WHERE "schedule_lesson_days"."lessons" = 0;--> statement-breakpoint
-- Hand-written: the rollup is kept by the database itself in the transaction of every lesson write (decision 0036).
-- Statement triggers with transition tables: a series or a night's job writing hundreds of lessons makes one
-- grouped upsert of the net change per key, in key order (so concurrent writers lock keys in the same order).
CREATE FUNCTION "schedule_lesson_days_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM new_lessons n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM old_lessons o'
    ELSE 'SELECT n.*, 1 AS sign FROM new_lessons n UNION ALL SELECT o.*, -1 AS sign FROM old_lessons o'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO "schedule_lesson_days" AS d
      ("school_id", "day", "teacher_id", "course_id", "type_lesson", "status", "lessons", "seconds")
    SELECT c.school_id, (c.start_at AT TIME ZONE s.time_zone)::date, c.teacher_id, c.course_id, c.type_lesson,
      c.status, sum(c.sign), sum(c.sign * extract(epoch FROM c.end_at - c.start_at))
    FROM (%s) c JOIN "schools" s ON s.id = c.school_id
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(c.sign) <> 0 OR sum(c.sign * extract(epoch FROM c.end_at - c.start_at)) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT "schedule_lesson_days_key"
      DO UPDATE SET "lessons" = d."lessons" + excluded."lessons", "seconds" = d."seconds" + excluded."seconds"
  $sql$, changed);
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "schedule_lesson_days" WHERE "lessons" = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_days_insert" AFTER INSERT ON "schedule_lessons"
  REFERENCING NEW TABLE AS new_lessons FOR EACH STATEMENT EXECUTE FUNCTION "schedule_lesson_days_track"();--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_days_update" AFTER UPDATE ON "schedule_lessons"
  REFERENCING OLD TABLE AS old_lessons NEW TABLE AS new_lessons FOR EACH STATEMENT
  EXECUTE FUNCTION "schedule_lesson_days_track"();--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_days_delete" AFTER DELETE ON "schedule_lessons"
  REFERENCING OLD TABLE AS old_lessons FOR EACH STATEMENT EXECUTE FUNCTION "schedule_lesson_days_track"();--> statement-breakpoint
-- A school's days are its own zone's: a new zone recounts the school's rows from its lessons.
CREATE FUNCTION "schedule_lesson_days_rebuild"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "schedule_lesson_days" WHERE "school_id" = NEW.id;
  INSERT INTO "schedule_lesson_days"
    ("school_id", "day", "teacher_id", "course_id", "type_lesson", "status", "lessons", "seconds")
  SELECT l.school_id, (l.start_at AT TIME ZONE NEW.time_zone)::date, l.teacher_id, l.course_id, l.type_lesson,
    l.status, count(*), sum(extract(epoch FROM l.end_at - l.start_at))
  FROM "schedule_lessons" l WHERE l.school_id = NEW.id
  GROUP BY 1, 2, 3, 4, 5, 6;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_lesson_days_rezone" AFTER UPDATE OF "time_zone" ON "schools"
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION "schedule_lesson_days_rebuild"();--> statement-breakpoint
INSERT INTO "schedule_lesson_days"
  ("school_id", "day", "teacher_id", "course_id", "type_lesson", "status", "lessons", "seconds")
SELECT l.school_id, (l.start_at AT TIME ZONE s.time_zone)::date, l.teacher_id, l.course_id, l.type_lesson, l.status,
  count(*), sum(extract(epoch FROM l.end_at - l.start_at))
FROM "schedule_lessons" l JOIN "schools" s ON s.id = l.school_id
GROUP BY 1, 2, 3, 4, 5, 6;
