import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schools } from "../../../db/schema/index.js";
import { newScheduleLesson } from "../../../test/factories.js";
import { heardAfter } from "../../../test/school-changes-heard.js";
import { apiSuite } from "../../../test/test-app.js";

/**
 * The school's zone is kept per school on the schools change feed (decision 0121): a lesson list answers in the
 * zone as it was until the database says the school's row changed, then in the new one.
 */
const suite = apiSuite({ guestCache: true });
const db = () => suite.harness.database.db;

/** A lesson at 20:00 UTC on 15 January: the 15th in Rome (21:00), the 16th in Almaty (01:00). */
const START = new Date("2026-01-15T20:00:00Z");

const datesOfLessons = async () => {
  const response = await suite.as(suite.school, "teacher", {
    method: "GET",
    url: "/api/v1/schedule/schedule/list/?date_after=2026-01-14&date_before=2026-01-17",
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { date: string }[]).map((lesson) => lesson.date);
};

/** Writes the school's zone and waits until the app has heard of it (notifications come on their own connection). */
const zoneHeard = (timeZone: string) =>
  heardAfter([suite.harness.deps], async () => {
    await db().update(schools).set({ timeZone }).where(eq(schools.id, suite.school.id));
  });

describe("the school's zone in the lesson lists", () => {
  it("is kept until the school's row changes, then read again", async () => {
    await newScheduleLesson(db(), {
      schoolId: suite.school.id,
      teacherId: suite.school.users.teacher,
      startAt: START,
    });
    await zoneHeard("Europe/Rome");
    expect(await datesOfLessons()).toEqual(["2026-01-15"]);

    // A change nobody hears of (triggers off) cannot show: the zone read before is still the one used.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(schools).set({ timeZone: "Asia/Almaty" }).where(eq(schools.id, suite.school.id));
    });
    expect(await datesOfLessons()).toEqual(["2026-01-15"]);

    await zoneHeard("Asia/Almaty");
    expect(await datesOfLessons()).toEqual(["2026-01-16"]);
  });
});
