import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { apiSuite } from "../../test/test-app.js";
import { at, lessonWrite, lessonWrites, withTriggerOff } from "./lesson-writes.test-kit.js";

/**
 * The lesson reports' rollup `schedule_lesson_days` (decision 0036) is kept by triggers in the transaction of every
 * lesson write: after any sequence of inserts (one or many in a statement), moves, status, teacher, type and program
 * changes, students added and removed, deletions, statements that fail and roll back, and changes of the school's
 * zone, it equals a recount from the lessons themselves.
 */
const suite = apiSuite();
const db = () => suite.harness.database.db;
const writes = lessonWrites(suite);

const rollup = async (database: Pick<Db, "execute"> = db()) =>
  (
    (await database.execute(sql`select day::text, teacher_id, course_id, type_lesson, status, attended, lessons,
        seconds::text
      from schedule_lesson_days where school_id = ${suite.school.id}
      order by day, teacher_id, course_id nulls first, type_lesson, status, attended`)) as unknown as {
      rows: unknown[];
    }
  ).rows;
const recount = async (database: Pick<Db, "execute"> = db()) =>
  (
    (await database.execute(sql`select (l.start_at at time zone s.time_zone)::date::text as day, l.teacher_id,
        l.course_id, l.type_lesson, l.status, exists (select 1 from schedule_lesson_students ls
          where ls.lesson_id = l.id) as attended, count(*)::int as lessons,
        sum(extract(epoch from l.end_at - l.start_at))::text as seconds
      from schedule_lessons l join schools s on s.id = l.school_id where l.school_id = ${suite.school.id}
      group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3 nulls first, 4, 5, 6`)) as unknown as { rows: unknown[] }
  ).rows;

describe("the lesson reports' rollup", () => {
  it("equals a recount from the lessons after any sequence of lesson writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(lessonWrite, { minLength: 1, maxLength: 25 }), async (steps) => {
        await writes.run(steps);
        expect(await rollup()).toEqual(await recount());
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it("is noticed to be stale when the lesson trigger is off", async () => {
    await writes.run([]);
    const [id] = await writes.insertLessons([
      sql`(${suite.school.id}, ${writes.teachers[0]}, null, 'individual', ${at(0)}::timestamptz,
        ${at(12)}::timestamptz, 'planned')`,
    ]);
    const stale = await withTriggerOff(
      db(),
      { table: "schedule_lessons", name: "schedule_lesson_days_update" },
      (tx) => tx.execute(sql`update schedule_lessons set status = 'cancelled' where id = ${id}`),
      async (tx) => ({ rollup: await rollup(tx), recount: await recount(tx) }),
    );
    expect(stale?.rollup).not.toEqual(stale?.recount);
    expect(await rollup()).toEqual(await recount());
  });
});
