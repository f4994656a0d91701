import type {
  ProgressCourseQuery,
  StudentHomeworkQuery,
  StudentLessonCountQuery,
  StudentLessonsReportQuery,
  StudentProgressQuery,
  StudentReportQuery,
  StudentTeachersQuery,
  SummaryQuery,
  TeacherMonthsQuery,
  TeacherRelationQuery,
  TeacherReportQuery,
} from "@school/contracts";
import {
  programProgressReport,
  studentHomeworkReport,
  studentLessonCountReport,
  studentLessonsAndHomeworkReport,
  studentLessonsReport,
  studentProgressReport,
  studentTeachersReport,
  summaryByMonthReport,
  summaryByProgramReport,
  summaryByTypeReport,
  teacherLessonsReport,
  teacherMonthsReport,
  teacherRelationReport,
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

export function fetchSummaryByMonth(query: Partial<SummaryQuery>, signal?: AbortSignal) {
  return callEndpoint(summaryByMonthReport, { query, signal });
}

export function fetchSummaryByType(query: Partial<SummaryQuery>, signal?: AbortSignal) {
  return callEndpoint(summaryByTypeReport, { query, signal });
}

export function fetchSummaryByProgram(query: Partial<SummaryQuery>, signal?: AbortSignal) {
  return callEndpoint(summaryByProgramReport, { query, signal });
}

export function fetchTeacherMonths(query: Partial<TeacherMonthsQuery>, signal?: AbortSignal) {
  return callEndpoint(teacherMonthsReport, { query, signal });
}

export function fetchTeacherRelation(query: Partial<TeacherRelationQuery>, signal?: AbortSignal) {
  return callEndpoint(teacherRelationReport, { query, signal });
}

export function fetchStudentTeachers(query: Partial<StudentTeachersQuery>, signal?: AbortSignal) {
  return callEndpoint(studentTeachersReport, { query, signal });
}
