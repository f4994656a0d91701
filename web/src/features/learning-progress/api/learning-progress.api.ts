import { lessonCount, paidCourse } from "@school/contracts";
import { z } from "zod";
import { apiRequest } from "../../../api/http-client";

/** Lessons of a program and how many of them the student finished. */
export function fetchLessonCounts(input: { userId: number; courseId: number; signal?: AbortSignal }) {
  return apiRequest(`course/course/list_count_lesson/${input.userId}/`, {
    query: { course_id: input.courseId },
    schema: z.array(lessonCount),
    signal: input.signal,
  });
}

/** The programs the signed-in user has paid for. */
export function fetchPaidCourses(signal?: AbortSignal) {
  return apiRequest("course/course/get_course_pay/", { schema: z.array(paidCourse), signal });
}
