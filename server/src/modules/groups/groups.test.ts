import { beforeAll, describe, expect, it } from "vitest";
import { newCourse, newGroup } from "../../test/factories.js";
import { apiSuite, TEST_PASSWORD } from "../../test/test-app.js";
import { api } from "../course/course.test-kit.js";
import { addUser } from "../school/school-setup.service.js";

const suite = apiSuite();
let courseId: number;
let laterInAlphabet: number;
let earlierInAlphabet: number;
let taught: number;
let untaught: number;

beforeAll(async () => {
  const db = suite.harness.database.db;
  courseId = await newCourse(db, suite.school.id);
  // Created in the reverse of name order, so a list ordered by id would fail.
  laterInAlphabet = await newStudent("Zhanar", "Zhumabaeva");
  earlierInAlphabet = await newStudent("Aida", "Abenova");
  taught = await newGroup(db, {
    schoolId: suite.school.id,
    courseId,
    nameGroup: "Morning",
    typeGroup: "pair",
    teacherId: suite.school.users.teacher,
    studentIds: [laterInAlphabet, suite.school.users.student, earlierInAlphabet],
  });
  untaught = await newGroup(db, { schoolId: suite.school.id, courseId, nameGroup: "Evening", typeGroup: "individual" });
  // Same school, another program: never listed under this one.
  await newGroup(db, {
    schoolId: suite.school.id,
    courseId: await newCourse(db, suite.school.id),
    studentIds: [earlierInAlphabet],
  });
});

const newStudent = (firstName: string, lastName: string) =>
  addUser(suite.harness.database.db, {
    schoolId: suite.school.id,
    email: `${firstName}.${suite.school.id}.${process.pid}@test.kz`.toLowerCase(),
    password: TEST_PASSWORD,
    role: "student",
    firstName,
    lastName,
  });

const groupsOf = (role: "admin_school" | "admin" | "teacher" | "student", course = courseId) =>
  suite.as(suite.school, role, { method: "GET", url: api(`get_group/${course}/`) });

describe("groups of a program", () => {
  it("are listed for staff by id, with the teacher and the students (by last name, then first name)", async () => {
    const expected = [
      {
        id: taught,
        name_group: "Morning",
        name_ru: "Morning",
        name_kk: "",
        name_en: "",
        type_group: "pair",
        course_id: courseId,
        teacher: { id: suite.school.users.teacher, first_name: expect.stringMatching(/^teacher /), last_name: "" },
        students: [
          { id: suite.school.users.student, first_name: expect.stringMatching(/^student /), last_name: "" },
          { id: earlierInAlphabet, first_name: "Aida", last_name: "Abenova" },
          { id: laterInAlphabet, first_name: "Zhanar", last_name: "Zhumabaeva" },
        ],
      },
      {
        id: untaught,
        name_group: "Evening",
        name_ru: "Evening",
        name_kk: "",
        name_en: "",
        type_group: "individual",
        course_id: courseId,
        teacher: null,
        students: [],
      },
    ];
    for (const role of ["admin_school", "admin"] as const) {
      const response = await groupsOf(role);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
  });

  it("are listed for a teacher only where they teach; students are refused", async () => {
    const teacher = await groupsOf("teacher");
    expect(teacher.statusCode).toBe(200);
    expect(teacher.json().map((group: { id: number }) => group.id)).toEqual([taught]);
    const student = await groupsOf("student");
    expect(student.statusCode).toBe(403);
  });

  it("of a program without groups is an empty list", async () => {
    const response = await groupsOf("admin", await newCourse(suite.harness.database.db, suite.school.id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it("another school's program is not found, and its groups never show", async () => {
    const foreignCourse = await newCourse(suite.harness.database.db, suite.other.id);
    await newGroup(suite.harness.database.db, {
      schoolId: suite.other.id,
      courseId: foreignCourse,
      studentIds: [suite.other.users.student],
    });
    const response = await groupsOf("admin", foreignCourse);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe("not_found");
  });
});
