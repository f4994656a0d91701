import {
  addCourseStudent,
  addCourseTeacher,
  listStudents,
  listTeachers,
  removeCourseStudent,
  removeCourseTeacher,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export type MemberRole = "teacher" | "student";

/** The school's teachers, for the program's teacher picker. */
export function fetchTeacherOptions(signal?: AbortSignal) {
  return callEndpoint(listTeachers, { signal });
}

/** Up to 50 students of the school matching the search text (name or e-mail). */
export function fetchStudentOptions(search: string, signal?: AbortSignal) {
  return callEndpoint(listStudents, { query: { student: search || undefined }, signal });
}

export function addCourseMember(input: { courseId: number; userId: number; role: MemberRole }) {
  const params = { courseId: input.courseId };
  return input.role === "teacher"
    ? callEndpoint(addCourseTeacher, { params, body: { teacher_id: input.userId } })
    : callEndpoint(addCourseStudent, { params, body: { student_id: input.userId } });
}

export function removeCourseMember(input: { courseId: number; userId: number; role: MemberRole }) {
  const params = { courseId: input.courseId, userId: input.userId };
  return callEndpoint(input.role === "teacher" ? removeCourseTeacher : removeCourseStudent, { params });
}
