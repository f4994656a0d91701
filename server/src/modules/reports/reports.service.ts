import {
  type ProgressCourseQuery,
  REPORT_PAGE_SIZE,
  type StudentHomeworkQuery,
  type StudentProgressQuery,
  titleInLanguage,
} from "@school/contracts";
import { accessFilter, requireListAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { type PageWindow, pageLinks, pageWindow } from "../../core/pagination.js";
import { schoolTimeZone } from "../../core/school-day.js";
import { assertOwnedResources } from "../../core/tenancy/resources.js";
import * as queries from "./reports.queries.js";

/** A paged report's query and the address it was asked at, for the page links. */
export type PageRequest<Query extends { page: number }> = { query: Query; requestUrl: string };

const number = (value: string | number | null) => (value === null ? null : Number(value));
const instant = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

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

/**
 * A report over a period: its rows for the days the query names, read in the school's time zone, and the page asked;
 * then that page with its links.
 */
async function periodReport<Row extends { full_count: number }, Item>(
  actor: Actor,
  input: PageRequest<{ page: number }> & {
    period: Omit<queries.Period, "zone">;
    load: (window: { period: queries.Period } & PageWindow) => Promise<Row[]>;
    map: (row: Row) => Item;
  },
) {
  const period = { ...input.period, zone: await schoolTimeZone(actor) };
  const rows = await input.load({ period, ...pageWindow(input.query.page, REPORT_PAGE_SIZE) });
  return reportPage(actor, { ...input, rows });
}

/** GET progress_course/: the programs with the caller's visible students, and how far those students are. */
export async function programProgress(actor: Actor, input: PageRequest<ProgressCourseQuery>) {
  const { query } = input;
  if (query.course_id !== undefined)
    await assertOwnedResources(actor.db, actor.schoolId, { course_id: "course" }, query);
  return periodReport(actor, {
    ...input,
    period: { from: query.pub_date_after, to: query.pub_date_before },
    load: (window) =>
      queries.programProgress(actor, {
        courseId: query.course_id,
        access: accessFilter(actor, "report.progress", queries.membershipColumns),
        ...window,
        language: actor.language,
      }),
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
  return periodReport(actor, {
    ...input,
    period: { from: query.start_date, to: query.end_date },
    load: (window) =>
      queries.studentProgress(actor, {
        courseId: input.courseId,
        q: query.q || undefined,
        access: accessFilter(actor, "report.progress", queries.membershipColumns),
        ...window,
      }),
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
  return periodReport(actor, {
    ...input,
    period: { from: query.pub_date_after, to: query.pub_date_before },
    load: (window) =>
      queries.studentHomework(actor, {
        studentId,
        courseId: query.id,
        access: accessFilter(actor, "report.progress", queries.answerColumns),
        ...window,
        language: actor.language,
      }),
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
