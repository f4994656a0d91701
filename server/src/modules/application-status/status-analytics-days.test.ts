import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courseRounds, schools } from "../../db/schema/index.js";
import { newApplicationStatus, newCourse } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";

/**
 * The status analytics read dates as the school's days (decision 0043): a school in Rome counts a status made at
 * 23:30 of its 31 January in that day and that month, where Almaty's calendar has already turned to 1 February.
 */
const suite = apiSuite();
const db = () => suite.harness.database.db;
const LATE_ON_31ST_IN_ROME = new Date("2026-01-31T22:30:00Z");
let courseId = 0;

const count = async (query: string) => {
  const response = await suite.as(suite.school, "admin", {
    method: "GET",
    url: `/api/v1/course/status-program/count/${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count as number;
};

beforeAll(async () => {
  await db().update(schools).set({ timeZone: "Europe/Rome" }).where(eq(schools.id, suite.school.id));
  courseId = await newCourse(db(), suite.school.id);
  await db()
    .insert(courseRounds)
    .values({ schoolId: suite.school.id, courseId, startsOn: "2026-01-10", endsOn: "2026-01-31" });
  await newApplicationStatus(db(), {
    schoolId: suite.school.id,
    courseId,
    userId: suite.school.users.student,
    createdAt: LATE_ON_31ST_IN_ROME,
    updatedAt: LATE_ON_31ST_IN_ROME,
  });
});

describe("status analytics in a school's own zone", () => {
  it("count a status on the school's day it was made", async () => {
    expect(await count("?created_from=2026-01-31&created_to=2026-01-31")).toBe(1);
    expect(await count("?created_from=2026-02-01")).toBe(0);
    expect(await count("?created_to=2026-01-30")).toBe(0);
  });

  it("chart it in the school's month", async () => {
    const response = await suite.as(suite.school, "admin", {
      method: "GET",
      url: "/api/v1/course/status-program/stats/",
    });
    expect(response.json()).toEqual([{ month: "2026-01", status: "selected", count: 1 }]);
  });

  it("call a program open on the school's today, from the clock", async () => {
    suite.harness.clock.set(LATE_ON_31ST_IN_ROME);
    expect(await count("?is_open=true")).toBe(1);
    suite.harness.clock.set("2026-01-31T23:30:00Z");
    expect(await count("?is_open=true")).toBe(0);
    suite.harness.clock.reset();
  });
});
