import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { exerciseAttempts, exercises, homeworks, users } from "../db/schema/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";
import { DEMO_CLASSMATES } from "./demo-groups.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the demo's handed-in answers", () => {
  it("give the demo teacher an essay to grade, a graded one, and real percentages, once", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const { db } = database;
    const classmates = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          // The three who answer (the demo groups seat all of them).
          DEMO_CLASSMATES.slice(0, 3).map((classmate) => classmate.email),
        ),
      );
    expect(classmates).toHaveLength(3);
    const ids = classmates.map((classmate) => classmate.id);
    const answers = await db
      .select({ userId: homeworks.userId, type: exercises.type, status: homeworks.status, grade: homeworks.grade })
      .from(homeworks)
      .innerJoin(exercises, eq(exercises.id, homeworks.taskId))
      .where(inArray(homeworks.userId, ids));
    const essays = answers.filter((answer) => answer.type === "essay");
    expect(essays.map((essay) => essay.status).sort()).toEqual(["graded", "submitted"]);
    expect(answers.filter((answer) => answer.type !== "essay").every((answer) => answer.status === "graded")).toBe(
      true,
    );
    const attempts = await db
      .select({
        percent: exerciseAttempts.percent,
        passed: exerciseAttempts.passed,
        finished: exerciseAttempts.finishedAt,
      })
      .from(exerciseAttempts)
      .where(inArray(exerciseAttempts.userId, ids));
    expect(attempts.length).toBeGreaterThanOrEqual(5);
    expect(attempts.every((attempt) => attempt.finished !== null)).toBe(true);
    expect(attempts.some((attempt) => attempt.passed)).toBe(true);
    expect(attempts.some((attempt) => !attempt.passed)).toBe(true);
  });
});
