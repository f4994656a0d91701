import type { GradeAnswerBody } from "@school/contracts";
import {
  addToFinalDocuments,
  answersForProgram,
  getCourseTracker,
  getExerciseListTracker,
  getStudentCourseTracker,
  gradeAnswer,
  gradingQueueOf,
  listNewResults,
  listStudentResults,
  resetAttempt,
  sortAnswers,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** The teacher's side: answers waiting for a grade, grading, final documents, trackers. */
export const fetchNewResults = (
  courseId: number,
  query: { q?: string; student_id?: number; page?: number },
  signal?: AbortSignal,
) => callEndpoint(listNewResults, { params: { id: courseId }, query, signal });

/** Filters of the handed-in answers (`for_program/`); `countries` goes comma-separated, as the contract reads it. */
export type HandedInFilters = {
  q?: string;
  start?: string;
  end?: string;
  course?: number[];
  academic_year?: string;
  countries?: string[];
};

/**
 * Every handed-in answer, the newest first: `sort/` when nothing but the search narrows it (all the programs the
 * caller grades), `for_program/` as soon as a program, a day range, a year or a country does.
 */
export function fetchHandedIn(filters: HandedInFilters, page: number, signal?: AbortSignal) {
  const { q, start, end, course, academic_year, countries } = filters;
  const narrowed = Boolean(start || end || course?.length || academic_year || countries?.length);
  if (!narrowed) return callEndpoint(sortAnswers, { query: { q, page }, signal });
  return callEndpoint(answersForProgram, {
    query: {
      q,
      start,
      end,
      course: course?.length ? course.join(",") : undefined,
      academic_year,
      countries: countries?.length ? countries.join(",") : undefined,
      page,
    },
    signal,
  });
}

export const fetchStudentResults = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listStudentResults, { params: { id: userId }, signal });

export const fetchExListTracker = (listId: number, page: number, signal?: AbortSignal) =>
  callEndpoint(getExerciseListTracker, { params: { id: listId }, query: { page }, signal });

export const patchGrade = (homeworkId: number, body: GradeAnswerBody) =>
  callEndpoint(gradeAnswer, { params: { id: homeworkId }, body });

export const postFinalDocument = (homeworkId: number) =>
  callEndpoint(addToFinalDocuments, { body: { homework_id: homeworkId } });

export const fetchCourseTracker = (courseId: number, page: number, signal?: AbortSignal) =>
  callEndpoint(getCourseTracker, { params: { id: courseId }, query: { page }, signal });

export const fetchStudentTracker = (courseId: number, userId: number, signal?: AbortSignal) =>
  callEndpoint(getStudentCourseTracker, { params: { id: courseId, id2: userId }, signal });

export const postReset = (listId: number, userId: number) =>
  callEndpoint(resetAttempt, { params: { exListId: listId, userId } });

/** The answers waiting for the caller's grade with their keys (`grading_queue/`): a list's, a program's or all. */
export const fetchGradingQueue = (query: { course?: number; ex_list?: number }, signal?: AbortSignal) =>
  callEndpoint(gradingQueueOf, { query, signal });
