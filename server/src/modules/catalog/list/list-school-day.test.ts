import type { CatalogPage, CourseCard } from "@school/contracts";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { courseRounds, schools } from "../../../db/schema/index.js";
import { newCourse } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";

/**
 * A deadline round is open on the school's own calendar day (decision 0043), not on Almaty's: at 21:30 UTC on
 * 15 January it is still the 15th in Rome and already the 16th in Almaty.
 */
const suite = apiSuite();
const EVENING_IN_ROME = "2026-01-15T21:30:00Z";
const ids = { endsOn15th: 0, startsOn16th: 0 };
const db = () => suite.harness.database.db;

const setZone = (timeZone: string) => db().update(schools).set({ timeZone }).where(eq(schools.id, suite.school.id));

async function catalogue(query: string) {
  const response = await suite.harness.app.inject({
    method: "GET",
    url: `/api/v1/course/course/guest_course_in_catalog/?domain=${suite.school.domain}&${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CatalogPage;
}
const openIds = async () => (await catalogue("is_open=true")).results.map((card) => card.id).sort();
const cardOf = async (id: number) =>
  (await catalogue("")).results.find((card) => card.id === id) as CourseCard | undefined;

beforeAll(async () => {
  ids.endsOn15th = await newCourse(db(), suite.school.id);
  ids.startsOn16th = await newCourse(db(), suite.school.id);
  await db()
    .insert(courseRounds)
    .values([
      { schoolId: suite.school.id, courseId: ids.endsOn15th, startsOn: "2026-01-01", endsOn: "2026-01-15" },
      { schoolId: suite.school.id, courseId: ids.startsOn16th, startsOn: "2026-01-16", endsOn: "2026-02-28" },
    ]);
  suite.harness.clock.set(EVENING_IN_ROME);
});
afterEach(() => setZone("Asia/Almaty"));

describe("a round's day is the school's", () => {
  it("is still open on the evening of its last day in Rome, while Almaty's day has moved on", async () => {
    await setZone("Europe/Rome");
    expect(await openIds()).toEqual([ids.endsOn15th]);
    expect((await cardOf(ids.endsOn15th))?.next_round).toMatchObject({ end: "2026-01-15", is_open: true });
    expect((await cardOf(ids.startsOn16th))?.next_round).toMatchObject({ start: "2026-01-16", is_open: false });
    const rounds = await suite.as(suite.school, "admin", {
      method: "GET",
      url: `/api/v1/course/course/get_filter/?course_id=${ids.endsOn15th}`,
    });
    expect(rounds.json()).toEqual([expect.objectContaining({ end: "2026-01-15", is_open: true })]);
    // A round may still end today in Rome: the 15th is not yet in the past there.
    const endingToday = await suite.as(suite.school, "admin", {
      method: "POST",
      url: "/api/v1/course/course/set_filter/",
      payload: { course_id: ids.startsOn16th, start: "2026-01-10", end: "2026-01-15" },
    });
    expect(endingToday.statusCode, endingToday.body).toBe(201);
    await db().delete(courseRounds).where(eq(courseRounds.id, endingToday.json().id));
  });

  it("follows the school's zone at once when the setting changes", async () => {
    await setZone("Asia/Almaty");
    expect(await openIds()).toEqual([ids.startsOn16th]);
    expect((await cardOf(ids.endsOn15th))?.next_round).toBeNull();
  });
});
