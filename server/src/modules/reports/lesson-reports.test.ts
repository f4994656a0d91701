import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { schoolScope } from "../../core/tenancy/scope.js";
import { newCourse, newHomework, newScheduleLesson } from "../../test/factories.js";
import { apiSuite } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";
import * as queries from "./lesson-reports.queries.js";
import type { Period } from "./reports.queries.js";

/**
 * The lesson reports (decision 0031) over one March of the school's calendar (Asia/Almaty, UTC+5): which rows each
 * role sees, another school's teacher or student (404), bad and reversed dates (400).
 */
const suite = apiSuite();
const report = (path: string, query = "") => `/api/v1/schedule/report/${path}${query}`;
const march = "start_date=2026-03-01&end_date=2026-03-31";

let program: number;
let otherTeacher: number;
let classmate: number;
let student: number;
let teacher: number;

const get = async (role: "admin" | "teacher" | "student", url: string) => {
  const answer = await suite.as(suite.school, role, { method: "GET", url });
  return { status: answer.statusCode, body: answer.json() };
};
const byId = <Row>(rows: Row[], key: keyof Row, id: number) => rows.find((row) => row[key] === id);

beforeAll(async () => {
  const db = suite.harness.database.db;
  const schoolId = suite.school.id;
  ({ student, teacher } = suite.school.users);
  program = await newCourse(db, schoolId, { titleRu: "Английский B2" });
  const person = (role: "teacher" | "student", firstName: string, lastName: string) =>
    addUser(db, {
      schoolId,
      email: `${lastName.toLowerCase()}.${process.pid}@test.kz`,
      password: "Secret-password-1",
      role,
      firstName,
      lastName,
    });
  otherTeacher = await person("teacher", "Asel", "Secondteacher");
  classmate = await person("student", "Dana", "Classmate");
  const at = (instant: string, minutes = 50) => ({
    startAt: new Date(instant),
    endAt: new Date(Date.parse(instant) + minutes * 60_000),
  });
  // A group lesson conducted on 10 March: both students.
  await newScheduleLesson(db, {
    schoolId,
    teacherId: teacher,
    courseId: program,
    typeLesson: "group",
    status: "finished",
    studentIds: [student, classmate],
    ...at("2026-03-10T05:00:00Z"),
  });
  // 23:30 on 31 March in Almaty: still March there.
  await newScheduleLesson(db, {
    schoolId,
    teacherId: teacher,
    courseId: program,
    status: "cancelled",
    studentIds: [student],
    ...at("2026-03-31T18:30:00Z"),
  });
  await newScheduleLesson(db, {
    schoolId,
    teacherId: otherTeacher,
    status: "rescheduled",
    studentIds: [classmate],
    ...at("2026-03-15T05:00:00Z"),
  });
  // 00:30 on 1 April in Almaty, though still 31 March in UTC: not March for this school.
  await newScheduleLesson(db, {
    schoolId,
    teacherId: otherTeacher,
    studentIds: [classmate],
    ...at("2026-03-31T19:30:00Z"),
  });
  await newScheduleLesson(db, {
    schoolId,
    teacherId: teacher,
    courseId: program,
    studentIds: [student],
    ...at("2026-04-02T05:00:00Z"),
  });
  await newHomework(db, {
    schoolId,
    courseId: program,
    userId: student,
    status: "graded",
    grade: 90,
    updatedAt: new Date("2026-03-12T08:00:00Z"),
  });
  // Another school's lesson, never counted here.
  await newScheduleLesson(db, {
    schoolId: suite.other.id,
    teacherId: suite.other.users.teacher,
    studentIds: [suite.other.users.student],
    ...at("2026-03-10T05:00:00Z"),
  });
});

describe("teacher/", () => {
  it("counts each teacher's lessons of the period by status, in the school's time zone", async () => {
    const { status, body } = await get("admin", report("teacher/", `?${march}`));
    expect(status).toBe(200);
    expect(body).toHaveLength(2);
    expect(byId(body, "teacher_id", teacher)).toMatchObject({
      planned: 0,
      finished: 1,
      rescheduled: 0,
      cancelled: 1,
      total: 2,
      hours: 0.8,
    });
    expect(byId(body, "teacher_id", otherTeacher)).toMatchObject({
      teacher_first_name: "Asel",
      rescheduled: 1,
      total: 1,
    });
  });

  it("shows a teacher their own row, refuses them another teacher's and a student the report", async () => {
    const own = await get("teacher", report("teacher/", `?${march}`));
    expect(own.body.map((row: { teacher_id: number }) => row.teacher_id)).toEqual([teacher]);
    expect((await get("teacher", report("teacher/", `?teacher_id=${otherTeacher}`))).status).toBe(403);
    expect((await get("student", report("teacher/", `?${march}`))).status).toBe(403);
  });

  it("answers 404 for another school's teacher and 400 for a bad or reversed period", async () => {
    expect((await get("admin", report("teacher/", `?teacher_id=${suite.other.users.teacher}`))).status).toBe(404);
    expect((await get("admin", report("teacher/", "?start_date=2026-02-30"))).status).toBe(400);
    const reversed = await get("admin", report("teacher/", "?start_date=2026-04-01&end_date=2026-03-01"));
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toHaveProperty("end_date");
  });
});

describe("teacher_report/", () => {
  it("gives the months of the last year with their lessons, a teacher's own", async () => {
    const school = await get("admin", report("teacher_report/"));
    expect(school.status).toBe(200);
    const months = (rows: { month: string; total: number }[]) => rows.map((row) => [row.month, row.total]);
    expect(months(school.body)).toEqual(
      expect.arrayContaining([
        ["2026-03", 3],
        ["2026-04", 2],
      ]),
    );
    const own = await get("teacher", report("teacher_report/"));
    expect(months(own.body)).toEqual(
      expect.arrayContaining([
        ["2026-03", 2],
        ["2026-04", 1],
      ]),
    );
    expect((await get("admin", report("teacher_report/", `?teacher_id=${suite.other.users.teacher}`))).status).toBe(
      404,
    );
  });
});

describe("report_teacher_relation/", () => {
  it("pairs teachers with their students, searchable by either name, a page of 50", async () => {
    const all = await get("admin", report("report_teacher_relation/", "?date_after=2026-03-01&date_before=2026-03-31"));
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    const pair = all.body.results.find(
      (row: { teacher_id: number; student_id: number }) => row.teacher_id === teacher && row.student_id === student,
    );
    expect(pair).toMatchObject({ finished: 1, cancelled: 1, total: 2 });
    const searched = await get("admin", report("report_teacher_relation/", "?q=classmate&date_before=2026-03-31"));
    expect(searched.body.results.map((row: { student_id: number }) => row.student_id)).toEqual([classmate, classmate]);
  });

  it("shows a teacher the students they teach and a student their own pairs", async () => {
    const asTeacher = await get("teacher", report("report_teacher_relation/", "?date_before=2026-03-31"));
    expect(asTeacher.body.results.every((row: { teacher_id: number }) => row.teacher_id === teacher)).toBe(true);
    expect(asTeacher.body.count).toBe(2);
    const asStudent = await get("student", report("report_teacher_relation/"));
    expect(asStudent.body.results.map((row: { student_id: number }) => row.student_id)).toEqual([student]);
    expect((await get("admin", report("report_teacher_relation/", "?date_after=2026-13-01"))).status).toBe(400);
    expect((await get("admin", report("report_teacher_relation/", "?page=0"))).status).toBe(400);
  });
});

describe("page_report_teacher/", () => {
  it("lists a student's teachers with all their lessons together", async () => {
    const { status, body } = await get("admin", report("page_report_teacher/", `?student_id=${classmate}`));
    expect(status).toBe(200);
    expect(body.map((row: { teacher_id: number }) => row.teacher_id).sort()).toEqual([teacher, otherTeacher].sort());
    expect(byId(body, "teacher_id", otherTeacher)).toMatchObject({ rescheduled: 1, planned: 1, total: 2 });
    const own = await get("student", report("page_report_teacher/"));
    expect(own.body).toEqual([
      expect.objectContaining({ teacher_id: teacher, total: 3, first_lesson: "2026-03-10T05:00:00.000Z" }),
    ]);
    expect((await get("student", report("page_report_teacher/", `?student_id=${classmate}`))).status).toBe(403);
    expect(
      (await get("admin", report("page_report_teacher/", `?student_id=${suite.other.users.student}`))).status,
    ).toBe(404);
  });
});

describe("teacher_report_page/", () => {
  it("lists a student's lessons of the period newest first; a teacher sees only the ones they teach", async () => {
    const own = await get("student", report("teacher_report_page/", `?${march}`));
    expect(own.status).toBe(200);
    expect(own.body.count).toBe(2);
    expect(own.body.results.map((row: { status: string }) => row.status)).toEqual(["cancelled", "finished"]);
    expect(own.body.results[1]).toMatchObject({ course_title: "Английский B2", type_lesson: "group" });
    const classmateLessons = await get("teacher", report("teacher_report_page/", `?${march}&student_id=${classmate}`));
    expect(classmateLessons.body.results.map((row: { teacher_id: number }) => row.teacher_id)).toEqual([teacher]);
    expect((await get("admin", report("teacher_report_page/", "?end_date=31-03-2026"))).status).toBe(400);
    expect(
      (await get("admin", report("teacher_report_page/", `?student_id=${suite.other.users.student}`))).status,
    ).toBe(404);
  });
});

describe("report_student/", () => {
  it("gives each student's lessons by status and homework of the period, as far as the caller may see", async () => {
    const staff = await get("admin", report("report_student/", `?${march}`));
    expect(staff.status).toBe(200);
    expect(staff.body.count).toBe(2);
    expect(byId(staff.body.results, "student_id", student)).toMatchObject({
      finished: 1,
      cancelled: 1,
      total: 2,
      homework_submitted: 1,
      homework_graded: 1,
      average_grade: 90,
    });
    expect(byId(staff.body.results, "student_id", classmate)).toMatchObject({ finished: 1, rescheduled: 1, total: 2 });
    const asTeacher = await get("teacher", report("report_student/", `?${march}`));
    expect(byId(asTeacher.body.results, "student_id", classmate)).toMatchObject({ total: 1 });
    const asStudent = await get("student", report("report_student/", `?${march}`));
    expect(asStudent.body.results.map((row: { student_id: number }) => row.student_id)).toEqual([student]);
    expect((await get("student", report("report_student/", `?student_id=${classmate}`))).status).toBe(403);
    expect((await get("admin", report("report_student/", "?course_id=99999999"))).status).toBe(404);
    expect((await get("admin", report("report_student/", "?start_date=2026-04-01&end_date=2026-03-01"))).status).toBe(
      400,
    );
  });
});

describe("report_student_count_lesson/", () => {
  it("counts lessons once however many students they have", async () => {
    const school = await get("admin", report("report_student_count_lesson/", `?${march}`));
    expect(school.body).toEqual({
      planned: 0,
      finished: 1,
      rescheduled: 1,
      cancelled: 1,
      total: 3,
      hours: 0.8,
      students: 2,
    });
    const own = await get("student", report("report_student_count_lesson/", `?${march}`));
    expect(own.body).toMatchObject({ total: 2, students: 1 });
    expect(
      (await get("admin", report("report_student_count_lesson/", `?student_id=${suite.other.users.student}`))).status,
    ).toBe(404);
    expect((await get("admin", report("report_student_count_lesson/", "?start_date=yesterday"))).status).toBe(400);
  });
});

describe("mv/, mv1/, mv2/", () => {
  it("summarise the period by month, lesson type and program; a teacher their own lessons", async () => {
    const months = await get("admin", report("mv/", "?start_date=2026-03-01&end_date=2026-04-30"));
    expect(months.body).toEqual([
      expect.objectContaining({ month: "2026-03", total: 3, students: 2 }),
      expect.objectContaining({ month: "2026-04", total: 2, planned: 2, students: 2 }),
    ]);
    const types = await get("admin", report("mv1/", `?${march}`));
    expect(types.body.map((row: { type_lesson: string; total: number }) => [row.type_lesson, row.total])).toEqual([
      ["group", 1],
      ["individual", 2],
    ]);
    const programs = await get("admin", report("mv2/", `?${march}`));
    expect(programs.body).toEqual([
      expect.objectContaining({
        course_id: program,
        course_title: "Английский B2",
        total: 2,
        teachers: 1,
        students: 2,
      }),
      expect.objectContaining({ course_id: null, total: 1, teachers: 1, students: 1 }),
    ]);
    const own = await get("teacher", report("mv2/", `?${march}`));
    expect(own.body).toEqual([expect.objectContaining({ course_id: program, total: 2 })]);
    expect((await get("student", report("mv/"))).status).toBe(403);
    expect((await get("admin", report("mv1/", "?end_date=2026-02-31"))).status).toBe(400);
  });

  it("count in the school's own time zone setting", async () => {
    const db = suite.harness.database.db;
    await db.execute(`update schools set time_zone = 'UTC' where id = ${suite.school.id}`);
    try {
      const months = await get("admin", report("mv/", `?${march}`));
      // The lesson at 19:30 UTC on 31 March is March for a school on UTC.
      expect(months.body).toEqual([expect.objectContaining({ month: "2026-03", total: 4 })]);
    } finally {
      await db.execute(`update schools set time_zone = 'Asia/Almaty' where id = ${suite.school.id}`);
    }
  });
});

describe("the staff's student reports", () => {
  // The staff's school-wide reports read a period's whole months from the students' monthly rollup and only the days
  // around them from the rows (decision 0036); a condition that keeps every row sends the same report to the rows
  // alone, so both must agree, whatever whole months, edges and open ends the period has, in any zone.
  const PERIODS: Omit<Period, "zone">[] = [
    { from: "2026-03-01", to: "2026-03-31" },
    { from: "2026-03-11", to: "2026-04-30" },
    { from: "2026-03-01", to: "2026-04-01" },
    { from: "2026-02-15", to: "2026-03-10" },
    { to: "2026-03-31" },
    { from: "2026-03-31" },
    {},
  ];
  const everyRow = sql`true`;

  async function bothWays(zone: string) {
    const scope = schoolScope(suite.harness.deps, suite.school.id);
    const answers = async (access: SQL | undefined) => {
      const found = [];
      for (const bounds of PERIODS) {
        const period = { ...bounds, zone };
        found.push(
          await queries.lessonsPerPair(scope, { period, access, limit: 50, offset: 0 }),
          await queries.lessonsAndHomeworkPerStudent(scope, { period, access, homeworkAccess: undefined, limit: 50 }),
          await queries.lessonCountOfStudents(scope, {
            period,
            attendance: { of: "lessons", access: undefined },
            studentAccess: access,
          }),
          ...(await Promise.all(
            (["month", "type", "program"] as const).map((by) =>
              queries.summary(scope, { period, access: undefined, attendanceAccess: access, by, language: "ru" }),
            ),
          )),
        );
      }
      return found;
    };
    const rolledUp = await answers(undefined);
    expect(rolledUp).toEqual(await answers(everyRow));
    return rolledUp;
  }

  it("give from the monthly rollup what the rows give, in the school's zone and after it changes", async () => {
    const db = suite.harness.database.db;
    const almaty = await bothWays("Asia/Almaty");
    // The lesson at 00:30 on 1 April in Almaty is March's on UTC: the rollup follows the school's new zone.
    await db.execute(`update schools set time_zone = 'UTC' where id = ${suite.school.id}`);
    try {
      const utc = await bothWays("UTC");
      expect(utc).not.toEqual(almaty);
    } finally {
      await db.execute(`update schools set time_zone = 'Asia/Almaty' where id = ${suite.school.id}`);
    }
  });
});
