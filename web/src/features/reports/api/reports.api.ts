import type {
  ProgressCourseQuery,
  StudentHomeworkQuery,
  StudentLessonCountQuery,
  StudentLessonsReportQuery,
  StudentProgressQuery,
  StudentReportQuery,
  TeacherReportQuery,
} from "@school/contracts";
import {
  programProgressReport,
  studentHomeworkReport,
  studentLessonCountReport,
  studentLessonsAndHomeworkReport,
  studentLessonsReport,
  studentProgressReport,
  teacherLessonsReport,
} from "@school/contracts/routes";
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

export function fetchTeacherLessons(query: Partial<TeacherReportQuery>, signal?: AbortSignal) {
  return callEndpoint(teacherLessonsReport, { query, signal });
}

export function fetchStudentLessonsAndHomework(query: Partial<StudentReportQuery>, signal?: AbortSignal) {
  return callEndpoint(studentLessonsAndHomeworkReport, { query, signal });
}

export function fetchStudentLessonCount(query: Partial<StudentLessonCountQuery>, signal?: AbortSignal) {
  return callEndpoint(studentLessonCountReport, { query, signal });
}

export function fetchStudentLessons(query: Partial<StudentLessonsReportQuery>, signal?: AbortSignal) {
  return callEndpoint(studentLessonsReport, { query, signal });
}
