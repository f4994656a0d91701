import type { UiLanguage } from "@school/contracts";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { studentOfProgram } from "../../../core/access/membership.js";
import type { PageWindow } from "../../../core/pagination.js";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import {
  courseMembers,
  exerciseAttempts,
  exerciseLists,
  exercises,
  homeworks,
  lessons,
  users,
} from "../../../db/schema/index.js";
import { lessonNameOf } from "../../../db/shown-names.js";

/** The raw statements' aliases as tables, so that each alias's school condition is `inSchool`'s. */
const aliased = {
  attempt: alias(exerciseAttempts, "attempt"),
  lesson: alias(lessons, "le"),
  list: alias(exerciseLists, "l"),
};

/**
 * The trackers' statements: each answers one call in one statement (students of a page with their aggregates in
 * lateral subqueries over indexed columns), so a page costs the same whatever the program's size.
 */

const iso = (column: SQL | unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** The students of a program, one page by name, with the total in every row. */
const studentsPage = (scope: Scope, courseId: number, window: PageWindow) => sql`
  select ${users.id} as user_id, ${users.firstName} as first_name, ${users.lastName} as last_name,
         count(*) over ()::int as total
  from ${courseMembers}
  join ${users} on ${users.id} = ${courseMembers.userId} and ${inSchool(scope, users)}
  where ${studentOfProgram(scope, { courseId })}
  order by ${users.lastName}, ${users.firstName}, ${users.id}
  limit ${window.limit} offset ${window.offset}`;

export type CourseTrackerDbRow = {
  user_id: number;
  first_name: string;
  last_name: string;
  total: number;
  lists_total: number;
  lists_finished: number;
  lists_passed: number;
  percent: number | null;
  homework_submitted: number;
  homework_graded: number;
  grade: number | null;
  last_activity: string | null;
};

export function selectCourseTracker(scope: Scope, { courseId, window }: { courseId: number; window: PageWindow }) {
  return rowsOf<CourseTrackerDbRow>(
    scope.db,
    sql`
    with page as (${studentsPage(scope, courseId, window)}),
    lists as (
      select ${exerciseLists.id} as id from ${exerciseLists}
      join ${lessons} on ${lessons.id} = ${exerciseLists.lessonId} and ${inSchool(scope, lessons)}
      where ${lessons.courseId} = ${courseId} and ${inSchool(scope, exerciseLists)}
    )
    select page.user_id, page.first_name, page.last_name, page.total,
           (select count(*)::int from lists) as lists_total,
           coalesce(attempts.finished, 0)::int as lists_finished, coalesce(attempts.passed, 0)::int as lists_passed,
           attempts.percent::float8 as percent,
           coalesce(work.submitted, 0)::int as homework_submitted, coalesce(work.graded, 0)::int as homework_graded,
           work.grade::float8 as grade,
           ${iso(sql`greatest(attempts.last_at, work.last_at)`)} as last_activity
    from page
    left join lateral (
      select count(${exerciseAttempts.finishedAt}) as finished,
             count(*) filter (where ${exerciseAttempts.passed}) as passed,
             avg(${exerciseAttempts.percent}) filter (where ${exerciseAttempts.finishedAt} is not null) as percent,
             max(coalesce(${exerciseAttempts.finishedAt}, ${exerciseAttempts.startedAt})) as last_at
      from ${exerciseAttempts}
      where ${exerciseAttempts.userId} = page.user_id and ${inSchool(scope, exerciseAttempts)}
        and ${exerciseAttempts.exListId} in (select id from lists)
    ) attempts on true
    left join lateral (
      select count(*) filter (where ${homeworks.status} = 'submitted') as submitted,
             count(*) filter (where ${homeworks.status} = 'graded') as graded,
             avg(${homeworks.grade}) filter (where ${homeworks.status} = 'graded') as grade,
             max(${homeworks.updatedAt}) as last_at
      from ${homeworks}
      where ${homeworks.courseId} = ${courseId} and ${homeworks.userId} = page.user_id
        and ${inSchool(scope, homeworks)}
    ) work on true
    order by page.last_name, page.first_name, page.user_id`,
  );
}

/** Students of the program (for a page past the end, where no row carries the total). */
export async function countStudents(scope: Scope, courseId: number): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    scope.db,
    sql`select count(*)::int as total from ${courseMembers} where ${studentOfProgram(scope, { courseId })}`,
  );
  return row?.total ?? 0;
}

/** A student's results in one list: the attempt, and their answers' state there. */
const listResult = (scope: Scope, listId: SQL, userId: SQL) => sql`
    ${iso(sql`attempt.started_at`)} as started_at, ${iso(sql`attempt.deadline`)} as deadline,
    ${iso(sql`attempt.finished_at`)} as finished_at, attempt.percent::float8 as percent,
    coalesce(attempt.passed, false) as passed,
    coalesce(work.answered, 0)::int as answered, coalesce(work.submitted, 0)::int as submitted,
    coalesce(work.graded, 0)::int as graded, work.grade::float8 as grade
  from (select 1) as one
  left join ${exerciseAttempts} as attempt
    on attempt.ex_list_id = ${listId} and attempt.user_id = ${userId} and ${inSchool(scope, aliased.attempt)}
  left join lateral (
    select count(*) as answered,
           count(*) filter (where ${homeworks.status} = 'submitted') as submitted,
           count(*) filter (where ${homeworks.status} = 'graded') as graded,
           avg(${homeworks.grade}) filter (where ${homeworks.status} = 'graded') as grade
    from ${homeworks}
    where ${homeworks.exListId} = ${listId} and ${homeworks.userId} = ${userId}
      and ${inSchool(scope, homeworks)}
  ) work on true`;

export type ListResultDbRow = {
  started_at: string | null;
  deadline: string | null;
  finished_at: string | null;
  percent: number | null;
  passed: boolean;
  answered: number;
  submitted: number;
  graded: number;
  grade: number | null;
};

export type StudentListDbRow = ListResultDbRow & {
  ex_list_id: number;
  title_ru: string;
  title_kk: string;
  title_en: string;
  lesson_id: number;
  lesson_name: string;
  min_percent: number;
  tasks_count: number;
};

/** Every list of the program in lesson order, with one student's results in each (bounded by `limit`). */
export function selectStudentLists(
  scope: Scope,
  input: { courseId: number; userId: number; limit: number; language: UiLanguage },
) {
  return rowsOf<StudentListDbRow>(
    scope.db,
    sql`
    select l.id as ex_list_id, l.title_ru, l.title_kk, l.title_en, l.lesson_id, ${lessonNameOf(input.language, "le")} as lesson_name,
           l.min_percent,
           (select count(*)::int from ${exercises} where ${exercises.exListId} = l.id) as tasks_count,
           result.*
    from ${exerciseLists} as l
    join ${lessons} as le on le.id = l.lesson_id and ${inSchool(scope, aliased.lesson)}
    cross join lateral (select ${listResult(scope, sql`l.id`, sql`${input.userId}::int`)}) as result
    where le.course_id = ${input.courseId} and ${inSchool(scope, aliased.list)}
    order by le."order", le.id, l."order", l.id
    limit ${input.limit}`,
  );
}

/** The user, if a student of the program: names for the tracker's heading. */
export async function findProgramStudent(scope: Scope, input: { courseId: number; userId: number }) {
  const [row] = await rowsOf<{ first_name: string; last_name: string }>(
    scope.db,
    sql`select ${users.firstName} as first_name, ${users.lastName} as last_name
        from ${users}
        join ${courseMembers} on ${studentOfProgram(scope, { courseId: input.courseId, userId: users.id })}
        where ${users.id} = ${input.userId} and ${inSchool(scope, users)}`,
  );
  return row ?? null;
}

export type ExListTrackerDbRow = ListResultDbRow & {
  user_id: number;
  first_name: string;
  last_name: string;
  total: number;
};

/** The students of the list's program, a page by name, with their results in the list. */
export function selectExListTracker(scope: Scope, input: { courseId: number; exListId: number; window: PageWindow }) {
  return rowsOf<ExListTrackerDbRow>(
    scope.db,
    sql`
    with page as (${studentsPage(scope, input.courseId, input.window)})
    select page.user_id, page.first_name, page.last_name, page.total, result.*
    from page
    cross join lateral (select ${listResult(scope, sql`${input.exListId}::int`, sql`page.user_id`)}) as result
    order by page.last_name, page.first_name, page.user_id`,
  );
}
