import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseRounds, courses, studentRecords, users } from "../../db/schema/index.js";
import { newCourse } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { insertRowInSchool, joinedInSchool, keyedInSchool, rowById, type Scope } from "./scope.js";

/**
 * The in-school helpers every module's queries are written with (issue 36): a row by its id, rows by another key,
 * a row inserted, a join by a key other than the id. Each keeps to the scope's school whatever ids it is given.
 */
const suite = apiSuite();
const scopeOf = (schoolId: number): Scope => ({ db: suite.harness.database.db, schoolId });
const sqlOf = (condition: ReturnType<typeof keyedInSchool>) =>
  suite.harness.database.db.select().from(studentRecords).where(condition).toSQL().sql;

describe("rowById", () => {
  it("finds the school's row, its columns or all, and never another school's", async () => {
    const own = await newCourse(suite.harness.database.db, suite.school.id, { titleRu: "Своя" });
    const foreign = await newCourse(suite.harness.database.db, suite.other.id);
    const scope = scopeOf(suite.school.id);
    expect(await rowById(scope, { table: courses, id: own, columns: { title: courses.titleRu } })).toEqual({
      title: "Своя",
    });
    expect(await rowById(scope, { table: courses, id: own })).toMatchObject({ id: own, schoolId: suite.school.id });
    expect(await rowById(scope, { table: courses, id: foreign })).toBeUndefined();
  });
});

describe("keyedInSchool", () => {
  it("picks the school's rows by their columns, a list as any of its values", async () => {
    const db = suite.harness.database.db;
    const course = await newCourse(db, suite.school.id);
    const values = (startsOn: string) => ({ courseId: course, startsOn, endsOn: "2031-12-31" });
    const first = await insertRowInSchool(scopeOf(suite.school.id), {
      table: courseRounds,
      values: values("2031-01-01"),
    });
    const second = await insertRowInSchool(scopeOf(suite.school.id), {
      table: courseRounds,
      values: values("2031-02-01"),
    });
    const picked = (key: Parameters<typeof keyedInSchool<typeof courseRounds>>[1]["key"], schoolId = suite.school.id) =>
      db
        .select({ id: courseRounds.id })
        .from(courseRounds)
        .where(keyedInSchool(scopeOf(schoolId), { table: courseRounds, key }))
        .then((rows) => rows.map((row) => row.id).sort());
    expect(await picked({ courseId: course, startsOn: "2031-02-01" })).toEqual([second.id]);
    expect(await picked({ courseId: course, startsOn: ["2031-01-01", "2031-02-01"] })).toEqual(
      [first.id, second.id].sort(),
    );
    expect(await picked({ courseId: course }, suite.other.id)).toEqual([]);
  });

  it("compares a list column with a list as a whole, and refuses a value left undefined", () => {
    const scope = scopeOf(suite.school.id);
    expect(sqlOf(keyedInSchool(scope, { table: studentRecords, key: { degrees: ["bachelor"] } }))).toContain(
      `"student_records"."degrees" = $`,
    );
    expect(sqlOf(keyedInSchool(scope, { table: studentRecords, key: { userId: [1, 2] } }))).toContain(
      `"student_records"."user_id" in ($`,
    );
    expect(() => keyedInSchool(scope, { table: studentRecords, key: { userId: undefined } })).toThrow(/userId/);
  });
});

describe("insertRowInSchool", () => {
  it("writes the row in the scope's school and answers it as stored, its id given", async () => {
    const course = await newCourse(suite.harness.database.db, suite.school.id);
    const row = await insertRowInSchool(scopeOf(suite.school.id), {
      table: courseRounds,
      values: { courseId: course, startsOn: "2032-01-01", endsOn: "2032-06-30" },
    });
    expect(row).toMatchObject({ schoolId: suite.school.id, courseId: course, startsOn: "2032-01-01" });
    expect(row.id).toEqual(expect.any(Number));
  });
});

describe("joinedInSchool", () => {
  it("joins by a key other than the id within the referring row's school", () => {
    const join = joinedInSchool(studentRecords, { from: users, on: eq(studentRecords.userId, users.id) });
    const sql = suite.harness.database.db.select().from(users).leftJoin(studentRecords, join).toSQL().sql;
    expect(sql).toContain(`"student_records"."school_id" = "users"."school_id"`);
    expect(sql).toContain(`"student_records"."user_id" = "users"."id"`);
  });
});
