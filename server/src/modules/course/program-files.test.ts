import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newCourse, newProgramFile } from "../../test/factories.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { api, caller } from "./course.test-kit.js";

let harness: TestApp;
let school: TestSchool;
let other: TestSchool;
let as: ReturnType<typeof caller>;
let courseId: number;
let ownFile: number;
let adminFile: number;

beforeAll(async () => {
  harness = await createTestApp();
  school = await harness.newSchool();
  other = await harness.newSchool();
  as = caller(harness);
  const db = harness.database.db;
  courseId = await newCourse(db, school.id);
  ownFile = await newProgramFile(db, { schoolId: school.id, courseId, userId: school.users.student });
  // A second owner in the same program, standing in for another student.
  adminFile = await newProgramFile(db, { schoolId: school.id, courseId, userId: school.users.admin });
});
afterAll(() => harness.close());

const ids = (body: { id: number }[]) => body.map((file) => file.id).sort();

describe("handed-in program files", () => {
  it("are listed for staff (any of the school) and students (only their own)", async () => {
    const staff = await as(school, "admin", { method: "GET", url: api(`program-files/?course_id=${courseId}`) });
    expect(staff.statusCode).toBe(200);
    expect(ids(staff.json())).toEqual([ownFile, adminFile].sort());
    expect(staff.json()[0]).toMatchObject({
      course_id: courseId,
      doc_name: "Passport",
      file: expect.stringMatching(/^\/media\//),
    });
    const byUser = await as(school, "admin", {
      method: "GET",
      url: api(`program-files/?user_id=${school.users.student}`),
    });
    expect(ids(byUser.json())).toEqual([ownFile]);
    expect(byUser.json()[0].user).toEqual({
      id: school.users.student,
      first_name: expect.stringMatching(/^student /),
      last_name: expect.any(String),
    });

    const student = await as(school, "student", { method: "GET", url: api("program-files/") });
    expect(ids(student.json())).toEqual([ownFile]);
    const someoneElse = await as(school, "student", {
      method: "GET",
      url: api(`program-files/?user_id=${school.users.admin}`),
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it("are listed for a teacher only in the programs they teach", async () => {
    const before = await as(school, "teacher", { method: "GET", url: api("program-files/") });
    expect(before.json()).toEqual([]);
    await as(school, "admin", {
      method: "POST",
      url: api(`add_teacher/${courseId}/`),
      payload: { teacher_id: school.users.teacher },
    });
    const after = await as(school, "teacher", { method: "GET", url: api("program-files/") });
    expect(ids(after.json())).toEqual([ownFile, adminFile].sort());
  });

  it("are deleted (students only their own) with a 'deleted' entry in the log", async () => {
    const notOwn = await as(school, "student", {
      method: "DELETE",
      url: api("program-files/"),
      payload: { id: adminFile },
    });
    expect(notOwn.statusCode).toBe(403);
    const asTeacher = await as(school, "teacher", {
      method: "DELETE",
      url: api("program-files/"),
      payload: { id: ownFile },
    });
    expect(asTeacher.statusCode).toBe(403);
    const removed = await as(school, "student", {
      method: "DELETE",
      url: api("program-files/"),
      payload: { id: ownFile },
    });
    expect(removed.statusCode).toBe(204);
    const again = await as(school, "admin", { method: "DELETE", url: api("program-files/"), payload: { id: ownFile } });
    expect(again.statusCode).toBe(404);

    const log = await as(school, "admin", { method: "GET", url: api(`log-program-files/?spf_id=${ownFile}`) });
    expect(log.statusCode).toBe(200);
    expect(log.json()).toEqual([
      {
        id: expect.any(Number),
        program_file_id: ownFile,
        action: "deleted",
        actor: { id: school.users.student, first_name: expect.any(String), last_name: "" },
        doc_name: "Passport",
        at: expect.any(String),
      },
    ]);
    const empty = await as(school, "admin", { method: "GET", url: api(`log-program-files/?spf_id=${adminFile}`) });
    expect(empty.json()).toEqual([]);
    const missing = await as(school, "admin", { method: "GET", url: api("log-program-files/") });
    expect(missing.statusCode).toBe(400);
  });

  it("another school cannot see or delete them", async () => {
    const foreignCourse = await newCourse(harness.database.db, other.id);
    const foreign = await newProgramFile(harness.database.db, {
      schoolId: other.id,
      courseId: foreignCourse,
      userId: other.users.student,
    });
    const byCourse = await as(school, "admin", {
      method: "GET",
      url: api(`program-files/?course_id=${foreignCourse}`),
    });
    expect(byCourse.statusCode).toBe(404);
    const byUser = await as(school, "admin", {
      method: "GET",
      url: api(`program-files/?user_id=${other.users.student}`),
    });
    expect(byUser.statusCode).toBe(404);
    const all = await as(school, "admin", { method: "GET", url: api("program-files/") });
    expect(ids(all.json())).not.toContain(foreign);
    const removed = await as(school, "admin", {
      method: "DELETE",
      url: api("program-files/"),
      payload: { id: foreign },
    });
    expect(removed.statusCode).toBe(404);
    const log = await as(school, "admin", { method: "GET", url: api(`log-program-files/?spf_id=${foreign}`) });
    expect(log.statusCode).toBe(404);
  });
});
