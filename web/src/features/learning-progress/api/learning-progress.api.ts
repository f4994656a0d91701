import { lessonCount, paidCourse } from "@school/contracts";
import { z } from "zod";
import { apiRequest } from "../../../api/http-client";

/** Lesson progress in every program the user studies (membership included: a program not listed is not theirs). */
export function fetchLessonCounts(input: { userId: number; signal?: AbortSignal }) {
  return apiRequest(`course/course/list_count_lesson/${input.userId}/`, {
    schema: z.array(lessonCount),
    signal: input.signal,
  });
}

/** The programs the signed-in user has paid for. */
export function fetchPaidCourses(signal?: AbortSignal) {
  return apiRequest("course/course/get_course_pay/", { schema: z.array(paidCourse), signal });
}
