import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseRounds, schools } from "../../../db/schema/index.js";
import { newCourse, newRound } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";
import { api, dateFromToday } from "../course.test-kit.js";

const suite = apiSuite();

const addRound = (course_id: number, start: string, end: string) =>
  suite.as(suite.school, "admin", { method: "POST", url: api("set_filter/"), payload: { course_id, start, end } });

describe("deadline rounds", () => {
  it("are added, listed with is_open, changed and deleted", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const open = await addRound(courseId, dateFromToday(-3), dateFromToday(10));
    expect(open.statusCode).toBe(201);
    expect(open.json()).toEqual({
      id: expect.any(Number),
      start: dateFromToday(-3),
      end: dateFromToday(10),
      is_open: true,
    });
    const later = await addRound(courseId, dateFromToday(30), dateFromToday(60));
    expect(later.json().is_open).toBe(false);
    const endsToday = await addRound(courseId, dateFromToday(0), dateFromToday(0));
    expect(endsToday.json().is_open).toBe(true);

    const listed = await suite.as(suite.school, "student", {
      method: "GET",
      url: api(`get_filter/?course_id=${courseId}`),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((round: { id: number }) => round.id)).toEqual([
      open.json().id,
      endsToday.json().id,
      later.json().id,
    ]);

    const moved = await suite.as(suite.school, "admin_school", {
      method: "PATCH",
      url: api(`update_filter/${later.json().id}/`),
      payload: { id: later.json().id, end: dateFromToday(90) },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ start: dateFromToday(30), end: dateFromToday(90) });

    const removed = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: api(`delete_filter/${open.json().id}/`),
    });
    expect(removed.statusCode).toBe(204);
    const after = await suite.as(suite.school, "admin", {
      method: "GET",
      url: api(`get_filter/?course_id=${courseId}`),
    });
    expect(after.json()).toHaveLength(2);
  });

  it("refuses an end in the past, an end before the start, an impossible date and missing fields", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const cases = [
      [dateFromToday(-10), dateFromToday(-1), "end"],
      [dateFromToday(5), dateFromToday(4), "end"],
      ["2031-02-30", "2031-03-10", "start"],
      ["2031-03-01", "20310310", "end"],
    ] as const;
    for (const [start, end, field] of cases) {
      const response = await addRound(courseId, start, end);
      expect(response.statusCode, `${start} ${end}`).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
    const missing = await suite.as(suite.school, "admin", { method: "POST", url: api("set_filter/"), payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(["course_id", "end", "start"]);
    expect(
      await suite.harness.database.db.select().from(courseRounds).where(eq(courseRounds.courseId, courseId)),
    ).toEqual([]);

    const roundId = await newRound(suite.harness.database.db, suite.school.id, courseId);
    for (const payload of [
      { end: dateFromToday(-1) },
      { start: "2100-01-01" },
      { id: roundId + 1, end: "2100-01-01" },
    ]) {
      const response = await suite.as(suite.school, "admin", {
        method: "PATCH",
        url: api(`update_filter/${roundId}/`),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it("lets an old round have its start corrected without moving its past end", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const [old] = await suite.harness.database.db
      .insert(courseRounds)
      .values({ schoolId: suite.school.id, courseId, startsOn: "2020-01-10", endsOn: "2020-02-01" })
      .returning({ id: courseRounds.id });
    const response = await suite.as(suite.school, "admin", {
      method: "PATCH",
      url: api(`update_filter/${old!.id}/`),
      payload: { start: "2020-01-05" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: old!.id, start: "2020-01-05", end: "2020-02-01", is_open: false });
  });

  it("stops at the school's max_rounds with 'Number of rounds is limited!'", async () => {
    await suite.harness.database.db.update(schools).set({ maxRounds: 2 }).where(eq(schools.id, suite.school.id));
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    for (const offset of [1, 2]) {
      expect((await addRound(courseId, dateFromToday(offset), dateFromToday(offset + 5))).statusCode).toBe(201);
    }
    const third = await addRound(courseId, dateFromToday(3), dateFromToday(9));
    expect(third.statusCode).toBe(422);
    expect(third.json()).toEqual({ detail: "Number of rounds is limited!", code: "unprocessable" });
    await suite.harness.database.db.update(schools).set({ maxRounds: 5 }).where(eq(schools.id, suite.school.id));
  });

  it("refuses teachers and students changing rounds", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const roundId = await newRound(suite.harness.database.db, suite.school.id, courseId);
    for (const role of ["teacher", "student"] as const) {
      const payload = { course_id: courseId, start: dateFromToday(1), end: dateFromToday(2) };
      expect(
        (await suite.as(suite.school, role, { method: "POST", url: api("set_filter/"), payload })).statusCode,
      ).toBe(403);
      const update = {
        method: "PATCH",
        url: api(`update_filter/${roundId}/`),
        payload: { end: "2100-01-01" },
      } as const;
      expect((await suite.as(suite.school, role, update)).statusCode).toBe(403);
    }
  });

  it("another school cannot see, add to, change or delete them", async () => {
    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    const foreignRound = await newRound(suite.harness.database.db, suite.other.id, foreignCourse);
    const listed = await suite.as(suite.school, "admin", {
      method: "GET",
      url: api(`get_filter/?course_id=${foreignCourse}`),
    });
    expect(listed.statusCode).toBe(404);
    const added = await addRound(foreignCourse, dateFromToday(1), dateFromToday(2));
    expect(added.statusCode).toBe(404);
    expect(added.json().fields).toEqual({ course_id: "Not found" });
    const update = {
      method: "PATCH",
      url: api(`update_filter/${foreignRound}/`),
      payload: { end: "2100-01-01" },
    } as const;
    expect((await suite.as(suite.school, "admin", update)).statusCode).toBe(404);
    const removed = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: api(`delete_filter/${foreignRound}/`),
    });
    expect(removed.statusCode).toBe(404);
  });
});
