import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import { schools, users } from "../db/schema/index.js";
import { selectEligiblePrograms } from "../modules/eligibility/eligibility.queries.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";
import { NEW_DEMO_STUDENT } from "./demo-onboarding.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("the demo students", () => {
  it("leave one newcomer before the tour, the rest past it, each qualifying for different programs", async () => {
    await seedDemo(database.db);
    await seedDemo(database.db);
    const [school] = await database.db.select().from(schools).where(eq(schools.domain, "localhost"));
    const students = await database.db.select().from(users).where(eq(users.role, "student"));
    expect(students.filter((student) => !student.firstVisit).map((student) => student.email)).toEqual([
      NEW_DEMO_STUDENT,
    ]);
    const eligible = async (email: string) => {
      const student = students.find((row) => row.email === email)!;
      const programs = await selectEligiblePrograms(
        { db: database.db, schoolId: school!.id },
        { userId: student.id, year: 2026, limit: 100 },
      );
      return programs.length;
    };
    const counts = await Promise.all(["student@demo.kz", "dana@demo.kz", "timur@demo.kz"].map(eligible));
    expect(new Set(counts).size).toBe(3);
    expect(counts[1]).toBe(8);
  });
});
