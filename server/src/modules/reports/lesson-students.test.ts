import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { apiSuite } from "../../test/test-app.js";
import { lessonWrite, lessonWrites, withTriggerOff } from "./lesson-writes.test-kit.js";

/**
 * The lesson-student rows carry a copy of their lesson's teacher, program, type, status, times and day in the
 * school's zone, and are rolled up per month, student and program (decision 0036), all kept by triggers in the
 * transaction of every write: after any sequence of lesson inserts, moves, status, teacher, program and type changes,
 * bulk status updates (the nightly completion), a program deleted (its lessons' program set to null), deletions (the
 * rows go with the lesson), students added (one or many lessons in a statement) and removed, a student deleted,
 * changes of the school's zone and statements that fail and roll back, every row's copy equals its lesson's values,
 * every lesson's count of students is how many rows it has, the lessons' rollup (`schedule_lesson_days.attended`)
 * and the students' months (`schedule_student_months`) equal a recount.
 */
const suite = apiSuite();
const db = () => suite.harness.database.db;
const writes = lessonWrites(suite);
type Execute = Pick<Db, "execute">;

type Copy = { lesson_id: number; user_id: number; copied: string; lesson: string };

/** Every row of the school whose copy differs from its lesson, and how many rows there are. */
async function mismatches(database: Execute) {
  const result = (await database.execute(sql`select ls.lesson_id, ls.user_id,
      row(ls.teacher_id, ls.course_id, ls.type_lesson, ls.status, ls.start_at, ls.end_at, ls.day)::text as copied,
      row(l.teacher_id, l.course_id, l.type_lesson, l.status, l.start_at, l.end_at,
        (l.start_at at time zone s.time_zone)::date)::text as lesson
    from schedule_lesson_students ls join schedule_lessons l on l.id = ls.lesson_id join schools s on s.id = l.school_id
    where ls.school_id = ${suite.school.id}
    order by ls.lesson_id, ls.user_id`)) as unknown as { rows: Copy[] };
  return { rows: result.rows.length, different: result.rows.filter((row) => row.copied !== row.lesson) };
}

/** The lessons whose count of students is not how many rows they have. */
async function miscounted() {
  const result = (await db().execute(sql`select l.id, l.students,
      (select count(*)::int from schedule_lesson_students ls where ls.lesson_id = l.id) as rows
    from schedule_lessons l where l.school_id = ${suite.school.id}`)) as unknown as {
    rows: { id: number; students: number; rows: number }[];
  };
  return result.rows.filter((row) => row.students !== row.rows);
}

/** The rows of a rollup that its recount does not give, and back (each side named). */
async function difference(database: Execute, recount: ReturnType<typeof sql>, rollup: ReturnType<typeof sql>) {
  const result = (await database.execute(sql`with recount as (${recount}), rollup as (${rollup})
    (select 'missing' as side, * from (select * from recount except all select * from rollup) missing)
    union all
    (select 'extra' as side, * from (select * from rollup except all select * from recount) extra)`)) as unknown as {
    rows: unknown[];
  };
  return result.rows;
}

/** The lessons' rollup against a recount from the lessons and their students. */
const lessonDaysDifference = (database: Execute) =>
  difference(
    database,
    sql`select l.school_id, (l.start_at at time zone s.time_zone)::date as day, l.teacher_id, l.course_id,
        l.type_lesson, l.status, exists (select 1 from schedule_lesson_students ls where ls.lesson_id = l.id) as attended,
        count(*)::int as lessons, sum(extract(epoch from l.end_at - l.start_at)) as seconds
      from schedule_lessons l join schools s on s.id = l.school_id where l.school_id = ${suite.school.id}
      group by 1, 2, 3, 4, 5, 6, 7`,
    sql`select school_id, day, teacher_id, course_id, type_lesson, status, attended, lessons, seconds
      from schedule_lesson_days where school_id = ${suite.school.id}`,
  );

/** The students' months against a recount from the lessons themselves (not from the rows' copies). */
const studentMonthsDifference = (database: Execute) =>
  difference(
    database,
    sql`select l.school_id, date_trunc('month', (l.start_at at time zone s.time_zone))::date as month, ls.user_id,
        l.course_id, l.teacher_id, l.type_lesson, l.status, count(*)::int as lessons,
        sum((extract(epoch from l.end_at - l.start_at) * 1000000)::bigint) as microseconds
      from schedule_lesson_students ls join schedule_lessons l on l.id = ls.lesson_id
        join schools s on s.id = l.school_id
      where l.school_id = ${suite.school.id}
      group by grouping sets ((1, 2, 3, 4, 7), (1, 2, 3, 4, 5, 7), (1, 2, 3, 4, 6))`,
    sql`select school_id, month, user_id, course_id, teacher_id, type_lesson, status, lessons, microseconds
      from schedule_student_months where school_id = ${suite.school.id}`,
  );

describe("the lesson's copy on its students' rows, and their months", () => {
  it("equal the lessons' values after any sequence of writes", async () => {
    let checkedRows = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(lessonWrite, { minLength: 8, maxLength: 30 }), async (steps) => {
        await writes.run(steps);
        const { rows, different } = await mismatches(db());
        checkedRows += rows;
        expect(different).toEqual([]);
        expect(await miscounted()).toEqual([]);
        expect(await lessonDaysDifference(db())).toEqual([]);
        expect(await studentMonthsDifference(db())).toEqual([]);
      }),
      { numRuns: 40 },
    );
    // The sequences did put students on lessons, so the copies were compared, not an empty table (some 110 rows in
    // all over the forty sequences, rarely below 100).
    expect(checkedRows).toBeGreaterThan(20);
    // Forty sequences of some twenty writes and four checks each: longer than the default on the shared machine.
  }, 180_000);

  describe("are noticed to be stale when a trigger is off", () => {
    let lessonId: number;
    beforeEach(async () => {
      // A lesson at 01:00 on the 1st of April in Almaty, still the 31st of March in Rome: a new zone moves its day
      // and its month.
      await writes.run([]);
      [lessonId] = (await writes.insertLessons([
        sql`(${suite.school.id}, ${writes.teachers[0]}, null, 'individual', '2026-03-31T20:00:00Z'::timestamptz,
          '2026-03-31T21:00:00Z'::timestamptz, 'planned')`,
      ])) as [number];
      await db().execute(sql`insert into schedule_lesson_students (school_id, lesson_id, user_id)
        values (${suite.school.id}, ${lessonId}, ${writes.students[0]})`);
    });
    const staleCopies = async (tx: Execute) => (await mismatches(tx)).different.map((row) => row.lesson_id);

    it.each([
      {
        trigger: { table: "schedule_lessons", name: "schedule_lesson_students_follow" },
        write: "a lesson moved a day",
        change: () => sql`update schedule_lessons set start_at = start_at + interval '1 day',
          end_at = end_at + interval '1 day' where school_id = ${suite.school.id}`,
        check: staleCopies,
      },
      {
        trigger: { table: "schools", name: "schedule_lesson_students_rezone" },
        write: "the school's zone changed",
        change: () => sql`update schools set time_zone = 'Europe/Rome' where id = ${suite.school.id}`,
        check: staleCopies,
      },
      {
        trigger: { table: "schedule_lesson_students", name: "schedule_student_months_update" },
        write: "a lesson cancelled",
        change: () => sql`update schedule_lessons set status = 'cancelled' where school_id = ${suite.school.id}`,
        check: studentMonthsDifference,
      },
      {
        trigger: { table: "schedule_lesson_students", name: "schedule_student_months_insert" },
        write: "a student added",
        change: () => sql`insert into schedule_lesson_students (school_id, lesson_id, user_id)
          values (${suite.school.id}, ${lessonId}, ${writes.students[1]})`,
        check: studentMonthsDifference,
      },
      {
        trigger: { table: "schedule_lesson_students", name: "schedule_student_months_delete" },
        write: "a student removed",
        change: () => sql`delete from schedule_lesson_students where lesson_id = ${lessonId}`,
        check: studentMonthsDifference,
      },
    ])("$trigger.name: $write", async ({ trigger, change, check }) => {
      const stale = await withTriggerOff(db(), trigger, (tx) => tx.execute(change()), check);
      expect(stale).not.toEqual([]);
      expect(stale).toBeDefined();
      // With the trigger on, the same write leaves nothing stale.
      await db().execute(change());
      expect(await check(db())).toEqual([]);
    });
  });
});
