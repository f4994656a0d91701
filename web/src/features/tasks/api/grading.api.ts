import {
  addToFinalDocuments,
  type GradeAnswerBody,
  getCourseTracker,
  getStudentCourseTracker,
  gradeAnswer,
  listNewResults,
  resetAttempt,
} from "@school/contracts";
import { callEndpoint } from "../../../api/http-client";

/** The teacher's side: answers waiting for a grade, grading, final documents, trackers. */
export const fetchNewResults = (
  courseId: number,
  query: { q?: string; student_id?: number; page?: number },
  signal?: AbortSignal,
) => callEndpoint(listNewResults, { params: { id: courseId }, query, signal });

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
