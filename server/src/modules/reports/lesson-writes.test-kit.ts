import { randomUUID } from "node:crypto";
import { LESSON_STATUSES, LESSON_TYPES } from "@school/contracts";
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll } from "vitest";
import type { Db } from "../../db/client.js";
import { newCourse } from "../../test/factories.js";
import type { ApiSuite } from "../../test/test-app.js";

/**
 * Random writes of a school's lessons and their students, for the property tests of what the database's triggers
 * derive from them (decision 0036: the lessons' rollup, the rows' copy of their lesson, the students' months): the
 * writes as fast-check arbitraries, and `apply` making one as the application's paths and the foreign keys'
 * cascades do. Lessons are made and students added more often than the rest, so most sequences change lessons that
 * have students.
 */
export const TEACHERS = 3;
export const STUDENTS = 4;
export const ZONES = ["Asia/Almaty", "Europe/Rome", "America/New_York", "Asia/Kolkata"] as const;
const FIRST_DAY = Date.parse("2026-03-01T00:00:00Z");
/** Any 5-minute step of 20 days from the 1st of March, so lessons cross midnight in one zone or another. */
const START = fc.nat(20 * 288 - 1);
const LENGTH = fc.integer({ min: 1, max: 96 });

const lesson = fc.record({
  teacher: fc.nat(TEACHERS - 1),
  program: fc.nat(2),
  type: fc.constantFrom(...LESSON_TYPES),
  status: fc.constantFrom(...LESSON_STATUSES),
  start: START,
  length: LENGTH,
  // A second's fraction, so the stored seconds are exact, not rounded.
  millis: fc.nat(999),
});
type Lesson = typeof lesson extends fc.Arbitrary<infer Value> ? Value : never;

export const lessonWrite = fc.oneof(
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
  fc.record({ kind: fc.constant("move" as const), pick: fc.nat(), start: START, length: LENGTH }),
  fc.record({ kind: fc.constant("status" as const), pick: fc.nat(), status: fc.constantFrom(...LESSON_STATUSES) }),
  fc.record({ kind: fc.constant("teacher" as const), pick: fc.nat(), teacher: fc.nat(TEACHERS - 1) }),
  fc.record({ kind: fc.constant("program" as const), pick: fc.nat(), program: fc.nat(2) }),
  fc.record({ kind: fc.constant("type" as const), pick: fc.nat(), type: fc.constantFrom(...LESSON_TYPES) }),
  fc.record({ kind: fc.constant("delete" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("finishAll" as const), teacher: fc.nat(TEACHERS - 1) }),
  fc.record({ kind: fc.constant("dropProgram" as const), program: fc.nat(1) }),
  fc.record({ kind: fc.constant("dropStudent" as const), student: fc.nat(STUDENTS - 1) }),
  fc.record({ kind: fc.constant("failing" as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant("zone" as const), zone: fc.constantFrom(...ZONES) }),
);
export type LessonWrite = typeof lessonWrite extends fc.Arbitrary<infer Value> ? Value : never;

/** The instant of a 5-minute step of the 20 days. */
export const at = (step: number, millis = 0) => new Date(FIRST_DAY + step * 5 * 60_000 + millis).toISOString();

const isDoubleBooking = (error: unknown) =>
  String((error as { cause?: unknown }).cause ?? error).includes("schedule_lessons_teacher_free");

/** The school's teachers, students and programs (made before the suite's tests), and the writes over them. */
export function lessonWrites(suite: ApiSuite) {
  const db = () => suite.harness.database.db;
  const teachers: number[] = [];
  const students: number[] = [];
  const programs: (number | null)[] = [];
  let lessonIds: number[] = [];

  /** A teacher or student of the school, written directly: the property makes and erases students often. */
  async function person(role: "teacher" | "student", index: number) {
    const result = (await db().execute(sql`insert into users (school_id, email, password_hash, role, first_name,
        last_name)
      values (${suite.school.id}, ${`writes.${role}${index}.${randomUUID()}@test.kz`}, 'x', ${role}, 'Writes', ${role})
      returning id`)) as unknown as { rows: { id: number }[] };
    return result.rows[0]!.id;
  }

  beforeAll(async () => {
    for (let index = 0; index < TEACHERS; index++) teachers.push(await person("teacher", index));
    for (let index = 0; index < STUDENTS; index++) students.push(await person("student", index));
    programs.push(await newCourse(db(), suite.school.id), await newCourse(db(), suite.school.id), null);
  });

  const picked = (pick: number) => lessonIds[pick % lessonIds.length];
  const values = (item: Lesson) =>
    sql`(${suite.school.id}, ${teachers[item.teacher]}, ${programs[item.program]}, ${item.type},
      ${at(item.start)}::timestamptz, ${at(item.start + item.length, item.millis)}::timestamptz, ${item.status})`;

  /** Inserts lessons and returns their ids (they join the lessons later writes pick from). */
  async function insertLessons(lessons: SQL[]) {
    const inserted = (await db().execute(sql`insert into schedule_lessons
        (school_id, teacher_id, course_id, type_lesson, start_at, end_at, status)
      values ${sql.join(lessons, sql`, `)} returning id`)) as unknown as { rows: { id: number }[] };
    const ids = inserted.rows.map((row) => row.id);
    lessonIds.push(...ids);
    return ids;
  }

  async function apply(step: LessonWrite) {
    const schoolId = suite.school.id;
    switch (step.kind) {
      case "insert":
        await insertLessons(step.lessons.map(values));
        return;
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
        // The nightly completion: many lessons in one statement.
        await db().execute(
          sql`update schedule_lessons set status = 'finished' where teacher_id = ${teachers[step.teacher]} and status = 'planned'`,
        );
        return;
      case "dropProgram": {
        // A program deleted sets its lessons' program to null (the foreign key's action), then it comes back.
        await db().execute(sql`delete from courses where id = ${programs[step.program]!}`);
        programs[step.program] = await newCourse(db(), schoolId);
        return;
      }
      case "dropStudent": {
        // Erasing a student takes their rows with them (the foreign key's cascade).
        await db().execute(sql`delete from users where id = ${students[step.student]}`);
        students[step.student] = await person("student", step.student);
        return;
      }
      case "zone":
        await db().execute(sql`update schools set time_zone = ${step.zone} where id = ${schoolId}`);
        return;
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
        // Cancelled and moved a day, then refused by a constraint in the same transaction: nothing of it may stay.
        await db()
          .transaction(async (tx) => {
            await tx.execute(sql`update schedule_lessons set status = 'cancelled',
              start_at = start_at + interval '1 day', end_at = end_at + interval '1 day' where id = ${id}`);
            await tx.execute(sql`update schedule_lessons set end_at = start_at - interval '1 minute' where id = ${id}`);
          })
          .catch(() => undefined);
        return;
    }
  }

  return {
    teachers,
    students,
    insertLessons,
    /** The school's lessons emptied, its zone Almaty's again, then the writes made one after the other. */
    async run(steps: LessonWrite[]) {
      await db().execute(sql`delete from schedule_lessons where school_id = ${suite.school.id}`);
      await db().execute(sql`update schools set time_zone = 'Asia/Almaty' where id = ${suite.school.id}`);
      lessonIds = [];
      for (const step of steps) {
        // Two lessons of one teacher at once are refused (decision 0026): such a step writes nothing.
        await apply(step).catch((error: unknown) => {
          if (!isDoubleBooking(error)) throw error;
        });
      }
    },
  };
}

/**
 * What `check` finds after `write` with one trigger disabled, in a transaction rolled back: the property tests'
 * checks must see the trigger's work missing, or they could not fail.
 */
export async function withTriggerOff<Found>(
  database: Db,
  trigger: { table: string; name: string },
  write: (tx: Pick<Db, "execute">) => Promise<unknown>,
  check: (tx: Pick<Db, "execute">) => Promise<Found>,
): Promise<Found | undefined> {
  let found: Found | undefined;
  await database
    .transaction(async (tx) => {
      await tx.execute(
        sql`alter table ${sql.identifier(trigger.table)} disable trigger ${sql.identifier(trigger.name)}`,
      );
      await write(tx);
      found = await check(tx);
      tx.rollback();
    })
    .catch(() => undefined);
  return found;
}
