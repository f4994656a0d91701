import { APPLICATION_STATUSES, APPLICATION_TRANSITIONS, nextApplicationStatuses } from "@school/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { joinProgram, newCourse } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";

const suite = apiSuite();
const url = "/api/v1/course/course/status/";
const analytics = (path: string, query = "") => `/api/v1/course/status-program/${path}/${query}`;

let courseA: number;
let courseB: number;
let otherCourse: number;

beforeAll(async () => {
  const db = suite.harness.database.db;
  courseA = await newCourse(db, suite.school.id, { country: "Italy" });
  courseB = await newCourse(db, suite.school.id, { country: "Germany" });
  otherCourse = await newCourse(db, suite.other.id);
  await joinProgram(db, { courseId: courseA, userId: suite.school.users.teacher, role: "teacher" });
});

const set = (status: string, courseId = courseA, role: "admin" | "admin_school" = "admin") =>
  suite.as(suite.school, role, {
    method: "POST",
    url,
    payload: { user_id: suite.school.users.student, course_id: courseId, status },
  });

describe("the transition table", () => {
  it("starts at selected and ends at refusal and final choice, every status reachable", () => {
    expect(nextApplicationStatuses(null)).toEqual(["selected"]);
    const reachable = new Set(Object.values(APPLICATION_TRANSITIONS).flat());
    expect([...reachable].sort()).toEqual([...APPLICATION_STATUSES].sort());
    expect(APPLICATION_TRANSITIONS.refusal).toEqual([]);
    expect(APPLICATION_TRANSITIONS.final_choice).toEqual([]);
  });
});

describe("application status", () => {
  it("moves through allowed transitions, keeps the history with who and when, refuses the rest with 409", async () => {
    const refusedStart = await set("invitation");
    expect(refusedStart.statusCode).toBe(409);
    expect(refusedStart.json()).toMatchObject({
      code: "conflict",
      fields: { status: expect.stringContaining("none") },
    });
    expect(refusedStart.json().detail).toContain("invitation");

    const first = await set("selected");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      user_id: suite.school.users.student,
      course_id: courseA,
      status: "selected",
      colour: "blue",
      next: ["submitted"],
    });
    expect((await set("submitted", courseA, "admin_school")).statusCode).toBe(200);
    const skipped = await set("final_choice");
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().detail).toBe("A status cannot go from submitted to final_choice");
    const invited = await set("invitation");
    expect(invited.json()).toMatchObject({ status: "invitation", colour: "green", next: ["final_choice", "refusal"] });
    const final = await set("final_choice");
    expect(final.json().status).toBe("final_choice");
    expect(final.json().next).toEqual([]);
    expect(
      final
        .json()
        .history.map((entry: { from_status: string | null; to_status: string }) => [
          entry.from_status,
          entry.to_status,
        ]),
    ).toEqual([
      [null, "selected"],
      ["selected", "submitted"],
      ["submitted", "invitation"],
      ["invitation", "final_choice"],
    ]);
    expect(final.json().history[1].changed_by).toBe(suite.school.users.admin_school);
    expect(final.json().history[0].changed_by).toBe(suite.school.users.admin);
    expect(final.json().history[0].changed_by_name).not.toBe("");
    expect(Date.parse(final.json().history[0].changed_at)).not.toBeNaN();

    // a second program, its own status
    expect((await set("selected", courseB)).statusCode).toBe(200);
    const own = await suite.as(suite.school, "student", {
      method: "GET",
      url: `${url}?user_id=${suite.school.users.student}`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((row: { course_id: number; status: string }) => [row.course_id, row.status])).toEqual([
      [courseA, "final_choice"],
      [courseB, "selected"],
    ]);
  });

  it("is read by the program's teacher and the student themself only, and written by staff only", async () => {
    const teacher = await suite.as(suite.school, "teacher", { method: "GET", url: `${url}?course_id=${courseA}` });
    expect(teacher.statusCode).toBe(200);
    expect(teacher.json().length).toBeGreaterThan(0);
    const notTaught = await suite.as(suite.school, "teacher", { method: "GET", url: `${url}?course_id=${courseB}` });
    expect(notTaught.statusCode).toBe(403);
    const byStudent = await suite.as(suite.school, "teacher", {
      method: "GET",
      url: `${url}?user_id=${suite.school.users.student}`,
    });
    expect(byStudent.json().every((row: { course_id: number }) => row.course_id === courseA)).toBe(true);
    const someoneElse = await suite.as(suite.school, "student", {
      method: "GET",
      url: `${url}?user_id=${suite.school.users.teacher}`,
    });
    expect(someoneElse.statusCode).toBe(403);
    const studentWrites = await suite.as(suite.school, "student", {
      method: "POST",
      url,
      payload: { user_id: suite.school.users.student, course_id: courseB, status: "submitted" },
    });
    expect(studentWrites.statusCode).toBe(403);
    const teacherWrites = await suite.as(suite.school, "teacher", {
      method: "POST",
      url,
      payload: { user_id: suite.school.users.student, course_id: courseA, status: "refusal" },
    });
    expect(teacherWrites.statusCode).toBe(403);
  });

  it("never reaches another school's student, program or status (404)", async () => {
    const foreignStudent = await suite.as(suite.school, "admin", {
      method: "POST",
      url,
      payload: { user_id: suite.other.users.student, course_id: courseA, status: "selected" },
    });
    expect(foreignStudent.statusCode).toBe(404);
    expect(foreignStudent.json().fields).toHaveProperty("user_id");
    const foreignCourse = await set("selected", otherCourse);
    expect(foreignCourse.statusCode).toBe(404);
    expect(foreignCourse.json().fields).toHaveProperty("course_id");
    const foreignStatus = await suite.as(suite.other, "admin", {
      method: "POST",
      url,
      payload: { user_id: suite.other.users.student, course_id: otherCourse, status: "selected" },
    });
    const deleted = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: `${url}${foreignStatus.json().id}/`,
    });
    expect(deleted.statusCode).toBe(404);
    const read = await suite.as(suite.school, "admin", { method: "GET", url: `${url}?course_id=${otherCourse}` });
    expect(read.json()).toEqual([]);
  });

  it("refuses bad input with the field named", async () => {
    for (const [payload, field] of [
      [{ user_id: suite.school.users.student, course_id: courseA, status: "accepted" }, "status"],
      [{ user_id: "x", course_id: courseA, status: "selected" }, "user_id"],
      [{ user_id: suite.school.users.student, status: "selected" }, "course_id"],
      [{ user_id: suite.school.users.teacher, course_id: courseA, status: "selected" }, "user_id"],
    ] as const) {
      const response = await suite.as(suite.school, "admin", { method: "POST", url, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().fields, JSON.stringify(payload)).toHaveProperty(field);
    }
    const noFilter = await suite.as(suite.school, "admin", { method: "GET", url });
    expect(noFilter.statusCode).toBe(400);
  });

  it("deletes a status, keeps the history with the deletion, and lets it start again", async () => {
    const created = await set("selected", courseB).then(async () => {
      const list = await suite.as(suite.school, "admin", { method: "GET", url: `${url}?course_id=${courseB}` });
      return list.json()[0];
    });
    const removed = await suite.as(suite.school, "admin", { method: "DELETE", url: `${url}${created.id}/` });
    expect(removed.statusCode).toBe(204);
    const again = await set("selected", courseB);
    expect(again.statusCode).toBe(200);
    expect(again.json().history.map((entry: { to_status: string | null }) => entry.to_status)).toEqual([
      "selected",
      null,
      "selected",
    ]);
  });
});

describe("status analytics", () => {
  it("counts, totals, lists, funnels and charts the school's statuses under the filters", async () => {
    const get = (path: string, query = "") =>
      suite.as(suite.school, "admin", { method: "GET", url: analytics(path, query) });
    expect((await get("count")).json()).toEqual({ count: 2, students: 1 });
    expect((await get("count", "?country=Italy")).json()).toEqual({ count: 1, students: 1 });
    expect((await get("count", "?status_id=selected")).json()).toEqual({ count: 1, students: 1 });
    expect((await get("count", "?created_from=2000-01-01&created_to=2000-01-02")).json()).toEqual({
      count: 0,
      students: 0,
    });
    expect((await get("count", "?is_open=true")).json().count).toBe(0);
    const totals = (await get("get-status")).json();
    expect(totals.map((row: { status: string }) => row.status)).toEqual([...APPLICATION_STATUSES]);
    expect(totals.find((row: { status: string }) => row.status === "final_choice").count).toBe(1);
    const steps = (await get("steps", `?course_id=${courseA}`)).json();
    expect(steps).toEqual([
      { status: "selected", reached: 1 },
      { status: "submitted", reached: 1 },
      { status: "invitation", reached: 1 },
      { status: "refusal", reached: 0 },
      { status: "final_choice", reached: 1 },
    ]);
    const users = (await get("users")).json();
    expect(users).toHaveLength(2);
    expect(users[0]).toMatchObject({ user_id: suite.school.users.student, course_id: courseB, status: "selected" });
    const statsResponse = await get("stats");
    expect(statsResponse.statusCode, statsResponse.body).toBe(200);
    const stats = statsResponse.json();
    expect(stats.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(2);
    expect(stats[0].month).toMatch(/^\d{4}-\d{2}$/);

    const otherSchool = await suite.as(suite.other, "admin", { method: "GET", url: analytics("count") });
    expect(otherSchool.json()).toEqual({ count: 1, students: 1 });
    const teacher = await suite.as(suite.school, "teacher", { method: "GET", url: analytics("count") });
    expect(teacher.statusCode).toBe(403);
    const bad = await get("count", "?created_from=2026-02-30&status_id=nope");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["created_from", "status_id"]);
  });
});
