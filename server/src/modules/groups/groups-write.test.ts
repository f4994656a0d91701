import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courseMembers, groupStudents, groupTimetable, studyGroups } from "../../db/schema/index.js";
import { joinProgram, newCourse, newGroup } from "../../test/factories.js";
import { apiSuite, TEST_PASSWORD } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

const suite = apiSuite();
const db = () => suite.harness.database.db;
const group = (path: string) => `/api/v1/course/group/${path}`;
const accounts = (path: string) => `/api/v1/user/accounts/${path}`;

let courseId: number;
let otherCourseId: number;
let students: number[];
let teacher: number;
let secondTeacher: number;
let outsider: number;
let studentCounter = 0;

async function newStudent(courses: number[] = [courseId]) {
  studentCounter += 1;
  const id = await addUser(db(), {
    schoolId: suite.school.id,
    email: `group-student-${studentCounter}.${process.pid}@test.kz`,
    password: TEST_PASSWORD,
    role: "student",
    firstName: `Student ${studentCounter}`,
    lastName: `Groupson ${String(studentCounter).padStart(3, "0")}`,
  });
  for (const course of courses) await joinProgram(db(), { courseId: course, userId: id, role: "student" });
  return id;
}

async function newTeacher(name: string) {
  return addUser(db(), {
    schoolId: suite.school.id,
    email: `${name}.${process.pid}@test.kz`,
    password: TEST_PASSWORD,
    role: "teacher",
    firstName: name,
    lastName: "Teacher",
  });
}

const groupCount = async () => {
  const [row] = await db()
    .select({ total: count() })
    .from(studyGroups)
    .where(eq(studyGroups.schoolId, suite.school.id));
  return row!.total;
};
const studentsIn = async (groupId: number) =>
  (await db().select({ userId: groupStudents.userId }).from(groupStudents).where(eq(groupStudents.groupId, groupId)))
    .map((row) => row.userId)
    .sort((a, b) => a - b);

beforeAll(async () => {
  courseId = await newCourse(db(), suite.school.id, { titleRu: "Итальянский", titleEn: "Italian" });
  otherCourseId = await newCourse(db(), suite.school.id);
  students = [];
  for (let index = 0; index < 4; index += 1) students.push(await newStudent());
  teacher = suite.school.users.teacher;
  secondTeacher = await newTeacher("second");
  outsider = await newStudent([otherCourseId]);
});

const validBody = () => ({
  name_group: "Pair A",
  type_group: "pair",
  course: courseId,
  teacher,
  students: [students[0], students[1]],
  schedule: [
    { weekday: 1, start_time: "19:00", duration: 60 },
    { weekday: 3, start_time: "09:30", duration: 90 },
  ],
});

describe("creating a group", () => {
  it("the school admin creates a pair with its teacher, students and weekly timetable", async () => {
    const response = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group("create/"),
      payload: validBody(),
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      name_group: "Pair A",
      type_group: "pair",
      course_id: courseId,
      course: { id: courseId, title_ru: "Итальянский", title_en: "Italian" },
      teacher: { id: teacher },
      schedule: [
        { weekday: 1, start_time: "19:00", duration: 60 },
        { weekday: 3, start_time: "09:30", duration: 90 },
      ],
    });
    expect(created.students.map((student: { id: number }) => student.id).sort()).toEqual(
      [students[0], students[1]].sort(),
    );
    // The teacher now teaches the program, so the program's pages open for them.
    const [member] = await db()
      .select({ role: courseMembers.role })
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, teacher)));
    expect(member?.role).toBe("teacher");
  });

  it("is refused to the manager, teachers and students, and nothing is written", async () => {
    const before = await groupCount();
    for (const role of ["admin", "teacher", "student"] as const) {
      const response = await suite.as(suite.school, role, {
        method: "POST",
        url: group("create/"),
        payload: validBody(),
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await groupCount()).toBe(before);
  });

  it.each([
    ["a third student in a pair", () => ({ students: [students[0], students[1], students[2]] }), 409, "students"],
    ["two students in an individual group", () => ({ type_group: "individual" }), 409, "students"],
    ["a student of another program", () => ({ students: [outsider] }), 400, "students"],
    ["a student twice", () => ({ students: [students[0], students[0]] }), 400, "students"],
    ["a teacher who is a student", () => ({ teacher: students[3] }), 400, "teacher"],
    ["an unknown type", () => ({ type_group: "lecture" }), 400, "type_group"],
    ["an empty name", () => ({ name_group: "  " }), 400, "name_group"],
    [
      "overlapping slots",
      () => ({
        schedule: [
          { weekday: 2, start_time: "10:00", duration: 60 },
          { weekday: 2, start_time: "10:30", duration: 30 },
        ],
      }),
      400,
      "schedule.0",
    ],
    [
      "a start time of 24:00",
      () => ({ schedule: [{ weekday: 2, start_time: "24:00", duration: 60 }] }),
      400,
      "schedule.0.start_time",
    ],
    ["weekday 8", () => ({ schedule: [{ weekday: 8, start_time: "10:00", duration: 60 }] }), 400, "schedule.0.weekday"],
    [
      "a 7-minute lesson",
      () => ({ schedule: [{ weekday: 2, start_time: "10:00", duration: 7 }] }),
      400,
      "schedule.0.duration",
    ],
    ["a field the contract does not have", () => ({ school_id: 1 }), 400, undefined],
  ])("with %s is refused and nothing is written", async (_name, change, status, field) => {
    const before = await groupCount();
    const response = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group("create/"),
      payload: { ...validBody(), ...change() },
    });
    expect(response.statusCode).toBe(status);
    if (field) expect(Object.keys(response.json().fields ?? {})).toContain(field);
    expect(await groupCount()).toBe(before);
  });

  it("for another school's program is not found", async () => {
    const foreign = await newCourse(db(), suite.other.id);
    const response = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group("create/"),
      payload: { ...validBody(), course: foreign, students: [] },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().fields).toHaveProperty("course");
  });
});

describe("reading groups", () => {
  let taught: number;
  let untaught: number;
  beforeAll(async () => {
    taught = await newGroup(db(), {
      schoolId: suite.school.id,
      courseId,
      teacherId: teacher,
      studentIds: [students[2]!],
    });
    untaught = await newGroup(db(), { schoolId: suite.school.id, courseId, teacherId: secondTeacher });
  });

  it("detail: staff read any, a teacher their own, students none; another school's is not found", async () => {
    for (const role of ["admin_school", "admin"] as const) {
      expect(
        (await suite.as(suite.school, role, { method: "GET", url: group(`detail_group/${untaught}/`) })).statusCode,
      ).toBe(200);
    }
    const own = await suite.as(suite.school, "teacher", { method: "GET", url: group(`detail_group/${taught}/`) });
    expect(own.statusCode).toBe(200);
    expect(own.json().students).toEqual([expect.objectContaining({ id: students[2] })]);
    expect(
      (await suite.as(suite.school, "teacher", { method: "GET", url: group(`detail_group/${untaught}/`) })).statusCode,
    ).toBe(403);
    expect(
      (await suite.as(suite.school, "student", { method: "GET", url: group(`detail_group/${taught}/`) })).statusCode,
    ).toBe(403);
    const foreign = await newGroup(db(), { schoolId: suite.other.id, courseId: await newCourse(db(), suite.other.id) });
    expect(
      (await suite.as(suite.school, "admin", { method: "GET", url: group(`detail_group/${foreign}/`) })).statusCode,
    ).toBe(404);
  });

  it("list: the school's groups a page at a time, a program's, a teacher's own; another school id is not found", async () => {
    const all = await suite.as(suite.school, "admin", {
      method: "GET",
      url: group(`list/${suite.school.id}/?course_id=${courseId}`),
    });
    expect(all.statusCode).toBe(200);
    const ids = all.json().results.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([taught, untaught]));
    expect(all.json().results.every((row: { course_id: number }) => row.course_id === courseId)).toBe(true);
    const mine = await suite.as(suite.school, "teacher", { method: "GET", url: group(`list/${suite.school.id}/`) });
    expect(mine.json().results.every((row: { teacher: { id: number } }) => row.teacher.id === teacher)).toBe(true);
    expect(mine.json().results.map((row: { id: number }) => row.id)).not.toContain(untaught);
    expect(
      (await suite.as(suite.school, "admin", { method: "GET", url: group(`list/${suite.other.id}/`) })).statusCode,
    ).toBe(404);
    expect(
      (await suite.as(suite.school, "student", { method: "GET", url: group(`list/${suite.school.id}/`) })).statusCode,
    ).toBe(403);
    expect(
      (await suite.as(suite.school, "admin", { method: "GET", url: group(`list/${suite.school.id}/?page=0`) }))
        .statusCode,
    ).toBe(400);
  });

  it("list_users: the program's students for the form, a group's members, a search; staff only", async () => {
    const response = await suite.as(suite.school, "admin_school", {
      method: "GET",
      url: group(`list_users/${suite.school.id}/?role=student&course_id=${courseId}`),
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().results.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining(students));
    expect(ids).not.toContain(outsider);
    const ofGroup = await suite.as(suite.school, "admin", {
      method: "GET",
      url: group(`list_users/${suite.school.id}/?group=${taught}`),
    });
    expect(ofGroup.json().results.map((row: { id: number }) => row.id)).toEqual([students[2]]);
    const teachers = await suite.as(suite.school, "admin", {
      method: "GET",
      url: group(`list_users/${suite.school.id}/?role=teacher&q=second`),
    });
    expect(teachers.json().results.map((row: { id: number }) => row.id)).toEqual([secondTeacher]);
    expect(
      (await suite.as(suite.school, "admin", { method: "GET", url: group(`list_users/${suite.other.id}/`) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await suite.as(suite.school, "admin", {
          method: "GET",
          url: group(`list_users/${suite.school.id}/?role=admin`),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await suite.as(suite.school, "teacher", { method: "GET", url: group(`list_users/${suite.school.id}/`) }))
        .statusCode,
    ).toBe(403);
  });

  it("list_user_pay_courses_in_school: the program's students (or teachers), paged; another school's is 404", async () => {
    const response = await suite.as(suite.school, "admin", {
      method: "GET",
      url: accounts(`list_user_pay_courses_in_school/${suite.school.id}/${courseId}/?role=student`),
    });
    expect(response.statusCode).toBe(200);
    const ids = response.json().results.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining(students));
    expect(ids).not.toContain(outsider);
    const otherProgram = await suite.as(suite.school, "admin", {
      method: "GET",
      url: accounts(`list_user_pay_courses_in_school/${suite.school.id}/${otherCourseId}/`),
    });
    expect(otherProgram.json().results.map((row: { id: number }) => row.id)).toEqual([outsider]);
    const elsewhere = await newCourse(db(), suite.other.id);
    for (const url of [
      accounts(`list_user_pay_courses_in_school/${suite.other.id}/${courseId}/`),
      accounts(`list_user_pay_courses_in_school/${suite.school.id}/${elsewhere}/`),
    ]) {
      expect((await suite.as(suite.school, "admin", { method: "GET", url })).statusCode).toBe(404);
    }
    expect(
      (
        await suite.as(suite.school, "student", {
          method: "GET",
          url: accounts(`list_user_pay_courses_in_school/${suite.school.id}/${courseId}/`),
        })
      ).statusCode,
    ).toBe(403);
  });

  it("list_teacher_group_create: every teacher of the school, the program's own first", async () => {
    const program = await newCourse(db(), suite.school.id);
    await joinProgram(db(), { courseId: program, userId: secondTeacher, role: "teacher" });
    const response = await suite.as(suite.school, "admin_school", {
      method: "GET",
      url: accounts(`list_teacher_group_create/?course=${program}`),
    });
    expect(response.statusCode).toBe(200);
    const rows: { id: number; teaches_course: boolean }[] = response.json().results;
    expect(rows[0]).toMatchObject({ id: secondTeacher, teaches_course: true });
    expect(rows.find((row) => row.id === teacher)).toMatchObject({ teaches_course: false });
    expect(rows.filter((row) => row.teaches_course)).toHaveLength(1);
    const elsewhere = await newCourse(db(), suite.other.id);
    expect(
      (
        await suite.as(suite.school, "admin", {
          method: "GET",
          url: accounts(`list_teacher_group_create/?course=${elsewhere}`),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await suite.as(suite.school, "admin", { method: "GET", url: accounts("list_teacher_group_create/") }))
        .statusCode,
    ).toBe(400);
  });

  it("a user's groups: staff any, a student their own, a teacher the ones they teach", async () => {
    const student = suite.school.users.student;
    await joinProgram(db(), { courseId, userId: student, role: "student" });
    const studied = await newGroup(db(), { schoolId: suite.school.id, courseId, studentIds: [student] });
    const own = await suite.as(suite.school, "student", {
      method: "GET",
      url: `/api/v1/user/group/get_user_group/${student}/`,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().map((row: { id: number }) => row.id)).toEqual([studied]);
    expect(
      (
        await suite.as(suite.school, "student", {
          method: "GET",
          url: `/api/v1/user/group/get_user_group/${students[0]}/`,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await suite.as(suite.school, "admin", { method: "GET", url: `/api/v1/user/group/get_user_group/${student}/` }))
        .statusCode,
    ).toBe(200);
    const teacherGroups = await suite.as(suite.school, "teacher", {
      method: "GET",
      url: group(`list_teacher_group/${teacher}/`),
    });
    expect(teacherGroups.statusCode).toBe(200);
    expect(teacherGroups.json().map((row: { id: number }) => row.id)).toContain(taught);
    expect(
      (await suite.as(suite.school, "teacher", { method: "GET", url: group(`list_teacher_group/${secondTeacher}/`) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await suite.as(suite.school, "admin", { method: "GET", url: group(`list_teacher_group/${student}/`) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await suite.as(suite.school, "admin", {
          method: "GET",
          url: group(`list_teacher_group/${suite.other.users.teacher}/`),
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("changing a group", () => {
  let pair: number;
  beforeAll(async () => {
    pair = await newGroup(db(), { schoolId: suite.school.id, courseId, typeGroup: "pair", studentIds: [students[0]!] });
  });

  it("update_group replaces the students and the timetable, and changes the teacher", async () => {
    const response = await suite.as(suite.school, "admin_school", {
      method: "PATCH",
      url: group(`update_group/${pair}/`),
      payload: {
        id: pair,
        name_group: "Pair B",
        students: [students[1], students[2]],
        teacher: secondTeacher,
        schedule: [{ weekday: 5, start_time: "18:00", duration: 45 }],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name_group: "Pair B",
      teacher: { id: secondTeacher },
      schedule: [{ weekday: 5, start_time: "18:00", duration: 45 }],
    });
    expect(await studentsIn(pair)).toEqual([students[1]!, students[2]!].sort((a, b) => a - b));
  });

  it("a type too small for the students, a stranger or a manager changes nothing", async () => {
    const before = await studentsIn(pair);
    const cases = [
      { role: "admin_school", payload: { type_group: "individual" }, status: 409 },
      { role: "admin_school", payload: { students: [outsider] }, status: 400 },
      { role: "admin_school", payload: { id: pair + 1 }, status: 400 },
      { role: "admin", payload: { name_group: "Manager's" }, status: 403 },
      { role: "teacher", payload: { name_group: "Teacher's" }, status: 403 },
    ] as const;
    for (const { role, payload, status } of cases) {
      const response = await suite.as(suite.school, role, {
        method: "PATCH",
        url: group(`update_group/${pair}/`),
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect(await studentsIn(pair)).toEqual(before);
    const [row] = await db().select().from(studyGroups).where(eq(studyGroups.id, pair));
    expect(row).toMatchObject({ typeGroup: "pair", nameGroup: "Pair B" });
  });

  it("delete_std takes a student out (again: not found); the manager may not", async () => {
    const url = group(`delete_std/${pair}/${students[1]}/`);
    expect((await suite.as(suite.school, "admin", { method: "DELETE", url })).statusCode).toBe(403);
    expect((await suite.as(suite.school, "admin_school", { method: "DELETE", url })).statusCode).toBe(204);
    expect(await studentsIn(pair)).toEqual([students[2]]);
    expect((await suite.as(suite.school, "admin_school", { method: "DELETE", url })).statusCode).toBe(404);
  });

  it("delete removes the group and its timetable; the students stay in the program", async () => {
    const doomed = await newGroup(db(), { schoolId: suite.school.id, courseId, studentIds: [students[3]!] });
    await db()
      .insert(groupTimetable)
      .values({ schoolId: suite.school.id, groupId: doomed, weekday: 2, startTime: "10:00", duration: 60 });
    expect(
      (await suite.as(suite.school, "admin", { method: "DELETE", url: group(`delete/${doomed}/`) })).statusCode,
    ).toBe(403);
    expect(
      (await suite.as(suite.school, "admin_school", { method: "DELETE", url: group(`delete/${doomed}/`) })).statusCode,
    ).toBe(204);
    expect(await db().select().from(studyGroups).where(eq(studyGroups.id, doomed))).toEqual([]);
    expect(await db().select().from(groupTimetable).where(eq(groupTimetable.groupId, doomed))).toEqual([]);
    const membership = await db()
      .select()
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, students[3]!)));
    expect(membership).toHaveLength(1);
  });
});

describe("moving students and giving programs", () => {
  it("update_courses moves students to another group, into its program; a full pair refuses and nothing moves", async () => {
    const from = await newGroup(db(), {
      schoolId: suite.school.id,
      courseId,
      studentIds: [students[0]!, students[1]!, students[2]!],
    });
    const to = await newGroup(db(), {
      schoolId: suite.school.id,
      courseId: otherCourseId,
      typeGroup: "pair",
      studentIds: [outsider],
    });
    const refused = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group("update_courses/"),
      payload: { from_group: from, to_group: to, students: [students[0], students[1]] },
    });
    expect(refused.statusCode).toBe(409);
    expect(await studentsIn(from)).toHaveLength(3);
    expect(await studentsIn(to)).toEqual([outsider]);
    const moved = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group("update_courses/"),
      payload: { from_group: from, to_group: to, students: [students[0]] },
    });
    expect(moved.statusCode).toBe(200);
    expect(
      moved
        .json()
        .to_group.students.map((student: { id: number }) => student.id)
        .sort(),
    ).toEqual([outsider, students[0]].sort());
    const joined = await db()
      .select()
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, otherCourseId), eq(courseMembers.userId, students[0]!)));
    expect(joined).toHaveLength(1);
    const notInGroup = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group("update_courses/"),
      payload: { from_group: from, to_group: to, students: [students[3]] },
    });
    expect(notInGroup.statusCode).toBe(400);
    const same = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group("update_courses/"),
      payload: { from_group: from, to_group: from, students: [students[1]] },
    });
    expect(same.statusCode).toBe(400);
    const foreign = await newGroup(db(), { schoolId: suite.other.id, courseId: await newCourse(db(), suite.other.id) });
    const otherSchool = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group("update_courses/"),
      payload: { from_group: from, to_group: foreign, students: [students[1]] },
    });
    expect(otherSchool.statusCode).toBe(404);
    expect(await studentsIn(from)).toEqual([students[1]!, students[2]!].sort((a, b) => a - b));
    expect(
      (
        await suite.as(suite.school, "admin", {
          method: "POST",
          url: group("update_courses/"),
          payload: { from_group: from, to_group: to, students: [students[1]] },
        })
      ).statusCode,
    ).toBe(403);
  });

  it("copy_course gives a student the program and a group once; a teacher the program and the group", async () => {
    const course = await newCourse(db(), suite.school.id);
    const target = await newGroup(db(), { schoolId: suite.school.id, courseId: course, typeGroup: "individual" });
    const student = await newStudent([]);
    const url = group(`copy_course/${course}/${student}/`);
    const first = await suite.as(suite.school, "admin_school", { method: "POST", url, payload: { group: target } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      course_id: course,
      user_id: student,
      role: "student",
      added: true,
      group: { id: target },
    });
    const again = await suite.as(suite.school, "admin_school", { method: "POST", url, payload: { group: target } });
    expect(again.json()).toMatchObject({ added: false });
    expect(await studentsIn(target)).toEqual([student]);
    const second = await newStudent([]);
    const full = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group(`copy_course/${course}/${second}/`),
      payload: { group: target },
    });
    expect(full.statusCode).toBe(409);
    const notJoined = await db()
      .select()
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, course), eq(courseMembers.userId, second)));
    expect(notJoined).toEqual([]);
    const asTeacher = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: group(`copy_course/${course}/${secondTeacher}/`),
      payload: { group: target },
    });
    expect(asTeacher.json()).toMatchObject({ role: "teacher", group: { teacher: { id: secondTeacher } } });
    expect(
      (
        await suite.as(suite.school, "admin_school", {
          method: "POST",
          url: group(`copy_course/${course}/${suite.school.users.admin}/`),
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await suite.as(suite.school, "admin_school", {
          method: "POST",
          url: group(`copy_course/${course}/${suite.other.users.student}/`),
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect((await suite.as(suite.school, "admin", { method: "POST", url, payload: {} })).statusCode).toBe(403);
  });
});

describe("the teacher page", () => {
  it("lists the teacher's programs with their groups; the school admin gives and takes groups", async () => {
    const course = await newCourse(db(), suite.school.id, { titleRu: "Немецкий" });
    const first = await newGroup(db(), { schoolId: suite.school.id, courseId: course });
    const second = await newGroup(db(), { schoolId: suite.school.id, courseId: course });
    const who = await newTeacher("page");
    const given = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: accounts(`add_group_id_teacher/${who}/`),
      payload: { courses: [first, second] },
    });
    expect(given.statusCode).toBe(200);
    expect(given.json()).toEqual([
      expect.objectContaining({
        id: course,
        title_ru: "Немецкий",
        groups: [expect.objectContaining({ id: first }), expect.objectContaining({ id: second })],
      }),
    ]);
    const listed = await suite.as(suite.school, "admin", {
      method: "GET",
      url: accounts(`list_group_teacher/${who}/`),
    });
    expect(listed.json()).toEqual(given.json());
    const taken = await suite.as(suite.school, "admin_school", {
      method: "GET",
      url: accounts(`delete_group_teacher/${who}/${first}/`),
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()[0].groups.map((row: { id: number }) => row.id)).toEqual([second]);
    expect(
      (
        await suite.as(suite.school, "admin_school", {
          method: "GET",
          url: accounts(`delete_group_teacher/${who}/${first}/`),
        })
      ).statusCode,
    ).toBe(404);
    // The manager reads the page but changes nothing.
    expect(
      (
        await suite.as(suite.school, "admin", {
          method: "GET",
          url: accounts(`delete_group_teacher/${who}/${second}/`),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await suite.as(suite.school, "admin", {
          method: "POST",
          url: accounts(`add_group_id_teacher/${who}/`),
          payload: { courses: [first] },
        })
      ).statusCode,
    ).toBe(403);
    const [row] = await db()
      .select({ teacherId: studyGroups.teacherId })
      .from(studyGroups)
      .where(eq(studyGroups.id, second));
    expect(row?.teacherId).toBe(who);
    expect(
      (
        await suite.as(suite.school, "admin_school", {
          method: "POST",
          url: accounts(`add_group_id_teacher/${who}/`),
          payload: { courses: [] },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await suite.as(suite.school, "admin_school", {
          method: "POST",
          url: accounts(`add_group_id_teacher/${students[0]}/`),
          payload: { courses: [first] },
        })
      ).statusCode,
    ).toBe(404);
    const foreign = await newGroup(db(), { schoolId: suite.other.id, courseId: await newCourse(db(), suite.other.id) });
    const refused = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: accounts(`add_group_id_teacher/${who}/`),
      payload: { courses: [first, foreign] },
    });
    expect(refused.statusCode).toBe(404);
    const [firstRow] = await db()
      .select({ teacherId: studyGroups.teacherId })
      .from(studyGroups)
      .where(eq(studyGroups.id, first));
    expect(firstRow?.teacherId).toBeNull();
    expect(
      (await suite.as(suite.school, "teacher", { method: "GET", url: accounts(`list_group_teacher/${who}/`) }))
        .statusCode,
    ).toBe(403);
  });
});

describe("a pair under concurrency", () => {
  it("twenty simultaneous additions to an empty pair leave exactly two students", async () => {
    const pair = await newGroup(db(), { schoolId: suite.school.id, courseId, typeGroup: "pair" });
    const candidates: number[] = [];
    for (let index = 0; index < 20; index += 1) candidates.push(await newStudent());
    const headers = await suite.harness.authAs(suite.school, "admin_school");
    const responses = await Promise.all(
      candidates.map((student) =>
        suite.harness.app.inject({
          method: "POST",
          url: group(`copy_course/${courseId}/${student}/`),
          headers,
          payload: { group: pair },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    const answers = responses.map((response) => `${response.statusCode} ${response.body.slice(0, 120)}`).join("\n");
    expect(
      statuses.filter((status) => status === 200),
      answers,
    ).toHaveLength(2);
    expect(
      statuses.filter((status) => status === 409),
      answers,
    ).toHaveLength(18);
    expect(await studentsIn(pair)).toHaveLength(2);
  });

  it("simultaneous moves into a pair from different groups leave at most two", async () => {
    const pair = await newGroup(db(), { schoolId: suite.school.id, courseId, typeGroup: "pair" });
    const sources: { group: number; student: number }[] = [];
    for (let index = 0; index < 8; index += 1) {
      const student = await newStudent();
      sources.push({
        student,
        group: await newGroup(db(), { schoolId: suite.school.id, courseId, studentIds: [student] }),
      });
    }
    const headers = await suite.harness.authAs(suite.school, "admin_school");
    const responses = await Promise.all(
      sources.map((source) =>
        suite.harness.app.inject({
          method: "POST",
          url: group("update_courses/"),
          headers,
          payload: { from_group: source.group, to_group: pair, students: [source.student] },
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(2);
    expect(await studentsIn(pair)).toHaveLength(2);
  });
});
