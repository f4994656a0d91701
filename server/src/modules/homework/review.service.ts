import {
  type ForProgramQuery,
  GRADING_QUEUE_LIMIT,
  type GradeAnswerBody,
  type GradingQueue,
  type GradingQueueQuery,
  type HomeworkAnswer,
  listOutcome,
  REVIEW_PAGE_SIZE,
  type ReviewPage,
  type ReviewRow,
  STUDENT_RESULTS_LIMIT,
  type StudentResult,
} from "@school/contracts";
import { type AccessActor, accessFilter, requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { notify } from "../../core/notify/notify.js";
import { drfPage, type PageWindow, pageWindow, rowsOfPage } from "../../core/pagination.js";
import { schoolDayOf } from "../../core/school-day.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { homeworks, lessons } from "../../db/schema/index.js";
import { findAnswer, findList, recomputeAttempt, toHomeworkAnswer } from "../answers/index.js";
import { countrySpellings } from "../dictionary/index.js";
import { userIdValue } from "../lessons/index.js";
import * as queries from "./review.queries.js";

/**
 * The teacher's side of answers (decision 0024): the handed-in answers of the programs a teacher teaches (staff:
 * the school's), their lists, and grading one.
 */

type PageOf = { page: number; requestUrl: string };

const toReviewRow = (actor: Actor, row: queries.ReviewRowData): ReviewRow => ({
  ...toHomeworkAnswer(actor.deps, row),
  student: { id: row.student.id, first_name: row.student.firstName, last_name: row.student.lastName },
  task_title: row.taskTitle ?? row.title,
  task_content: row.taskContent ?? null,
  ex_list_title: row.exListTitle ?? null,
  lesson_name: row.lessonName ?? null,
  course_title: row.courseTitle,
});

async function reviewPage(actor: Actor, input: PageOf & { filter: queries.ReviewFilter }): Promise<ReviewPage> {
  const window = pageWindow(input.page, REVIEW_PAGE_SIZE);
  const loadRows = (ids: number[]) => queries.selectReviewRows(actor, { ids, language: actor.language });
  const narrowed = input.filter.visible !== undefined || input.filter.courseIds !== undefined;
  const [count, rows] = narrowed
    ? await narrowedPage(actor, { filter: input.filter, window, loadRows })
    : await Promise.all([
        queries.countReview(actor, input.filter),
        rowsOfPage({
          window,
          selectIds: (page) => queries.selectReviewIds(actor, { filter: input.filter, window: page }),
          loadRows,
        }),
      ]);
  return drfPage({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.page,
    pageSize: REVIEW_PAGE_SIZE,
    count,
    results: rows.map((row) => toReviewRow(actor, row)),
  });
}

/** A list narrowed to some programs: its count and its page's ids in one statement, then the page's rows. */
async function narrowedPage(
  actor: Actor,
  input: {
    filter: queries.ReviewFilter;
    window: PageWindow;
    loadRows: (ids: number[]) => Promise<queries.ReviewRowData[]>;
  },
): Promise<[number, queries.ReviewRowData[]]> {
  const { filter, window } = input;
  const { count, ids } = isPlain(filter)
    ? await plainPages(actor, { waiting: filter.waiting, order: filter.order, courseId: filter.courseIds?.[0], window })
    : await queries.selectNarrowedReviewPage(actor, input);
  const rows = await rowsOfPage({ ...input, selectIds: async () => ids.map((id) => ({ id })) });
  return [count, rows];
}

/** The rows of every list of answers here: of the programs the caller grades. */
const visibleTo = (actor: AccessActor) => accessFilter(actor, "answer.grade", { courseId: homeworks.courseId });

const plainPages = queries.plainReviewPages(visibleTo);

/** A list narrowed by what `visibleTo` lets the caller see and at most one program, nothing else (`PlainReview`). */
const isPlain = (filter: queries.ReviewFilter) =>
  (filter.courseIds === undefined || filter.courseIds.length === 1) &&
  filter.exListId === undefined &&
  filter.studentId === undefined &&
  filter.q === undefined &&
  filter.from === undefined &&
  filter.before === undefined &&
  filter.countries === undefined;

/** `get_new_result_ex/{id}/`: a program's answers waiting for a grade, the oldest first. */
export async function newResults(
  actor: Actor,
  input: { courseId: number; query: { student_id?: number; q?: string; page: number }; requestUrl: string },
): Promise<ReviewPage> {
  const { query } = input;
  await requireAccess(actor, "answer.grade", { courseId: input.courseId });
  return reviewPage(actor, {
    filter: {
      waiting: true,
      courseIds: [input.courseId],
      studentId: query.student_id,
      q: query.q || undefined,
      visible: visibleTo(actor),
      order: "oldest",
    },
    page: query.page,
    requestUrl: input.requestUrl,
  });
}

/**
 * `grading_queue/` (decision 0078): the answers waiting for the caller's grade, the oldest first, with their tasks'
 * keys, so a teacher grades one after another with the rubric beside the answer. Scoped as every review list: the
 * programs the caller grades, in their school; a list or a program the caller does not grade gives an empty queue.
 */
export async function gradingQueue(actor: Actor, query: GradingQueueQuery): Promise<GradingQueue> {
  const filter: queries.ReviewFilter = {
    waiting: true,
    courseIds: query.course === undefined ? undefined : [query.course],
    exListId: query.ex_list,
    studentId: query.student_id,
    visible: visibleTo(actor),
    order: "oldest",
  };
  const window = { limit: GRADING_QUEUE_LIMIT, offset: 0 };
  const [count, ids] = await Promise.all([
    queries.countReview(actor, filter),
    queries.selectReviewIds(actor, { filter, window }),
  ]);
  const rows = await queries.selectReviewRows(actor, { ids: ids.map((row) => row.id), language: actor.language });
  const keys = new Map(
    (
      await queries.selectTaskKeys(actor, [
        ...new Set(rows.flatMap((row) => (row.taskId === null ? [] : [row.taskId]))),
      ])
    ).map((row) => [row.id, row.key]),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results = ids.flatMap(({ id }) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{ ...toReviewRow(actor, row), task_key: row.taskId === null ? null : (keys.get(row.taskId) ?? null) }];
  });
  return { count, results };
}

/** `sort/`: every handed-in answer the caller grades, the newest first. */
export async function sortedAnswers(actor: Actor, input: PageOf & { q?: string }): Promise<ReviewPage> {
  return reviewPage(actor, {
    filter: { waiting: false, q: input.q || undefined, visible: visibleTo(actor), order: "newest" },
    page: input.page,
    requestUrl: input.requestUrl,
  });
}

/** An academic year runs from 1 September to 31 August: "2025" and "2025-2026" are the same year. */
function academicYear(value: string): { first: string; last: string } {
  const first = Number(value.slice(0, 4));
  return { first: `${first}-09-01`, last: `${first + 1}-08-31` };
}

const later = (left?: string, right?: string) => (!left ? right : !right ? left : left > right ? left : right);
const earlier = (left?: string, right?: string) => (!left ? right : !right ? left : left < right ? left : right);

/**
 * `for_program/`: handed-in answers by day, program, academic year and the programs' countries. Days are the
 * school's (core/school-day.ts): a teacher's "today" runs from the school's midnight to the next one.
 */
export async function answersForProgram(
  actor: Actor,
  input: { query: ForProgramQuery; requestUrl: string },
): Promise<ReviewPage> {
  const { query } = input;
  const day = await schoolDayOf(actor);
  const year = query.academic_year ? academicYear(query.academic_year) : undefined;
  const { from, before } = day.bounds({
    first: later(query.start, year?.first),
    last: earlier(query.end, year?.last),
  });
  return reviewPage(actor, {
    filter: {
      waiting: false,
      q: query.q || undefined,
      courseIds: query.course,
      countries: query.countries?.length ? await countrySpellings(actor, query.countries) : undefined,
      from: from?.toISOString(),
      before: before?.toISOString(),
      visible: visibleTo(actor),
      order: "newest",
    },
    page: query.page,
    requestUrl: input.requestUrl,
  });
}

/** `get_std_gr/{id}/`: a student's result per list, in the programs the caller may see. */
export async function studentResults(actor: Actor, userId: number): Promise<StudentResult[]> {
  await requireAccess(actor, "progress.read", { userId });
  const rows = await queries.selectStudentResults(actor, {
    userId,
    // The rule's user column is the student asked about, a value: a column reference cannot say it, a typed parameter can.
    visible: accessFilter(actor, "progress.read", { courseId: lessons.courseId, userId: userIdValue(userId) }),
    limit: STUDENT_RESULTS_LIMIT,
    language: actor.language,
  });
  return rows.map((row) => ({
    course: {
      id: row.course.id,
      title_ru: row.course.titleRu,
      title_kk: row.course.titleKk,
      title_en: row.course.titleEn,
    },
    lesson: row.lesson,
    ex_list: {
      id: row.exList.id,
      title_ru: row.exList.titleRu,
      title_kk: row.exList.titleKk,
      title_en: row.exList.titleEn,
      min_percent: row.exList.minPercent,
    },
    started_at: row.startedAt.toISOString(),
    deadline: row.deadline ? row.deadline.toISOString() : null,
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    percent: row.percent ?? null,
    passed: row.passed,
    pending: row.pending,
    outcome: listOutcome({ finished: row.finishedAt !== null, pending: row.pending, passed: row.passed }),
  }));
}

/**
 * `grade/{id}/`: the teacher grades a handed-in answer (any type: an essay, a file, or a correction of an
 * automatic grade); the list's percentage, its pass and the lesson's completion follow in the same transaction.
 */
export async function gradeAnswer(actor: Actor, input: { id: number; body: GradeAnswerBody }): Promise<HomeworkAnswer> {
  const row = await findAnswer(actor, input.id);
  if (!row) throw new AppError("not_found", "Homework not found");
  await requireAccess(actor, "answer.grade", { courseId: row.courseId });
  if (row.status === "saved")
    throw new AppError("conflict", "The student has not handed this answer in yet", {
      fields: { status: "Not handed in" },
    });
  const list = row.exListId === null ? null : await findList(actor, { exListId: row.exListId });
  await inTransaction(actor, async (tx) => {
    await queries.writeTeacherGrade(tx, {
      id: row.id,
      grade: input.body.grade,
      comment: input.body.comment,
      gradedBy: actor.caller.userId,
    });
    // The grade belongs to the answer's own attempt, which alone is recomputed (decision 0041).
    if (list) await recomputeAttempt(tx, { list, userId: row.userId, attempt: row.attempt });
    // The student's bell, in the grade's transaction (decision 0063); a regrade is news again, so no dedupe key.
    await notify(tx, {
      userIds: [row.userId],
      kind: "grade",
      title: {
        ru: `Оценка: ${input.body.grade}`,
        kk: `Баға: ${input.body.grade}`,
        en: `Grade: ${input.body.grade}`,
      },
      body: [row.title, input.body.comment].filter(Boolean).join("\n"),
      link: `/course/view/${row.courseId}/lesson/${row.lessonId}`,
    });
  });
  const graded = await findAnswer(actor, row.id);
  if (!graded) throw new AppError("not_found", "Homework not found");
  return toHomeworkAnswer(actor.deps, graded);
}
