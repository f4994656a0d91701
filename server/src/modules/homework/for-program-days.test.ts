import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schools } from "../../db/schema/index.js";
import { newCourse, newHomework } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";

/**
 * `for_program/` reads its days as the school's (decision 0043): a teacher's "today" runs from the school's midnight
 * to the next, not from 05:00 to 05:00 as UTC days made it in Almaty, nor from 16:00 to 16:00 in Los Angeles.
 */
const suite = apiSuite();
const db = () => suite.harness.database.db;

const ZONES = [
  {
    zone: "America/Los_Angeles",
    day: "2026-01-15",
    handedIn: ["2026-01-15T00:05:00-08:00", "2026-01-15T23:30:00-08:00"],
    otherDays: ["2026-01-14T23:30:00-08:00", "2026-01-16T00:05:00-08:00"],
  },
  {
    zone: "Asia/Almaty",
    day: "2026-01-15",
    handedIn: ["2026-01-15T00:30:00+05:00", "2026-01-15T23:30:00+05:00"],
    otherDays: ["2026-01-14T23:30:00+05:00", "2026-01-16T00:30:00+05:00"],
  },
] as const;

async function answersOn(query: string) {
  const response = await suite.as(suite.school, "admin", {
    method: "GET",
    url: `/api/v1/course/homework/for_program/?${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().results as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
}

async function handIn(courseId: number, at: string) {
  return newHomework(db(), {
    schoolId: suite.school.id,
    courseId,
    userId: suite.school.users.student,
    status: "submitted",
    createdAt: new Date(at),
  });
}

describe("for_program/ days in the school's zone", () => {
  it.each(ZONES)("counts what $zone handed in just after midnight and at 23:30 as that day's", async (example) => {
    await db().update(schools).set({ timeZone: example.zone }).where(eq(schools.id, suite.school.id));
    const courseId = await newCourse(db(), suite.school.id);
    const inside = await Promise.all(example.handedIn.map((at) => handIn(courseId, at)));
    await Promise.all(example.otherDays.map((at) => handIn(courseId, at)));
    expect(await answersOn(`course=${courseId}&start=${example.day}&end=${example.day}`)).toEqual(
      inside.sort((a, b) => a - b),
    );
  });

  it("starts an academic year at the school's midnight of 1 September", async () => {
    await db().update(schools).set({ timeZone: "Asia/Almaty" }).where(eq(schools.id, suite.school.id));
    const courseId = await newCourse(db(), suite.school.id);
    const firstMorning = await handIn(courseId, "2025-09-01T02:00:00+05:00");
    const lastEvening = await handIn(courseId, "2025-08-31T23:30:00+05:00");
    expect(await answersOn(`course=${courseId}&academic_year=2025-2026`)).toEqual([firstMorning]);
    expect(await answersOn(`course=${courseId}&academic_year=2024`)).toEqual([lastEvening]);
  });
});
