import {
  inLanguage,
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
  type UiLanguage,
} from "@school/contracts";
import { accessFilter, requireListAccess, seesOnlySelf } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { pageWindow } from "../../core/pagination.js";
import { schoolDayOf, schoolTimeZone } from "../../core/school-day.js";
import { assertOwnedResources } from "../../core/tenancy/resources.js";
import * as queries from "./lesson-reports.queries.js";
import { answerColumns, type Period } from "./reports.queries.js";
import { type PageRequest, reportPage } from "./reports.service.js";

/**
 * The lesson reports of /analytics (decision 0031). A teacher or student named in the query must be of the caller's
 * school (404) and one the caller may see (403); the rest of the narrowing is the access module's condition inside
 * each report's one statement: `report.teachers` over the lesson's teacher, `report.students` over the lesson's
 * teacher and its student (both on the lesson-student row, which carries its lesson's teacher).
 */
const periodOf = async (actor: Actor, from: string | undefined, to: string | undefined): Promise<Period> => ({
  from,
  to,
  zone: await schoolTimeZone(actor),
});
const teacherAccess = (actor: Actor, teacherId = queries.lessonColumns.teacherId) =>
  accessFilter(actor, "report.teachers", { userId: teacherId });
/** Over a lesson-student row `ls`, whose lesson's teacher is copied onto it (decision 0036). */
const studentAccess = (actor: Actor) => accessFilter(actor, "report.students", queries.lessonStudentColumns);
/**
 * How the caller's lessons are counted once each: over one student's rows when a student is named or the caller sees
 * only their own rows (a student), else over whole lessons, which the rollup counts (staff the school's, a teacher
 * their own).
 */
function attendanceOf(actor: Actor, studentId: number | undefined): queries.Attendance {
  if (studentId !== undefined || seesOnlySelf(actor, "report.students"))
    return { of: "student", studentId, access: studentAccess(actor) };
  return {
    of: "lessons",
    access: accessFilter(actor, "report.students", { teacherId: queries.lessonColumns.teacherId }),
  };
}
const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
/** A program's title in the reader's language; a lesson of no program has none. */
const titleOf = (
  language: UiLanguage,
  row: { title_ru: string | null; title_kk: string | null; title_en: string | null },
) => inLanguage(language, { ru: row.title_ru ?? "", kk: row.title_kk ?? "", en: row.title_en ?? "" });

const counts = (row: queries.CountsRow) => ({
  planned: row.planned,
  finished: row.finished,
  rescheduled: row.rescheduled,
  cancelled: row.cancelled,
  total: row.total,
  hours: Number(row.hours),
});
const teacherOf = (row: Pick<queries.TeacherRow, "teacher_id" | "teacher_first_name" | "teacher_last_name">) => ({
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
export async function lessonsPerTeacher(actor: Actor, query: TeacherReportQuery) {
  await namedTeacher(actor, query.teacher_id);
  const rows = await queries.lessonsPerTeacher(actor, {
    period: await periodOf(actor, query.start_date, query.end_date),
    teacherId: query.teacher_id,
    access: teacherAccess(actor),
  });
  return rows.map((row) => ({ ...teacherOf(row), ...counts(row) }));
}

/** GET teacher_report/. */
export async function lessonsPerMonth(actor: Actor, query: TeacherMonthsQuery) {
  await namedTeacher(actor, query.teacher_id);
  const rows = await queries.lessonsPerRecentMonth(actor, {
    today: (await schoolDayOf(actor)).today,
    teacherId: query.teacher_id,
    access: teacherAccess(actor),
  });
  return rows.map((row) => ({ month: row.month, ...counts(row) }));
}

/** GET report_teacher_relation/. */
export async function lessonsPerPair(actor: Actor, input: PageRequest<TeacherRelationQuery>) {
  const { query } = input;
  const rows = await queries.lessonsPerPair(actor, {
    period: await periodOf(actor, query.date_after, query.date_before),
    q: query.q || undefined,
    access: studentAccess(actor),
    ...pageWindow(query.page, REPORT_PAGE_SIZE),
  });
  return reportPage(actor, {
    ...input,
    rows,
    map: (row) => ({ ...teacherOf(row), ...studentOf(row), ...counts(row) }),
  });
}

/** GET page_report_teacher/. */
export async function teachersOfStudent(actor: Actor, query: StudentTeachersQuery) {
  await namedStudent(actor, query.student_id);
  const rows = await queries.teachersOfStudent(actor, attendanceOf(actor, query.student_id));
  return rows.map((row) => ({
    ...teacherOf(row),
    ...counts(row),
    first_lesson: instant(row.first_lesson),
    last_lesson: instant(row.last_lesson),
  }));
}

/** GET teacher_report_page/. */
export async function lessonsOfStudent(actor: Actor, query: StudentLessonsReportQuery) {
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
      ...teacherOf(row),
      course_id: row.course_id,
      course_title: titleOf(actor.language, row),
      type_lesson: row.type_lesson,
      status: row.status,
      start_at: instant(row.start_at) ?? "",
      end_at: instant(row.end_at) ?? "",
    })),
  };
}

/** GET report_student/. */
export async function lessonsAndHomeworkPerStudent(actor: Actor, query: StudentReportQuery) {
  await namedStudent(actor, query.student_id);
  await namedProgram(actor, query.course_id);
  const rows = await queries.lessonsAndHomeworkPerStudent(actor, {
    period: await periodOf(actor, query.start_date, query.end_date),
    studentId: query.student_id,
    courseId: query.course_id,
    access: studentAccess(actor),
    // A teacher sees the answers in the programs they teach, as in student_homework/.
    homeworkAccess: accessFilter(actor, "report.progress", answerColumns),
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
export async function lessonCountOfStudents(actor: Actor, query: StudentLessonCountQuery) {
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
async function summary(
  actor: Actor,
  { query, by }: { query: SummaryQuery; by: "month" | "type" | "program" },
): Promise<queries.SummaryRow[]> {
  await namedProgram(actor, query.course_id);
  return queries.summary(actor, {
    period: await periodOf(actor, query.start_date, query.end_date),
    courseId: query.course_id,
    access: teacherAccess(actor),
    attendanceAccess: teacherAccess(actor, queries.lessonStudentColumns.teacherId),
    by,
    // The programs' rows are ordered by their titles as the reader reads them (decision 0134).
    language: actor.language,
  });
}

export const summaryByMonth = async (actor: Actor, query: SummaryQuery) =>
  (await summary(actor, { query, by: "month" })).map((row) => ({
    month: row.key ?? "",
    ...counts(row),
    students: row.students,
  }));

export const summaryByType = async (actor: Actor, query: SummaryQuery) =>
  (await summary(actor, { query, by: "type" })).map((row) => ({
    type_lesson: row.key as queries.StudentLessonRow["type_lesson"],
    ...counts(row),
    students: row.students,
  }));

export const summaryByProgram = async (actor: Actor, query: SummaryQuery) =>
  (await summary(actor, { query, by: "program" })).map((row) => ({
    course_id: row.key === null ? null : Number(row.key),
    course_title: titleOf(actor.language, row),
    ...counts(row),
    teachers: row.teachers,
    students: row.students,
  }));
