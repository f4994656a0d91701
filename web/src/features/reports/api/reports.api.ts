import {
  type ProgressCourseQuery,
  programProgressReport,
  type StudentHomeworkQuery,
  type StudentProgressQuery,
  studentHomeworkReport,
  studentProgressReport,
} from "@school/contracts";
import { callEndpoint } from "../../../api/http-client";

export function fetchProgramProgress(query: Partial<ProgressCourseQuery>, signal?: AbortSignal) {
  return callEndpoint(programProgressReport, { query, signal });
}

export function fetchStudentProgress(courseId: number, query: Partial<StudentProgressQuery>, signal?: AbortSignal) {
  return callEndpoint(studentProgressReport, { params: { courseId }, query, signal });
}

export function fetchStudentHomework(query: Partial<StudentHomeworkQuery>, signal?: AbortSignal) {
  return callEndpoint(studentHomeworkReport, { query, signal });
}
