import type { SaveAnswerBody } from "@school/contracts";
import {
  checkNextPage,
  getCourseLessons,
  getListAnswers,
  retakeAttempt,
  saveAnswer,
  startAttempt,
  submitAttempt,
  uploadAnswerFile,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** Taking an exercise list (helper "taking"'s API): answers saved as the student goes, the attempt, the gate. */
export const fetchListAnswers = (taskId: number, listId: number, signal?: AbortSignal) =>
  callEndpoint(getListAnswers, { params: { taskId, exListId: listId }, signal });

/** A student's answers and attempts at a list, as their teacher reads them. */
export const fetchStudentListAnswers = (
  input: { taskId: number; listId: number; studentId: number },
  signal?: AbortSignal,
) =>
  callEndpoint(getListAnswers, {
    params: { taskId: input.taskId, exListId: input.listId },
    query: { student_id: input.studentId },
    signal,
  });

export const postAnswer = (body: SaveAnswerBody) => callEndpoint(saveAnswer, { body });

export function postAnswerFile(taskId: number, file: File) {
  const form = new FormData();
  form.append("file", file);
  return callEndpoint(uploadAnswerFile, { params: { taskId }, body: form });
}

export const postStart = (listId: number) => callEndpoint(startAttempt, { params: { exListId: listId } });

export const postSubmit = (listId: number) => callEndpoint(submitAttempt, { params: { exListId: listId } });

export const postRetake = (listId: number) => callEndpoint(retakeAttempt, { params: { exListId: listId } });

/** May the student open lesson `to` after list `listId` of lesson `lessonId` (the pass-mark gate)? */
export const fetchNextCheck = (
  input: { courseId: number; lessonId: number; listId: number; to: number },
  signal?: AbortSignal,
) =>
  callEndpoint(checkNextPage, {
    params: { a: input.courseId, b: input.lessonId, c: input.listId, d: input.to },
    signal,
  });

export const fetchCourseLessons = (courseId: number, signal?: AbortSignal) =>
  callEndpoint(getCourseLessons, { params: { id: courseId }, signal });
