import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { schools } from "../../../db/schema/index.js";
import { newScheduleLesson } from "../../../test/factories.js";
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

/** Waits until the app has heard of the school's changes since `stamp` (notifications come on their own connection). */
async function heardSince(stamp: number) {
  const changes = suite.harness.deps.publicAnswers!.changes;
  await vi.waitFor(
    () => {
      if (changes.isCurrent(suite.school.id, stamp)) throw new Error("the change is not heard yet");
    },
    { timeout: 5000 },
  );
}

describe("the school's zone in the lesson lists", () => {
  it("is kept until the school's row changes, then read again", async () => {
    await newScheduleLesson(db(), {
      schoolId: suite.school.id,
      teacherId: suite.school.users.teacher,
      startAt: START,
    });
    const changes = suite.harness.deps.publicAnswers!.changes;
    let stamp = changes.stamp();
    await db().update(schools).set({ timeZone: "Europe/Rome" }).where(eq(schools.id, suite.school.id));
    await heardSince(stamp);
    expect(await datesOfLessons()).toEqual(["2026-01-15"]);

    // A change nobody hears of (triggers off) cannot show: the zone read before is still the one used.
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(schools).set({ timeZone: "Asia/Almaty" }).where(eq(schools.id, suite.school.id));
    });
    expect(await datesOfLessons()).toEqual(["2026-01-15"]);

    stamp = changes.stamp();
    await db().update(schools).set({ timeZone: "Asia/Almaty" }).where(eq(schools.id, suite.school.id));
    await heardSince(stamp);
    expect(await datesOfLessons()).toEqual(["2026-01-16"]);
  });
});
