import { describe, expect, it } from "vitest";
import { newCourse, newProgramFile } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";
import { api } from "../course.test-kit.js";

const suite = apiSuite();

/**
 * A school of its own with a program and two handed-in files, the student's and one of a second owner standing in
 * for another student: each test lists, adds a teacher or deletes, so none may see what another one did.
 */
async function programWithFiles() {
  const db = suite.harness.database.db;
  const school = await suite.harness.newSchool();
  const courseId = await newCourse(db, school.id);
  const ownFile = await newProgramFile(db, { schoolId: school.id, courseId, userId: school.users.student });
  const adminFile = await newProgramFile(db, { schoolId: school.id, courseId, userId: school.users.admin });
  return { school, courseId, ownFile, adminFile };
}

const ids = (body: { id: number }[]) => body.map((file) => file.id).sort();

describe("handed-in program files", () => {
  it("are listed for staff (any of the school) and students (only their own)", async () => {
    const { school, courseId, ownFile, adminFile } = await programWithFiles();
    const staff = await suite.as(school, "admin", {
      method: "GET",
      url: api(`program-files/?course_id=${courseId}`),
    });
    expect(staff.statusCode).toBe(200);
    expect(ids(staff.json())).toEqual([ownFile, adminFile].sort());
    expect(staff.json()[0]).toMatchObject({
      course_id: courseId,
      doc_name: "Passport",
      file: expect.stringMatching(/^\/media\//),
    });
    const byUser = await suite.as(school, "admin", {
      method: "GET",
      url: api(`program-files/?user_id=${school.users.student}`),
    });
    expect(ids(byUser.json())).toEqual([ownFile]);
    expect(byUser.json()[0].user).toEqual({
      id: school.users.student,
      first_name: expect.stringMatching(/^student /),
      last_name: expect.any(String),
    });

    const student = await suite.as(school, "student", { method: "GET", url: api("program-files/") });
    expect(ids(student.json())).toEqual([ownFile]);
    const someoneElse = await suite.as(school, "student", {
      method: "GET",
      url: api(`program-files/?user_id=${school.users.admin}`),
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it("are listed for a teacher only in the programs they teach", async () => {
    const { school, courseId, ownFile, adminFile } = await programWithFiles();
    const before = await suite.as(school, "teacher", { method: "GET", url: api("program-files/") });
    expect(before.json()).toEqual([]);
    await suite.as(school, "admin", {
      method: "POST",
      url: api(`add_teacher/${courseId}/`),
      payload: { teacher_id: school.users.teacher },
    });
    const after = await suite.as(school, "teacher", { method: "GET", url: api("program-files/") });
    expect(ids(after.json())).toEqual([ownFile, adminFile].sort());
  });

  it("are deleted (students only their own) with a 'deleted' entry in the log", async () => {
    const { school, ownFile, adminFile } = await programWithFiles();
    const notOwn = await suite.as(school, "student", {
      method: "DELETE",
      url: api("program-files/"),
      payload: { id: adminFile },
    });
    expect(notOwn.statusCode).toBe(403);
    const asTeacher = await suite.as(school, "teacher", {
      method: "DELETE",
      url: api("program-files/"),
      payload: { id: ownFile },
    });
    expect(asTeacher.statusCode).toBe(403);
    const removed = await suite.as(school, "student", {
      method: "DELETE",
      url: api("program-files/"),
      payload: { id: ownFile },
    });
    expect(removed.statusCode).toBe(204);
    const again = await suite.as(school, "admin", {
      method: "DELETE",
      url: api("program-files/"),
      payload: { id: ownFile },
    });
    expect(again.statusCode).toBe(404);

    const log = await suite.as(school, "admin", {
      method: "GET",
      url: api(`log-program-files/?spf_id=${ownFile}`),
    });
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
    const empty = await suite.as(school, "admin", {
      method: "GET",
      url: api(`log-program-files/?spf_id=${adminFile}`),
    });
    expect(empty.json()).toEqual([]);
    const missing = await suite.as(school, "admin", { method: "GET", url: api("log-program-files/") });
    expect(missing.statusCode).toBe(400);
  });

  it("another school cannot see or delete them", async () => {
    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    const foreign = await newProgramFile(suite.harness.database.db, {
      schoolId: suite.other.id,
      courseId: foreignCourse,
      userId: suite.other.users.student,
    });
    const byCourse = await suite.as(suite.school, "admin", {
      method: "GET",
      url: api(`program-files/?course_id=${foreignCourse}`),
    });
    expect(byCourse.statusCode).toBe(404);
    const byUser = await suite.as(suite.school, "admin", {
      method: "GET",
      url: api(`program-files/?user_id=${suite.other.users.student}`),
    });
    expect(byUser.statusCode).toBe(404);
    const all = await suite.as(suite.school, "admin", { method: "GET", url: api("program-files/") });
    expect(ids(all.json())).not.toContain(foreign);
    const removed = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: api("program-files/"),
      payload: { id: foreign },
    });
    expect(removed.statusCode).toBe(404);
    const log = await suite.as(suite.school, "admin", {
      method: "GET",
      url: api(`log-program-files/?spf_id=${foreign}`),
    });
    expect(log.statusCode).toBe(404);
  });
});
