import type { CourseBody, CourseUpdateBody, courseDetail } from "@school/contracts";
import {
  createCourse as createCourseEndpoint,
  deleteCourse as deleteCourseEndpoint,
  getCourseForEditing,
  listSchoolPrograms,
  updateCourse as updateCourseEndpoint,
} from "@school/contracts/routes";
import type { z } from "zod";
import { callEndpoint, type QueryValue } from "../../../api/http-client";

/** The saved program as the edit screen reads it (get_detail_course, and the answer of create and update). */
export type SavedCourse = z.infer<typeof courseDetail>;

/** The school's programs for staff, hidden ones included. */
export function fetchSchoolCourses(input: {
  schoolId: number;
  query: Record<string, QueryValue>;
  signal?: AbortSignal;
}) {
  return callEndpoint(listSchoolPrograms, {
    params: { school: input.schoolId },
    query: input.query,
    signal: input.signal,
  });
}

export function fetchCourseDetail(courseId: number, signal?: AbortSignal) {
  return callEndpoint(getCourseForEditing, { params: { id: courseId }, signal });
}

export function createCourse(body: CourseBody) {
  return callEndpoint(createCourseEndpoint, { body });
}

export function updateCourse(input: { courseId: number; body: CourseUpdateBody }) {
  return callEndpoint(updateCourseEndpoint, { params: { id: input.courseId }, body: input.body });
}

export function deleteCourse(courseId: number) {
  return callEndpoint(deleteCourseEndpoint, { params: { id: courseId } });
}
