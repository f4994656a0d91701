import { describe, expect, it } from "vitest";
import { newCourse } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";
import { api } from "../course.test-kit.js";

const suite = apiSuite();

const detail = async (courseId: number) =>
  (await suite.as(suite.school, "admin", { method: "GET", url: api(`get_detail_course/${courseId}/`) })).json();

describe("program teachers and students", () => {
  it("are attached (twice changes nothing) and detached by staff", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const teacher = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: api(`add_teacher/${courseId}/`),
      payload: { teacher_id: suite.school.users.teacher },
    });
    expect(teacher.statusCode).toBe(201);
    expect(teacher.json()).toEqual({ id: suite.school.users.teacher, first_name: expect.any(String), last_name: "" });
    const again = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`add_teacher/${courseId}/`),
      payload: { teacher_id: suite.school.users.teacher },
    });
    expect(again.statusCode).toBe(201);
    const student = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`add_std/${courseId}/`),
      payload: { student_id: suite.school.users.student },
    });
    expect(student.statusCode).toBe(201);
    expect(await detail(courseId)).toMatchObject({
      teachers: [{ id: suite.school.users.teacher }],
      students: [{ id: suite.school.users.student }],
    });

    const withoutTeacher = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: api(`delete_teacher/${courseId}/${suite.school.users.teacher}/`),
    });
    expect(withoutTeacher.statusCode).toBe(204);
    const withoutStudent = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: api(`delete_student_in_course/${courseId}/${suite.school.users.student}/`),
    });
    expect(withoutStudent.statusCode).toBe(204);
    expect(await detail(courseId)).toMatchObject({ teachers: [], students: [] });
    const notThere = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: api(`delete_student_in_course/${courseId}/${suite.school.users.student}/`),
    });
    expect(notThere.statusCode).toBe(404);
  });

  it("refuses a user of another role (400), a missing id (400) and teachers or students doing it (403)", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const studentAsTeacher = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`add_teacher/${courseId}/`),
      payload: { teacher_id: suite.school.users.student },
    });
    expect(studentAsTeacher.statusCode).toBe(400);
    expect(studentAsTeacher.json().fields).toEqual({ teacher_id: "Not a teacher" });
    const teacherAsStudent = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`add_std/${courseId}/`),
      payload: { student_id: suite.school.users.teacher },
    });
    expect(teacherAsStudent.json().fields).toEqual({ student_id: "Not a student" });
    const missing = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`add_std/${courseId}/`),
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty("student_id");
    for (const role of ["teacher", "student"] as const) {
      const response = await suite.as(suite.school, role, {
        method: "POST",
        url: api(`add_std/${courseId}/`),
        payload: { student_id: suite.school.users.student },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it("another school's program or user is not found", async () => {
    const courseId = await newCourse(suite.harness.database.db, suite.school.id);
    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    const foreignUser = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`add_teacher/${courseId}/`),
      payload: { teacher_id: suite.other.users.teacher },
    });
    expect(foreignUser.statusCode).toBe(404);
    expect(foreignUser.json().fields).toEqual({ teacher_id: "Not found" });
    const foreignProgram = await suite.as(suite.school, "admin", {
      method: "POST",
      url: api(`add_teacher/${foreignCourse}/`),
      payload: { teacher_id: suite.school.users.teacher },
    });
    expect(foreignProgram.statusCode).toBe(404);
    const detach = await suite.as(suite.school, "admin", {
      method: "DELETE",
      url: api(`delete_teacher/${courseId}/${suite.other.users.teacher}/`),
    });
    expect(detach.statusCode).toBe(404);
  });
});
