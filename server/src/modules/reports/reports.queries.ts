import type { UiLanguage } from "@school/contracts";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { likePattern } from "../../core/filters.js";
import type { PageWindow } from "../../core/pagination.js";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { courseMembers, homeworks, lessons } from "../../db/schema/index.js";
import { lessonNameOf, programTitleOf } from "../../db/shown-names.js";

/** The raw statements' aliases as tables, so that each alias's school condition is `inSchool`'s. */
const aliased = {
  membership: alias(courseMembers, "cm"),
  lesson: alias(lessons, "l"),
  answer: alias(homeworks, "h"),
};

/**
 * The learning reports' SQL (decision 0031). Each report starts from the program memberships the caller may see
 * (`visible`, narrowed by the access module's filter over `cm.user_id` and `cm.course_id`), so a teacher's or a
 * student's figures are computed from their own rows only, never filtered after the fact.
 */

/**
 * A period of calendar days, both included, in the school's time zone: the bounds become instants in SQL (the start
 * of `from`, the start of the day after `to`), once per query, so a timestamp index serves the comparison. The zone
 * is read before the report (`schoolTimeZone`) rather than inside it: with the zone a value, the planner sees the
 * period's bounds and estimates the rows a year holds (a sub-select hid them, and a year's aggregate was planned as a
 * few rows and sorted on disk).
 */
export type Period = { from?: string; to?: string; zone: string };

/**
 * The reports' aliased columns the access module's filters (`accessFilter`) are written over: `cm` a membership of
 * the `visible` memberships, `h` an answer.
 */
export const membershipColumns = { userId: sql`cm.user_id`, courseId: sql`cm.course_id` };
export const answerColumns = { userId: sql`h.user_id`, courseId: sql`h.course_id` };

export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** What every report reads: the rows the caller may see (the access module's filter), in a period, a page of them. */
type ReportWindow = PageWindow & { access: SQL | undefined; period: Period };

/** A page of a report: the statement's rows from `offset` on, `limit` at most. */
async function pageOf<Row>(
  scope: Scope,
  { statement, limit, offset }: PageWindow & { statement: SQL },
): Promise<Row[]> {
  return rowsOf<Row>(await scope.db.execute(sql`${statement} limit ${limit} offset ${offset}`));
}
export const after = (column: SQL, period: Period) =>
  period.from ? sql`${column} >= (${period.from}::date::timestamp at time zone ${period.zone})` : sql`true`;
export const before = (column: SQL, period: Period) =>
  period.to ? sql`${column} < ((${period.to}::date + 1)::timestamp at time zone ${period.zone})` : sql`true`;
export const within = (column: SQL, period: Period) => sql`${after(column, period)} and ${before(column, period)}`;

/** The memberships (student, program) of the school the caller may see, as a CTE body. */
function visibleMemberships(scope: Scope, filter: { courseId?: number; access: SQL | undefined; q?: string }) {
  const pattern = filter.q ? likePattern(filter.q) : null;
  return sql`select cm.course_id, cm.user_id from course_members cm
    ${pattern ? sql`join users u on u.id = cm.user_id` : sql``}
    where ${inSchool(scope, aliased.membership)} and cm.role = 'student'
      ${filter.courseId === undefined ? sql`` : sql`and cm.course_id = ${filter.courseId}`}
      ${filter.access ? sql`and ${filter.access}` : sql``}
      ${pattern ? sql`and (u.first_name ilike ${pattern} or u.last_name ilike ${pattern} or (u.first_name || ' ' || u.last_name) ilike ${pattern})` : sql``}`;
}

/**
 * Per visible membership: lessons finished in the period and by its end, answers handed in and graded. The
 * completions and answers of the visible students in the visible programs are grouped per (program, student), each
 * filter a hashed semi-join, and the visible memberships pick their groups by the left joins at the end. Asking for
 * the pair (program, student) in each led the planner to join every membership to its program's every lesson (40
 * times the memberships, hashed on disk) before the completions, or to look each membership's answers up one by one.
 * `visible` is inlined where it is used (`not materialized`): the planner then knows from the memberships' statistics
 * how many students and programs it holds, where a materialized one is guessed at 200 rows and the completions were
 * read one student at a time through an index.
 */
function perMembership(scope: Scope, period: Period) {
  return sql`lesson_counts as (
      select l.course_id, count(*)::int as lessons from lessons l
      where ${inSchool(scope, aliased.lesson)} and l.course_id in (select course_id from visible)
      group by l.course_id
    ),
    done as (
      select l.course_id, lc.user_id,
        count(*) filter (where ${within(sql`lc.completed_at`, period)})::int as in_period,
        count(*) filter (where ${before(sql`lc.completed_at`, period)})::int as total,
        max(lc.completed_at) filter (where ${within(sql`lc.completed_at`, period)}) as last_done
      from lesson_completions lc
      join lessons l on l.id = lc.lesson_id and ${inSchool(scope, aliased.lesson)}
      where lc.user_id in (select user_id from visible) and l.course_id in (select course_id from visible)
      group by l.course_id, lc.user_id
    ),
    answers as (
      select h.course_id, h.user_id,
        count(*)::int as submitted,
        count(*) filter (where h.status = 'graded')::int as graded,
        sum(h.grade) filter (where h.status = 'graded' and h.grade is not null) as grade_sum,
        count(h.grade) filter (where h.status = 'graded')::int as grade_count,
        max(h.updated_at) as last_answer
      from homeworks h
      where ${inSchool(scope, aliased.answer)} and h.status <> 'saved' and ${within(sql`h.updated_at`, period)}
        and h.user_id in (select user_id from visible) and h.course_id in (select course_id from visible)
      group by h.course_id, h.user_id
    ),
    per_member as (
      select v.course_id, v.user_id, coalesce(lcn.lessons, 0) as lessons,
        coalesce(d.in_period, 0) as in_period, coalesce(d.total, 0) as total,
        coalesce(a.submitted, 0) as submitted, coalesce(a.graded, 0) as graded,
        a.grade_sum, coalesce(a.grade_count, 0) as grade_count,
        greatest(d.last_done, a.last_answer) as last_activity,
        case when coalesce(lcn.lessons, 0) = 0 then 0
          else least(100, 100.0 * coalesce(d.total, 0) / lcn.lessons) end as percent
      from visible v
      left join lesson_counts lcn on lcn.course_id = v.course_id
      left join done d on d.course_id = v.course_id and d.user_id = v.user_id
      left join answers a on a.course_id = v.course_id and a.user_id = v.user_id
    )`;
}

export type ProgramProgressRow = {
  course_id: number;
  title_ru: string;
  title_kk: string;
  title_en: string;
  students: number;
  lessons: number;
  completed_lessons: number;
  homework_submitted: number;
  homework_graded: number;
  average_grade: string | null;
  progress_percent: string;
  full_count: number;
};

export async function programProgress(
  scope: Scope,
  input: ReportWindow & {
    courseId?: number;
    /** The programs are ordered by their titles as the reader reads them (decision 0134). */
    language: UiLanguage;
  },
) {
  return pageOf<ProgramProgressRow>(scope, {
    statement: sql`with visible as not materialized (${visibleMemberships(scope, input)}),
    ${perMembership(scope, input.period)}
    select c.id as course_id, c.title_ru, c.title_kk, c.title_en,
      count(*)::int as students, max(p.lessons)::int as lessons,
      sum(p.in_period)::int as completed_lessons, sum(p.submitted)::int as homework_submitted,
      sum(p.graded)::int as homework_graded,
      round(sum(p.grade_sum) / nullif(sum(p.grade_count), 0), 1) as average_grade,
      round(avg(p.percent), 1) as progress_percent,
      count(*) over ()::int as full_count
    from per_member p join courses c on c.id = p.course_id
    group by c.id
    order by ${programTitleOf(input.language, "c")}, c.id`,
    limit: input.limit,
    offset: input.offset,
  });
}

export type StudentProgressRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  lessons: number;
  in_period: number;
  total: number;
  percent: string;
  submitted: number;
  graded: number;
  average_grade: string | null;
  last_activity: Date | string | null;
  full_count: number;
};

export async function studentProgress(scope: Scope, input: ReportWindow & { courseId: number; q?: string }) {
  return pageOf<StudentProgressRow>(scope, {
    statement: sql`with visible as not materialized (${visibleMemberships(scope, input)}),
    ${perMembership(scope, input.period)}
    select u.id as user_id, u.first_name, u.last_name, p.lessons, p.in_period, p.total,
      round(p.percent, 1) as percent, p.submitted, p.graded,
      round(p.grade_sum / nullif(p.grade_count, 0), 1) as average_grade, p.last_activity,
      count(*) over ()::int as full_count
    from per_member p join users u on u.id = p.user_id
    order by u.last_name, u.first_name, u.id`,
    limit: input.limit,
    offset: input.offset,
  });
}

export type HomeworkRow = {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  course_id: number;
  title_ru: string;
  title_kk: string;
  title_en: string;
  lesson_name: string | null;
  title: string;
  status: "submitted" | "graded";
  grade: string | number | null;
  updated_at: Date | string;
  graded_at: Date | string | null;
  full_count: number;
};

export async function studentHomework(
  scope: Scope,
  input: ReportWindow & { studentId?: number; courseId?: number; language: UiLanguage },
) {
  return pageOf<HomeworkRow>(scope, {
    statement: sql`select h.id, h.user_id, u.first_name, u.last_name, h.course_id,
      c.title_ru, c.title_kk, c.title_en, ${lessonNameOf(input.language, "l")} as lesson_name, h.title, h.status, h.grade, h.updated_at,
      h.graded_at, count(*) over ()::int as full_count
    from homeworks h
    join users u on u.id = h.user_id
    join courses c on c.id = h.course_id
    left join lessons l on l.id = h.lesson_id
    where ${inSchool(scope, aliased.answer)} and h.status <> 'saved'
      and ${within(sql`h.updated_at`, input.period)}
      ${input.studentId === undefined ? sql`` : sql`and h.user_id = ${input.studentId}`}
      ${input.courseId === undefined ? sql`` : sql`and h.course_id = ${input.courseId}`}
      ${input.access ? sql`and ${input.access}` : sql``}
    order by h.updated_at desc, h.id desc`,
    limit: input.limit,
    offset: input.offset,
  });
}
