import type { UiLanguage } from "@school/contracts";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { AccessActor } from "../../core/access/access.js";
import { preparedForCaller } from "../../core/access/prepared-for-caller.js";
import type { PageWindow } from "../../core/pagination.js";
import { preparedVariant } from "../../core/tenancy/prepared-in-school.js";
import { byId, inSchool, keyedInSchool, type Scope } from "../../core/tenancy/scope.js";
import { prepareRaw } from "../../db/prepared.js";
import {
  courses,
  exerciseAttempts,
  exerciseLists,
  exercises,
  homeworks,
  lessons,
  users,
} from "../../db/schema/index.js";
import { exListTitle, lessonName, programTitle } from "../../db/shown-names.js";
import { answerColumns } from "../answers/index.js";

/** What a teacher's list of handed-in answers is narrowed by; every filter is optional. */
export type ReviewFilter = {
  /** Only answers waiting for a grade (`submitted`), else every handed-in one (`submitted`, `graded`). */
  waiting: boolean;
  courseIds?: number[];
  exListId?: number;
  studentId?: number;
  q?: string;
  /** Handed in on or after / before (exclusive) these instants. */
  from?: string;
  before?: string;
  /** Lower-cased spellings of the programs' countries (`countrySpellings`). */
  countries?: string[];
  /** The rows the caller may see (the access module's filter on the answer's program). */
  visible: SQL | undefined;
  order: "oldest" | "newest";
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function conditions(scope: Scope, filter: ReviewFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    inSchool(scope, homeworks),
    filter.waiting ? eq(homeworks.status, "submitted") : inArray(homeworks.status, ["submitted", "graded"]),
    filter.visible,
  ];
  if (filter.courseIds) parts.push(inArray(homeworks.courseId, filter.courseIds));
  if (filter.exListId !== undefined) parts.push(eq(homeworks.exListId, filter.exListId));
  if (filter.studentId !== undefined) parts.push(eq(homeworks.userId, filter.studentId));
  if (filter.from) parts.push(sql`${homeworks.createdAt} >= ${filter.from}::timestamptz`);
  if (filter.before) parts.push(sql`${homeworks.createdAt} < ${filter.before}::timestamptz`);
  if (filter.countries?.length) {
    parts.push(
      inArray(
        homeworks.courseId,
        scope.db
          .select({ id: courses.id })
          .from(courses)
          .where(and(inSchool(scope, courses), inArray(sql`lower(trim(${courses.country}))`, filter.countries))),
      ),
    );
  }
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q)}%`;
    parts.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(homeworks.title, pattern),
        ilike(homeworks.desc, pattern),
        ilike(exercises.title, pattern),
      ),
    );
  }
  return and(...parts);
}

function orderOf(filter: ReviewFilter) {
  return filter.order === "oldest"
    ? [asc(homeworks.createdAt), asc(homeworks.id)]
    : [desc(homeworks.createdAt), desc(homeworks.id)];
}

/**
 * The rows the filter keeps, from `homeworks` alone unless the search needs the student's name and the task's title
 * (the joins cost most of a count over a school's answers).
 */
function filtered<Selection extends Record<string, unknown>>(scope: Scope, filter: ReviewFilter, selection: Selection) {
  const base = scope.db
    .select(selection as never)
    .from(homeworks)
    .$dynamic();
  const joined = filter.q
    ? base
        .innerJoin(users, eq(users.id, homeworks.userId))
        .leftJoin(exercises, and(eq(exercises.id, homeworks.taskId), inSchool(scope, exercises)))
    : base;
  return joined.where(conditions(scope, filter));
}

export async function countReview(scope: Scope, filter: ReviewFilter): Promise<number> {
  const [row] = (await filtered(scope, filter, { count: count() })) as { count: number }[];
  return row?.count ?? 0;
}

export async function selectReviewIds(scope: Scope, { filter, window }: { filter: ReviewFilter; window: PageWindow }) {
  return (await filtered(scope, filter, { id: homeworks.id })
    .orderBy(...orderOf(filter))
    .limit(window.limit)
    .offset(window.offset)) as { id: number }[];
}

/**
 * The ids of one page and the count of every row the filter keeps, in one statement, for a filter narrowed to some
 * programs (a teacher's, or one program's): the rows are found through the programs' index once, counted, and the
 * page sorted from them. Ordered by the school's answers' index instead (as `selectReviewIds` is), a teacher's page
 * walked the school's answers newest first past every other program's: 48,000 rows for a teacher with none
 * (decision 0121). A school-wide list keeps `countReview` and `selectReviewIds`, whose index serves it.
 */
export async function selectNarrowedReviewPage(
  scope: Scope,
  { filter, window }: { filter: ReviewFilter; window: PageWindow },
): Promise<{ count: number; ids: number[] }> {
  const result = await scope.db.execute<NarrowedPageRow>(narrowedPageQuery(scope, { filter, window }));
  return narrowedPageOf((result as unknown as { rows: NarrowedPageRow[] }).rows);
}

type NarrowedPageRow = { count: number; ids: number[] | null };
const narrowedPageOf = (rows: NarrowedPageRow[]) => ({ count: rows[0]!.count, ids: rows[0]!.ids ?? [] });

function narrowedPageQuery(scope: Scope, { filter, window }: { filter: ReviewFilter; window: PageWindow }) {
  const kept = filtered(scope, filter, { id: homeworks.id, createdAt: homeworks.createdAt });
  const order = filter.order === "oldest" ? sql`created_at asc, id asc` : sql`created_at desc, id desc`;
  return sql`with kept as materialized (${kept})
    select (select count(*)::int from kept) as count,
      (select array_agg(page.id order by ${order}) from (
        select id, created_at from kept order by ${order} limit ${window.limit} offset ${window.offset}) as page) as ids`;
}

/** A narrowed list filtered by nothing but what it shows and how it is ordered: at most one program, no search. */
export type PlainReview = { waiting: boolean; order: ReviewFilter["order"]; courseId?: number; window: PageWindow };

/**
 * `selectNarrowedReviewPage` for a `PlainReview` (a teacher's answers, a program's waiting ones: the lists a teacher
 * opens), `visible` the caller's filter: prepared per shape and role (core/access/prepared-for-caller.ts).
 */
export function plainReviewPages(visible: (actor: AccessActor) => SQL | undefined) {
  type Statement = (actor: AccessActor, input: Record<string, unknown>) => Promise<NarrowedPageRow[]>;
  const shapes = new Map<string, Statement>();
  return async (actor: AccessActor, input: PlainReview): Promise<{ count: number; ids: number[] }> => {
    const { waiting, order } = input;
    const ofProgram = input.courseId !== undefined;
    const name = `review_page_${waiting ? "waiting" : "handed_in"}_${order}${ofProgram ? "_of_program" : ""}`;
    let statement = shapes.get(name);
    if (statement === undefined) {
      statement = preparedForCaller(name, (caller, prepared) => {
        const filter: ReviewFilter = {
          waiting,
          order,
          courseIds: ofProgram ? [sql.placeholder("courseId") as unknown as number] : undefined,
          visible: visible(caller),
        };
        const window = placeholderWindow();
        return prepareRaw<NarrowedPageRow>(caller.db, narrowedPageQuery(caller, { filter, window }), prepared);
      });
      shapes.set(name, statement);
    }
    return narrowedPageOf(await statement(actor, { ...input.window, courseId: input.courseId }));
  };
}

const placeholderWindow = (): PageWindow => ({
  limit: sql.placeholder("limit") as unknown as number,
  offset: sql.placeholder("offset") as unknown as number,
});

/**
 * The rows of one page, with the student, the task (its content, never its key), the list, lesson and program, named
 * in the reader's language.
 */
export function selectReviewRows(scope: Scope, { ids, language }: { ids: number[]; language: UiLanguage }) {
  return preparedVariant<{ ids: number[] }, ReviewRowData[]>(`review_rows_${language}`, (prepared, name) =>
    reviewRowsQuery(prepared, language).prepare(name),
  )(scope, { ids });
}

function reviewRowsQuery(scope: Scope, language: UiLanguage) {
  return scope.db
    .select({
      ...answerColumns,
      student: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      taskTitle: exercises.title,
      taskContent: exercises.content,
      exListTitle: exListTitle(language),
      lessonName: lessonName(language),
      courseTitle: programTitle(language),
    })
    .from(homeworks)
    .innerJoin(users, eq(users.id, homeworks.userId))
    .innerJoin(courses, eq(courses.id, homeworks.courseId))
    .leftJoin(exercises, and(eq(exercises.id, homeworks.taskId), inSchool(scope, exercises)))
    .leftJoin(exerciseLists, eq(exerciseLists.id, homeworks.exListId))
    .leftJoin(lessons, eq(lessons.id, homeworks.lessonId))
    .where(and(inSchool(scope, homeworks), sql`${homeworks.id} = any(${sql.placeholder("ids")}::int[])`));
}
export type ReviewRowData = Awaited<ReturnType<typeof reviewRowsQuery>>[number];

/** A student's attempts with their list, lesson and program, the latest first, bounded. */
export function selectStudentResults(
  scope: Scope,
  input: { userId: number; visible: SQL | undefined; limit: number; language: UiLanguage },
) {
  const pending = scope.db
    .select({ exListId: homeworks.exListId, pending: sql<number>`count(*)::int`.as("pending") })
    .from(homeworks)
    .where(keyedInSchool(scope, { table: homeworks, key: { userId: input.userId, status: "submitted" } }))
    .groupBy(homeworks.exListId)
    .as("pending");
  return scope.db
    .select({
      course: { id: courses.id, titleRu: courses.titleRu, titleKk: courses.titleKk, titleEn: courses.titleEn },
      lesson: {
        id: lessons.id,
        name: lessonName(input.language),
        name_ru: lessons.name,
        name_kk: lessons.nameKk,
        name_en: lessons.nameEn,
      },
      exList: {
        id: exerciseLists.id,
        titleRu: exerciseLists.titleRu,
        titleKk: exerciseLists.titleKk,
        titleEn: exerciseLists.titleEn,
        minPercent: exerciseLists.minPercent,
      },
      startedAt: exerciseAttempts.startedAt,
      deadline: exerciseAttempts.deadline,
      finishedAt: exerciseAttempts.finishedAt,
      percent: exerciseAttempts.percent,
      passed: exerciseAttempts.passed,
      pending: sql<number>`coalesce(${pending.pending}, 0)`,
    })
    .from(exerciseAttempts)
    .innerJoin(exerciseLists, eq(exerciseLists.id, exerciseAttempts.exListId))
    .innerJoin(lessons, eq(lessons.id, exerciseLists.lessonId))
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .leftJoin(pending, eq(pending.exListId, exerciseAttempts.exListId))
    .where(and(inSchool(scope, exerciseAttempts), eq(exerciseAttempts.userId, input.userId), input.visible))
    .orderBy(desc(exerciseAttempts.startedAt), desc(exerciseAttempts.exListId))
    .limit(input.limit);
}

export async function writeTeacherGrade(
  scope: Scope,
  input: { id: number; grade: number; comment: string; gradedBy: number },
) {
  await scope.db
    .update(homeworks)
    .set({
      grade: input.grade,
      comment: input.comment,
      status: "graded",
      gradedBy: input.gradedBy,
      gradedAt: sql`now()`,
    })
    .where(byId(scope, homeworks, input.id));
}

/** The answer keys of tasks, for the grading queue only (a grader holds `exercise.readKey` on the same programs). */
export function selectTaskKeys(scope: Scope, taskIds: number[]) {
  if (taskIds.length === 0) return Promise.resolve([]);
  return scope.db
    .select({ id: exercises.id, key: exercises.answer })
    .from(exercises)
    .where(and(inSchool(scope, exercises), inArray(exercises.id, taskIds)));
}
