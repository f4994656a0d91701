import {
  type ProgressCourseQuery,
  REPORT_PAGE_SIZE,
  type StudentHomeworkQuery,
  type StudentProgressQuery,
} from "@school/contracts";
import { sql } from "drizzle-orm";
import { type Actor, accessFilter, requireListAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { pageLinks, pageWindow } from "../../core/pagination.js";
import { schoolTimeZone } from "../../core/school-day.js";
import { assertOwnedResources } from "../../core/tenancy/resources.js";
import type { Deps } from "../../deps.js";
import * as queries from "./reports.queries.js";

type Target = { schoolId: number; caller: Caller; requestUrl: string };
const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

const number = (value: string | number | null) => (value === null ? null : Number(value));
const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const titleOf = (row: { title_ru: string; title_kk: string; title_en: string }) =>
  row.title_ru || row.title_en || row.title_kk;

/** Who the rows are about, for the access module's filter over the reports' `visible` memberships. */
const membershipColumns = { userId: sql`cm.user_id`, courseId: sql`cm.course_id` };

function page<Row extends { full_count: number }, Item>(
  deps: Deps,
  target: Target,
  input: { rows: Row[]; page: number; map: (row: Row) => Item },
) {
  const count = input.rows[0]?.full_count ?? 0;
  const links = pageLinks({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl: target.requestUrl,
    page: input.page,
    pageSize: REPORT_PAGE_SIZE,
    count,
  });
  return { count, ...links, results: input.rows.map(input.map) };
}

/** GET progress_course/: the programs with the caller's visible students, and how far those students are. */
export async function programProgress(deps: Deps, target: Target & { query: ProgressCourseQuery }) {
  const { query } = target;
  const actor = actorOf(deps, target);
  if (query.course_id !== undefined)
    await assertOwnedResources(deps.db, target.schoolId, { course_id: "course" }, query);
  const rows = await queries.programProgress(actor, {
    courseId: query.course_id,
    access: accessFilter(actor, "report.progress", membershipColumns),
    period: { from: query.pub_date_after, to: query.pub_date_before, zone: await schoolTimeZone(actor) },
    ...pageWindow(query.page, REPORT_PAGE_SIZE),
  });
  return page(deps, target, {
    rows,
    page: query.page,
    map: (row) => ({
      course_id: row.course_id,
      title: titleOf(row),
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
export async function studentProgress(deps: Deps, target: Target & { courseId: number; query: StudentProgressQuery }) {
  const { query } = target;
  const actor = actorOf(deps, target);
  const rows = await queries.studentProgress(actor, {
    courseId: target.courseId,
    q: query.q || undefined,
    access: accessFilter(actor, "report.progress", membershipColumns),
    period: { from: query.start_date, to: query.end_date, zone: await schoolTimeZone(actor) },
    ...pageWindow(query.page, REPORT_PAGE_SIZE),
  });
  return page(deps, target, {
    rows,
    page: query.page,
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
export async function studentHomework(deps: Deps, target: Target & { query: StudentHomeworkQuery }) {
  const { query } = target;
  const actor = actorOf(deps, target);
  const studentId = query.homework_student__student_id;
  await assertOwnedResources(
    deps.db,
    target.schoolId,
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
  });
  return page(deps, target, {
    rows,
    page: query.page,
    map: (row) => ({
      id: row.id,
      user_id: row.user_id,
      first_name: row.first_name,
      last_name: row.last_name,
      course_id: row.course_id,
      course_title: titleOf(row),
      lesson_name: row.lesson_name,
      title: row.title,
      status: row.status,
      grade: number(row.grade),
      submitted_at: instant(row.updated_at) ?? "",
      graded_at: instant(row.graded_at),
    }),
  });
}
