import {
  REPORT_PAGE_SIZE,
  REPORT_ROW_LIMIT,
  type StudentLessonCountQuery,
  type StudentLessonsReportQuery,
  type StudentReportQuery,
  type StudentTeachersQuery,
  type SummaryQuery,
  type TeacherMonthsQuery,
  type TeacherRelationQuery,
  type TeacherReportQuery,
} from "@school/contracts";
import { sql } from "drizzle-orm";
import { type Actor, accessFilter, requireListAccess, seesOnlySelf } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { pageLinks, pageWindow } from "../../core/pagination.js";
import { schoolDayOf, schoolTimeZone } from "../../core/school-day.js";
import { assertOwnedResources } from "../../core/tenancy/resources.js";
import type { Deps } from "../../deps.js";
import * as queries from "./lesson-reports.queries.js";
import type { Period } from "./reports.queries.js";

/**
 * The lesson reports of /analytics (decision 0031). A teacher or student named in the query must be of the caller's
 * school (404) and one the caller may see (403); the rest of the narrowing is the access module's condition inside
 * each report's one statement: `report.teachers` over the lesson's teacher, `report.students` over the lesson's
 * teacher and its student (both on the lesson-student row, which carries its lesson's teacher).
 */
type Target = { schoolId: number; caller: Caller; requestUrl: string };

const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});
const periodOf = async (actor: Actor, from: string | undefined, to: string | undefined): Promise<Period> => ({
  from,
  to,
  zone: await schoolTimeZone(actor),
});
const teacherAccess = (actor: Actor, teacherId = sql`l.teacher_id`) =>
  accessFilter(actor, "report.teachers", { userId: teacherId });
/** Over a lesson-student row `ls`, whose lesson's teacher is copied onto it (decision 0036). */
const studentAccess = (actor: Actor) =>
  accessFilter(actor, "report.students", { userId: sql`ls.user_id`, teacherId: sql`ls.teacher_id` });
/**
 * How the caller's lessons are counted once each: over one student's rows when a student is named or the caller sees
 * only their own rows (a student), else over whole lessons, which the rollup counts (staff the school's, a teacher
 * their own).
 */
function attendanceOf(actor: Actor, studentId: number | undefined): queries.Attendance {
  if (studentId !== undefined || seesOnlySelf(actor, "report.students"))
    return { of: "student", studentId, access: studentAccess(actor) };
  return { of: "lessons", access: accessFilter(actor, "report.students", { teacherId: sql`l.teacher_id` }) };
}
const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const titleOf = (row: { title_ru: string | null; title_kk: string | null; title_en: string | null }) =>
  row.title_ru || row.title_en || row.title_kk || "";

const counts = (row: queries.CountsRow) => ({
  planned: row.planned,
  finished: row.finished,
  rescheduled: row.rescheduled,
  cancelled: row.cancelled,
  total: row.total,
  hours: Number(row.hours),
});
const teacherOf = (row: queries.TeacherRow) => ({
  teacher_id: row.teacher_id,
  teacher_first_name: row.teacher_first_name,
  teacher_last_name: row.teacher_last_name,
});
const studentOf = (row: { student_id: number; student_first_name: string; student_last_name: string }) => ({
  student_id: row.student_id,
  student_first_name: row.student_first_name,
  student_last_name: row.student_last_name,
});

/** A teacher named in the query: of the school (404), and one the caller may see (403). */
async function namedTeacher(actor: Actor, teacherId: number | undefined) {
  if (teacherId === undefined) return;
  await assertOwnedResources(actor.db, actor.schoolId, { teacher_id: "user" }, { teacher_id: teacherId });
  await requireListAccess(actor, "report.teachers", { userId: teacherId });
}

async function namedStudent(actor: Actor, studentId: number | undefined) {
  if (studentId === undefined) return;
  await assertOwnedResources(actor.db, actor.schoolId, { student_id: "user" }, { student_id: studentId });
  await requireListAccess(actor, "report.students", { userId: studentId });
}

async function namedProgram(actor: Actor, courseId: number | undefined) {
  if (courseId !== undefined)
    await assertOwnedResources(actor.db, actor.schoolId, { course_id: "course" }, { course_id: courseId });
}

/** GET teacher/. */
export async function lessonsPerTeacher(deps: Deps, target: Target & { query: TeacherReportQuery }) {
  const actor = actorOf(deps, target);
  await namedTeacher(actor, target.query.teacher_id);
  const rows = await queries.lessonsPerTeacher(actor, {
    period: await periodOf(actor, target.query.start_date, target.query.end_date),
    teacherId: target.query.teacher_id,
    access: teacherAccess(actor),
  });
  return rows.map((row) => ({ ...teacherOf(row), ...counts(row) }));
}

/** GET teacher_report/. */
export async function lessonsPerMonth(deps: Deps, target: Target & { query: TeacherMonthsQuery }) {
  const actor = actorOf(deps, target);
  await namedTeacher(actor, target.query.teacher_id);
  const rows = await queries.lessonsPerRecentMonth(actor, {
    today: (await schoolDayOf({ db: deps.db, schoolId: target.schoolId, deps: deps })).today,
    teacherId: target.query.teacher_id,
    access: teacherAccess(actor),
  });
  return rows.map((row) => ({ month: row.month, ...counts(row) }));
}

/** GET report_teacher_relation/. */
export async function lessonsPerPair(deps: Deps, target: Target & { query: TeacherRelationQuery }) {
  const { query } = target;
  const actor = actorOf(deps, target);
  const rows = await queries.lessonsPerPair(actor, {
    period: await periodOf(actor, query.date_after, query.date_before),
    q: query.q || undefined,
    access: studentAccess(actor),
    ...pageWindow(query.page, REPORT_PAGE_SIZE),
  });
  const count = rows[0]?.full_count ?? 0;
  const links = pageLinks({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl: target.requestUrl,
    page: query.page,
    pageSize: REPORT_PAGE_SIZE,
    count,
  });
  return {
    count,
    ...links,
    results: rows.map((row) => ({ ...teacherOf(row), ...studentOf(row), ...counts(row) })),
  };
}

/** GET page_report_teacher/. */
export async function teachersOfStudent(deps: Deps, target: Target & { query: StudentTeachersQuery }) {
  const actor = actorOf(deps, target);
  await namedStudent(actor, target.query.student_id);
  const rows = await queries.teachersOfStudent(actor, attendanceOf(actor, target.query.student_id));
  return rows.map((row) => ({
    ...teacherOf(row),
    ...counts(row),
    first_lesson: instant(row.first_lesson),
    last_lesson: instant(row.last_lesson),
  }));
}

/** GET teacher_report_page/. */
export async function lessonsOfStudent(deps: Deps, target: Target & { query: StudentLessonsReportQuery }) {
  const { query } = target;
  const actor = actorOf(deps, target);
  await namedStudent(actor, query.student_id);
  const rows = await queries.lessonsOfStudent(actor, {
    period: await periodOf(actor, query.start_date, query.end_date),
    studentId: query.student_id,
    access: studentAccess(actor),
    limit: REPORT_ROW_LIMIT,
  });
  return {
    count: rows[0]?.full_count ?? 0,
    results: rows.map((row) => ({
      id: row.id,
      ...studentOf(row),
      teacher_id: row.teacher_id,
      teacher_first_name: row.teacher_first_name,
      teacher_last_name: row.teacher_last_name,
      course_id: row.course_id,
      course_title: titleOf(row),
      type_lesson: row.type_lesson,
      status: row.status,
      start_at: instant(row.start_at) ?? "",
      end_at: instant(row.end_at) ?? "",
    })),
  };
}

/** GET report_student/. */
export async function lessonsAndHomeworkPerStudent(deps: Deps, target: Target & { query: StudentReportQuery }) {
  const { query } = target;
  const actor = actorOf(deps, target);
  await namedStudent(actor, query.student_id);
  await namedProgram(actor, query.course_id);
  const rows = await queries.lessonsAndHomeworkPerStudent(actor, {
    period: await periodOf(actor, query.start_date, query.end_date),
    studentId: query.student_id,
    courseId: query.course_id,
    access: studentAccess(actor),
    // A teacher sees the answers in the programs they teach, as in student_homework/.
    homeworkAccess: accessFilter(actor, "report.progress", { userId: sql`h.user_id`, courseId: sql`h.course_id` }),
    limit: REPORT_ROW_LIMIT,
  });
  return {
    count: rows[0]?.full_count ?? 0,
    results: rows.map((row) => ({
      ...studentOf(row),
      ...counts(row),
      homework_submitted: row.homework_submitted,
      homework_graded: row.homework_graded,
      average_grade: row.average_grade === null ? null : Number(row.average_grade),
    })),
  };
}

/** GET report_student_count_lesson/. */
export async function lessonCountOfStudents(deps: Deps, target: Target & { query: StudentLessonCountQuery }) {
  const { query } = target;
  const actor = actorOf(deps, target);
  await namedStudent(actor, query.student_id);
  const row = await queries.lessonCountOfStudents(actor, {
    period: await periodOf(actor, query.start_date, query.end_date),
    attendance: attendanceOf(actor, query.student_id),
    studentAccess: studentAccess(actor),
  });
  if (!row) throw new Error("An aggregate without GROUP BY answers one row");
  return { ...counts(row), students: row.students };
}

/** GET mv/, mv1/, mv2/. */
export async function summary(
  deps: Deps,
  target: Target & { query: SummaryQuery; by: "month" | "type" | "program" },
): Promise<queries.SummaryRow[]> {
  const { query } = target;
  const actor = actorOf(deps, target);
  await namedProgram(actor, query.course_id);
  return queries.summary(actor, {
    period: await periodOf(actor, query.start_date, query.end_date),
    courseId: query.course_id,
    access: teacherAccess(actor),
    attendanceAccess: teacherAccess(actor, sql`ls.teacher_id`),
    by: target.by,
  });
}

export const summaryByMonth = async (deps: Deps, target: Target & { query: SummaryQuery }) =>
  (await summary(deps, { ...target, by: "month" })).map((row) => ({
    month: row.key ?? "",
    ...counts(row),
    students: row.students,
  }));

export const summaryByType = async (deps: Deps, target: Target & { query: SummaryQuery }) =>
  (await summary(deps, { ...target, by: "type" })).map((row) => ({
    type_lesson: row.key as queries.StudentLessonRow["type_lesson"],
    ...counts(row),
    students: row.students,
  }));

export const summaryByProgram = async (deps: Deps, target: Target & { query: SummaryQuery }) =>
  (await summary(deps, { ...target, by: "program" })).map((row) => ({
    course_id: row.key === null ? null : Number(row.key),
    course_title: titleOf(row),
    ...counts(row),
    teachers: row.teachers,
    students: row.students,
  }));
