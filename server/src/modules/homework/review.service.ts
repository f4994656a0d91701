import {
  type ForProgramQuery,
  type GradeAnswerBody,
  type HomeworkAnswer,
  REVIEW_PAGE_SIZE,
  type ReviewPage,
  STUDENT_RESULTS_LIMIT,
  type StudentResult,
} from "@school/contracts";
import { sql } from "drizzle-orm";
import { type Actor, accessFilter, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError } from "../../core/errors.js";
import { drfPage, pageWindow, rowsOfPage } from "../../core/pagination.js";
import { schoolDayOf } from "../../core/school-day.js";
import { homeworks, lessons } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import * as answerQueries from "../answers/answers.queries.js";
import { toHomeworkAnswer } from "../answers/attempts.service.js";
import { recomputeAttempt } from "../answers/grading.js";
import * as queries from "./review.queries.js";

/**
 * The teacher's side of answers (decision 0024): the handed-in answers of the programs a teacher teaches (staff:
 * the school's), their lists, and grading one.
 */
type Target = { schoolId: number; caller: Caller };
const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

async function reviewPage(
  deps: Deps,
  actor: Actor,
  input: { filter: queries.ReviewFilter; page: number; requestUrl: string },
): Promise<ReviewPage> {
  const window = pageWindow(input.page, REVIEW_PAGE_SIZE);
  const [count, rows] = await Promise.all([
    queries.countReview(actor, input.filter),
    rowsOfPage({
      window,
      selectIds: (page) => queries.selectReviewIds(actor, input.filter, page),
      loadRows: (ids) => queries.selectReviewRows(actor, ids),
    }),
  ]);
  return drfPage({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.page,
    pageSize: REVIEW_PAGE_SIZE,
    count,
    results: rows.map((row) => ({
      ...toHomeworkAnswer(deps, row),
      student: { id: row.student.id, first_name: row.student.firstName, last_name: row.student.lastName },
      task_title: row.taskTitle ?? row.title,
      task_content: row.taskContent ?? null,
      ex_list_title: row.exListTitle ?? null,
      lesson_name: row.lessonName ?? null,
      course_title: row.courseTitle,
    })),
  });
}

const visibleTo = (actor: Actor) => accessFilter(actor, "answer.grade", { courseId: homeworks.courseId });

/** `get_new_result_ex/{id}/`: a program's answers waiting for a grade, the oldest first. */
export async function newResults(
  deps: Deps,
  target: Target & { courseId: number; studentId?: number; q?: string; page: number; requestUrl: string },
): Promise<ReviewPage> {
  const actor = actorOf(deps, target);
  await requireAccess(actor, "answer.grade", { courseId: target.courseId });
  return reviewPage(deps, actor, {
    filter: {
      waiting: true,
      courseIds: [target.courseId],
      studentId: target.studentId,
      q: target.q || undefined,
      visible: visibleTo(actor),
      order: "oldest",
    },
    page: target.page,
    requestUrl: target.requestUrl,
  });
}

/** `sort/`: every handed-in answer the caller grades, the newest first. */
export async function sortedAnswers(
  deps: Deps,
  target: Target & { q?: string; page: number; requestUrl: string },
): Promise<ReviewPage> {
  const actor = actorOf(deps, target);
  return reviewPage(deps, actor, {
    filter: { waiting: false, q: target.q || undefined, visible: visibleTo(actor), order: "newest" },
    page: target.page,
    requestUrl: target.requestUrl,
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
  deps: Deps,
  target: Target & { query: ForProgramQuery; requestUrl: string },
): Promise<ReviewPage> {
  const { query } = target;
  const actor = actorOf(deps, target);
  const day = await schoolDayOf({ db: deps.db, schoolId: target.schoolId, deps: deps });
  const year = query.academic_year ? academicYear(query.academic_year) : undefined;
  const { from, before } = day.bounds({
    first: later(query.start, year?.first),
    last: earlier(query.end, year?.last),
  });
  return reviewPage(deps, actor, {
    filter: {
      waiting: false,
      q: query.q || undefined,
      courseIds: query.course,
      countries: query.countries,
      from: from?.toISOString(),
      before: before?.toISOString(),
      visible: visibleTo(actor),
      order: "newest",
    },
    page: query.page,
    requestUrl: target.requestUrl,
  });
}

/** `get_std_gr/{id}/`: a student's result per list, in the programs the caller may see. */
export async function studentResults(deps: Deps, target: Target & { userId: number }): Promise<StudentResult[]> {
  const actor = actorOf(deps, target);
  await requireAccess(actor, "progress.read", { userId: target.userId });
  const rows = await queries.selectStudentResults(actor, {
    userId: target.userId,
    visible: accessFilter(actor, "progress.read", { courseId: lessons.courseId, userId: sql`${target.userId}::int` }),
    limit: STUDENT_RESULTS_LIMIT,
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
  }));
}

/**
 * `grade/{id}/`: the teacher grades a handed-in answer (any type: an essay, a file, or a correction of an
 * automatic grade); the list's percentage, its pass and the lesson's completion follow in the same transaction.
 */
export async function gradeAnswer(
  deps: Deps,
  target: Target & { id: number; body: GradeAnswerBody },
): Promise<HomeworkAnswer> {
  const actor = actorOf(deps, target);
  const row = await answerQueries.findAnswer(actor, target.id);
  if (!row) throw new AppError("not_found", "Homework not found");
  await requireAccess(actor, "answer.grade", { courseId: row.courseId });
  if (row.status === "saved")
    throw new AppError("conflict", "The student has not handed this answer in yet", {
      fields: { status: "Not handed in" },
    });
  const list = row.exListId === null ? null : await answerQueries.findList(actor, row.exListId);
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    await queries.writeTeacherGrade(scope, {
      id: row.id,
      grade: target.body.grade,
      comment: target.body.comment,
      gradedBy: target.caller.userId,
    });
    // The grade belongs to the answer's own attempt, which alone is recomputed (decision 0041).
    if (list) await recomputeAttempt(scope, { list, userId: row.userId, attempt: row.attempt });
  });
  const graded = await answerQueries.findAnswer(actor, row.id);
  if (!graded) throw new AppError("not_found", "Homework not found");
  return toHomeworkAnswer(deps, graded);
}
