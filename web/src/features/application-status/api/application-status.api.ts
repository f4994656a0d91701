import type { ApplicationStatusBody, StatusAnalyticsQuery } from "@school/contracts";
import {
  getCourseForEditing,
  listApplicationStatuses,
  setApplicationStatus,
  statusTotals,
  statusUsersEndpoint,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** The application statuses of one program's students, each with its history. */
export function fetchProgramStatuses(courseId: number, signal?: AbortSignal) {
  return callEndpoint(listApplicationStatuses, { query: { course_id: courseId }, signal });
}

/** The program's students (from the program's full record). */
export async function fetchProgramStudents(courseId: number, signal?: AbortSignal) {
  const course = await callEndpoint(getCourseForEditing, { params: { id: courseId }, signal });
  return course.students;
}

export function saveStatus(body: ApplicationStatusBody) {
  return callEndpoint(setApplicationStatus, { body });
}

export function fetchStatusTotals(query: StatusAnalyticsQuery, signal?: AbortSignal) {
  return callEndpoint(statusTotals, { query, signal });
}

export function fetchStatusUsers(query: StatusAnalyticsQuery, signal?: AbortSignal) {
  return callEndpoint(statusUsersEndpoint, { query, signal });
}
