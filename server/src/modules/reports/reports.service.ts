import {
  type ProgressCourseQuery,
  REPORT_PAGE_SIZE,
  type StudentHomeworkQuery,
  type StudentProgressQuery,
  titleInLanguage,
} from "@school/contracts";
import { sql } from "drizzle-orm";
import { accessFilter, requireListAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { pageLinks, pageWindow } from "../../core/pagination.js";
import { schoolTimeZone } from "../../core/school-day.js";
import { assertOwnedResources } from "../../core/tenancy/resources.js";
import * as queries from "./reports.queries.js";

/** A paged report's query and the address it was asked at, for the page links. */
export type PageRequest<Query extends { page: number }> = { query: Query; requestUrl: string };

const number = (value: string | number | null) => (value === null ? null : Number(value));
const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Who the rows are about, for the access module's filter over the reports' `visible` memberships. */
const membershipColumns = { userId: sql`cm.user_id`, courseId: sql`cm.course_id` };

/** A page of report rows (each carrying the full count), with the links to its neighbours. */
export function reportPage<Row extends { full_count: number }, Item>(
  actor: Actor,
  input: PageRequest<{ page: number }> & { rows: Row[]; map: (row: Row) => Item },
) {
  const count = input.rows[0]?.full_count ?? 0;
  const links = pageLinks({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.query.page,
    pageSize: REPORT_PAGE_SIZE,
    count,
  });
  return { count, ...links, results: input.rows.map(input.map) };
}

/** GET progress_course/: the programs with the caller's visible students, and how far those students are. */
export async function programProgress(actor: Actor, input: PageRequest<ProgressCourseQuery>) {
  const { query } = input;
  if (query.course_id !== undefined)
    await assertOwnedResources(actor.db, actor.schoolId, { course_id: "course" }, query);
  const rows = await queries.programProgress(actor, {
    courseId: query.course_id,
    access: accessFilter(actor, "report.progress", membershipColumns),
    period: { from: query.pub_date_after, to: query.pub_date_before, zone: await schoolTimeZone(actor) },
    ...pageWindow(query.page, REPORT_PAGE_SIZE),
    language: actor.language,
  });
  return reportPage(actor, {
    ...input,
    rows,
    map: (row) => ({
      course_id: row.course_id,
      title: titleInLanguage(actor.language, row),
      students: row.students,
      lessons: row.lessons,
      completed_lessons: row.completed_lessons,
      homework_submitted: row.homework_submitted,
      homework_graded: row.homework_graded,
      average_grade: number(row.average_grade),
      progress_percent: Number(row.progress_percent),
    }),
  });
}

/** GET student_progress/{courseId}/: the program's students the caller may see, each with their progress. */
export async function studentProgress(actor: Actor, input: PageRequest<StudentProgressQuery> & { courseId: number }) {
  const { query } = input;
  const rows = await queries.studentProgress(actor, {
    courseId: input.courseId,
    q: query.q || undefined,
    access: accessFilter(actor, "report.progress", membershipColumns),
    period: { from: query.start_date, to: query.end_date, zone: await schoolTimeZone(actor) },
    ...pageWindow(query.page, REPORT_PAGE_SIZE),
  });
  return reportPage(actor, {
    ...input,
    rows,
    map: (row) => ({
      user_id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      lessons: row.lessons,
      completed_in_period: row.in_period,
      completed_total: row.total,
      progress_percent: Number(row.percent),
      homework_submitted: row.submitted,
      homework_graded: row.graded,
      average_grade: number(row.average_grade),
      last_activity: instant(row.last_activity),
    }),
  });
}

/** GET student_homework/: handed-in answers, one student's when named (403 when the caller may not see them). */
export async function studentHomework(actor: Actor, input: PageRequest<StudentHomeworkQuery>) {
  const { query } = input;
  const studentId = query.homework_student__student_id;
  await assertOwnedResources(
    actor.db,
    actor.schoolId,
    {
      ...(studentId === undefined ? {} : { homework_student__student_id: "user" as const }),
      ...(query.id === undefined ? {} : { id: "course" as const }),
    },
    query,
  );
  if (studentId !== undefined) await requireListAccess(actor, "report.progress", { userId: studentId });
  const rows = await queries.studentHomework(actor, {
    studentId,
    courseId: query.id,
    access: accessFilter(actor, "report.progress", { userId: sql`h.user_id`, courseId: sql`h.course_id` }),
    period: { from: query.pub_date_after, to: query.pub_date_before, zone: await schoolTimeZone(actor) },
    ...pageWindow(query.page, REPORT_PAGE_SIZE),
    language: actor.language,
  });
  return reportPage(actor, {
    ...input,
    rows,
    map: (row) => ({
      id: row.id,
      user_id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      course_id: row.course_id,
      course_title: titleInLanguage(actor.language, row),
      lesson_name: row.lesson_name,
      title: row.title,
      status: row.status,
      grade: number(row.grade),
      submitted_at: instant(row.updated_at) ?? "",
      graded_at: instant(row.graded_at),
    }),
  });
}
