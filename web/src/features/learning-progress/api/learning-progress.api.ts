import { listLessonCounts, listPaidCourses } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** Lesson progress in every program the user studies (membership included: a program not listed is not theirs). */
export function fetchLessonCounts(input: { userId: number; signal?: AbortSignal }) {
  return callEndpoint(listLessonCounts, { params: { userId: input.userId }, signal: input.signal });
}

/** The programs the signed-in user has paid for. */
export function fetchPaidCourses(signal?: AbortSignal) {
  return callEndpoint(listPaidCourses, { signal });
}
