import { randomUUID } from "node:crypto";
import { LESSON_STATUSES, LESSON_TYPES } from "@school/contracts";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.js";
import { newCourse } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";

/**
 * The lesson-student rows carry a copy of their lesson's teacher, program, type, status and times (decision 0036),
 * kept by triggers in the transaction of every write: after any sequence of lesson inserts, moves, status, teacher,
 * program and type changes, bulk status updates (the nightly completion), a program deleted (its lessons' program set
 * to null), deletions (the rows go with the lesson), students added (one or many lessons in a statement) and removed,
 * a student deleted, and statements that fail and roll back, every row's copy equals its lesson's values, every
 * lesson's count of students is how many rows it has, and the rollup's lessons with and without students
 * (`schedule_lesson_days.attended`) equal a recount.
 */
const suite = apiSuite();
const db = () => suite.harness.database.db;
const FIRST_DAY = Date.parse("2026-03-01T00:00:00Z");
const TEACHERS = 3;
const STUDENTS = 4;

const teachers: number[] = [];
const students: number[] = [];
let programs: (number | null)[] = [];
let lessonIds: number[] = [];

/** A teacher or student of the school, written directly: the property makes and erases students often. */
async function person(role: "teacher" | "student", index: number) {
  const result = (await db().execute(sql`insert into users (school_id, email, password_hash, role, first_name,
      last_name)
    values (${suite.school.id}, ${`copy.${role}${index}.${randomUUID()}@test.kz`}, 'x', ${role}, 'Copy', ${role})
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}

beforeAll(async () => {
  for (let index = 0; index < TEACHERS; index++) teachers.push(await person("teacher", index));
  for (let index = 0; index < STUDENTS; index++) students.push(await person("student", index));
  programs = [await newCourse(db(), suite.school.id), await newCourse(db(), suite.school.id), null];
});

const lesson = fc.record({
  teacher: fc.nat(TEACHERS - 1),
  program: fc.nat(2),
  type: fc.constantFrom(...LESSON_TYPES),
  status: fc.constantFrom(...LESSON_STATUSES),
  start: fc.nat(20 * 288 - 1),
  length: fc.integer({ min: 1, max: 96 }),
});
type Lesson = typeof lesson extends fc.Arbitrary<infer Value> ? Value : never;

// Lessons made and students added more often than the rest, so most sequences change rows that have students.
const operation = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("insert" as const),
      lessons: fc.array(lesson, { minLength: 1, maxLength: 3 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("enrol" as const),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
      student: fc.nat(STUDENTS - 1),
    }),
  },
  fc.record({ kind: fc.constant("unenrol" as const), pick: fc.nat(), student: fc.nat(STUDENTS - 1) }),
  fc.record({
    kind: fc.constant("move" as const),
    pick: fc.nat(),
    start: fc.nat(20 * 288 - 1),
    length: fc.integer({ min: 1, max: 96 }),
  }),
  fc.record({ kind: fc.constant("status" as const), pick: fc.nat(), status: fc.constantFrom(...LESSON_STATUSES) }),
  fc.record({ kind: fc.constant("teacher" as const), pick: fc.nat(), teacher: fc.nat(TEACHERS - 1) }),
  fc.record({ kind: fc.constant("program" as const), pick: fc.nat(), program: fc.nat(2) }),
  fc.record({ kind: fc.constant("type" as const), pick: fc.nat(), type: fc.constantFrom(...LESSON_TYPES) }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("finishAll" as const), teacher: fc.nat(TEACHERS - 1) }),
  fc.record({ kind: fc.constant("dropProgram" as const), program: fc.nat(1) }),
  fc.record({ kind: fc.constant("dropStudent" as const), student: fc.nat(STUDENTS - 1) }),
  fc.record({ kind: fc.constant("failing" as const), pick: fc.nat() }),
);
type Operation = typeof operation extends fc.Arbitrary<infer Value> ? Value : never;

const at = (step: number) => new Date(FIRST_DAY + step * 5 * 60_000).toISOString();
const picked = (pick: number) => lessonIds[pick % lessonIds.length];

function values(item: Lesson) {
  return sql`(${suite.school.id}, ${teachers[item.teacher]}, ${programs[item.program]}, ${item.type},
    ${at(item.start)}::timestamptz, ${at(item.start + item.length)}::timestamptz, ${item.status})`;
}

async function apply(step: Operation) {
  const schoolId = suite.school.id;
  switch (step.kind) {
    case "insert": {
      const inserted = (await db().execute(sql`insert into schedule_lessons
          (school_id, teacher_id, course_id, type_lesson, start_at, end_at, status)
        values ${sql.join(step.lessons.map(values), sql`, `)} returning id`)) as unknown as { rows: { id: number }[] };
      lessonIds.push(...inserted.rows.map((row) => row.id));
      return;
    }
    case "enrol": {
      // One statement for several lessons, as a group's timetable adds its students.
      const ids = [...new Set(step.picks.map(picked).filter((id) => id !== undefined))];
      if (ids.length === 0) return;
      await db().execute(sql`insert into schedule_lesson_students (school_id, lesson_id, user_id)
        select ${schoolId}, id, ${students[step.student]} from unnest(${`{${ids.join(",")}}`}::int[]) id
        on conflict do nothing`);
      return;
    }
    case "finishAll":
      await db().execute(
        sql`update schedule_lessons set status = 'finished' where teacher_id = ${teachers[step.teacher]} and status = 'planned'`,
      );
      return;
    case "dropProgram": {
      // A program deleted sets its lessons' program to null (the foreign key's action), then it comes back.
      const programId = programs[step.program]!;
      await db().execute(sql`delete from courses where id = ${programId}`);
      programs[step.program] = await newCourse(db(), schoolId);
      return;
    }
    case "dropStudent": {
      // Erasing a student takes their rows with them (the foreign key's cascade).
      await db().execute(sql`delete from users where id = ${students[step.student]}`);
      students[step.student] = await person("student", step.student);
      return;
    }
  }
  const id = picked(step.pick);
  if (id === undefined) return;
  switch (step.kind) {
    case "unenrol":
      await db().execute(
        sql`delete from schedule_lesson_students where lesson_id = ${id} and user_id = ${students[step.student]}`,
      );
      return;
    case "move":
      await db().execute(sql`update schedule_lessons set start_at = ${at(step.start)}::timestamptz,
        end_at = ${at(step.start + step.length)}::timestamptz where id = ${id}`);
      return;
    case "status":
      await db().execute(sql`update schedule_lessons set status = ${step.status} where id = ${id}`);
      return;
    case "teacher":
      await db().execute(sql`update schedule_lessons set teacher_id = ${teachers[step.teacher]} where id = ${id}`);
      return;
    case "program":
      await db().execute(sql`update schedule_lessons set course_id = ${programs[step.program]} where id = ${id}`);
      return;
    case "type":
      await db().execute(sql`update schedule_lessons set type_lesson = ${step.type} where id = ${id}`);
      return;
    case "delete":
      await db().execute(sql`delete from schedule_lessons where id = ${id}`);
      lessonIds = lessonIds.filter((other) => other !== id);
      return;
    case "failing":
      // Moved, then refused by a constraint in the same transaction: the copy must not keep the move.
      await db()
        .transaction(async (tx) => {
          await tx.execute(sql`update schedule_lessons set status = 'cancelled', start_at = start_at + interval '1 day',
            end_at = end_at + interval '1 day' where id = ${id}`);
          await tx.execute(sql`update schedule_lessons set end_at = start_at - interval '1 minute' where id = ${id}`);
        })
        .catch(() => undefined);
      return;
  }
}

type Copy = { lesson_id: number; user_id: number; copied: string; lesson: string };

/** Every row of the school whose copy differs from its lesson, and how many rows there are. */
async function mismatches(database: Pick<Db, "execute">) {
  const result = (await database.execute(sql`select ls.lesson_id, ls.user_id,
      row(ls.teacher_id, ls.course_id, ls.type_lesson, ls.status, ls.start_at, ls.end_at)::text as copied,
      row(l.teacher_id, l.course_id, l.type_lesson, l.status, l.start_at, l.end_at)::text as lesson
    from schedule_lesson_students ls join schedule_lessons l on l.id = ls.lesson_id
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

/** The rollup's rows of the school that a recount from the lessons and their students does not give, and back. */
async function rollupDifference() {
  const result = (await db().execute(sql`with recount as (
      select l.school_id, (l.start_at at time zone s.time_zone)::date as day, l.teacher_id, l.course_id, l.type_lesson,
        l.status, exists (select 1 from schedule_lesson_students ls where ls.lesson_id = l.id) as attended,
        count(*)::int as lessons, sum(extract(epoch from l.end_at - l.start_at)) as seconds
      from schedule_lessons l join schools s on s.id = l.school_id where l.school_id = ${suite.school.id}
      group by 1, 2, 3, 4, 5, 6, 7
    ),
    rollup as (
      select school_id, day, teacher_id, course_id, type_lesson, status, attended, lessons, seconds
      from schedule_lesson_days where school_id = ${suite.school.id}
    )
    (select 'missing' as side, * from (select * from recount except all select * from rollup) missing)
    union all
    (select 'extra' as side, * from (select * from rollup except all select * from recount) extra)`)) as unknown as {
    rows: unknown[];
  };
  return result.rows;
}

const isDoubleBooking = (error: unknown) =>
  String((error as { cause?: unknown }).cause ?? error).includes("schedule_lessons_teacher_free");

describe("the lesson's copy on its students' rows", () => {
  it("equals the lesson's values after any sequence of writes", async () => {
    let checkedRows = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 30 }), async (steps) => {
        await db().execute(sql`delete from schedule_lessons where school_id = ${suite.school.id}`);
        lessonIds = [];
        for (const step of steps) {
          // Two lessons of one teacher at once are refused (decision 0026): such a step writes nothing.
          await apply(step).catch((error: unknown) => {
            if (!isDoubleBooking(error)) throw error;
          });
        }
        const { rows, different } = await mismatches(db());
        checkedRows += rows;
        expect(different).toEqual([]);
        expect(await miscounted()).toEqual([]);
        expect(await rollupDifference()).toEqual([]);
      }),
      { numRuns: 40 },
    );
    // The sequences did put students on lessons, so the copies were compared, not an empty table (some 110 rows in
    // all over the forty sequences, rarely below 100).
    expect(checkedRows).toBeGreaterThan(20);
    // Forty sequences of some twenty writes and three checks each: longer than the default on the shared machine.
  }, 120_000);

  it("is noticed to be stale when the lesson trigger is off", async () => {
    // The check above would fail without the trigger: with it disabled (in a transaction rolled back), a moved
    // lesson's row keeps the old time and the comparison finds it.
    await db().execute(sql`delete from schedule_lessons where school_id = ${suite.school.id}`);
    const [lessonRow] = (
      (await db().execute(sql`insert into schedule_lessons
          (school_id, teacher_id, course_id, type_lesson, start_at, end_at, status)
        values (${suite.school.id}, ${teachers[0]}, null, 'individual', ${at(0)}::timestamptz,
          ${at(12)}::timestamptz, 'planned') returning id`)) as unknown as { rows: { id: number }[] }
    ).rows;
    await db().execute(sql`insert into schedule_lesson_students (school_id, lesson_id, user_id)
      values (${suite.school.id}, ${lessonRow!.id}, ${students[0]})`);
    let stale: Copy[] = [];
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`alter table schedule_lessons disable trigger schedule_lesson_students_follow`);
        await tx.execute(sql`update schedule_lessons set start_at = start_at + interval '1 day',
          end_at = end_at + interval '1 day' where id = ${lessonRow!.id}`);
        stale = (await mismatches(tx)).different;
        tx.rollback();
      })
      .catch(() => undefined);
    expect(stale.map((row) => row.lesson_id)).toEqual([lessonRow!.id]);
    expect((await mismatches(db())).different).toEqual([]);
  });
});
