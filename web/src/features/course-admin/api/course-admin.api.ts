import {
  type CourseBody,
  type CourseUpdateBody,
  type courseDetail,
  type RequirementCertificateBody,
  type RequirementCertificateUpdateBody,
  roundBody,
} from "@school/contracts";
import {
  addCourseDocument as addCourseDocumentEndpoint,
  addCourseStudent,
  addCourseTeacher,
  addRequirementCertificate as addRequirementCertificateEndpoint,
  createCourse as createCourseEndpoint,
  createRound as createRoundEndpoint,
  deleteCourse as deleteCourseEndpoint,
  deleteRequirementCertificate as deleteRequirementCertificateEndpoint,
  deleteRound as deleteRoundEndpoint,
  getCourseForEditing,
  listRounds,
  listSchoolPrograms,
  listStudents,
  listTeachers,
  removeCourseStudent,
  removeCourseTeacher,
  updateCourse as updateCourseEndpoint,
  updateRequirementCertificate as updateRequirementCertificateEndpoint,
  updateRound as updateRoundEndpoint,
  uploadCourseImage as uploadCourseImageEndpoint,
} from "@school/contracts/routes";
import type { z } from "zod";
import { callEndpoint, type QueryValue } from "../../../api/http-client";

/** The gallery becomes exactly these images, in this order; the others are deleted. */
export function keepCourseMedia(input: { courseId: number; mediaIds: number[] }) {
  return callEndpoint(updateCourseEndpoint, { params: { id: input.courseId }, body: { media: input.mediaIds } });
}

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

/** One image per call: the multipart field says whether it is the poster (`file`) or a gallery image (`media`). */
export function uploadCourseImage(input: { courseId: number; file: File; as: "file" | "media" }) {
  const form = new FormData();
  form.append(input.as, input.file);
  return callEndpoint(uploadCourseImageEndpoint, { params: { id: input.courseId }, body: form });
}

export type RoundDates = { start: string; end: string };

export function fetchRounds(courseId: number) {
  return callEndpoint(listRounds, { query: { course_id: courseId } });
}

export function createRound(input: { courseId: number } & RoundDates) {
  const body = roundBody.parse({ course_id: input.courseId, start: input.start, end: input.end });
  return callEndpoint(createRoundEndpoint, { body });
}

export function updateRound(input: { roundId: number } & RoundDates) {
  return callEndpoint(updateRoundEndpoint, {
    params: { id: input.roundId },
    body: { start: input.start, end: input.end },
  });
}

export function deleteRound(roundId: number) {
  return callEndpoint(deleteRoundEndpoint, { params: { id: roundId } });
}

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

export function addRequirementCertificate(body: RequirementCertificateBody) {
  return callEndpoint(addRequirementCertificateEndpoint, { body });
}

export function updateRequirementCertificate(input: { id: number; body: RequirementCertificateUpdateBody }) {
  return callEndpoint(updateRequirementCertificateEndpoint, { params: { id: input.id }, body: input.body });
}

/** The contract names the certificate to delete in the body, not the path. */
export function deleteRequirementCertificate(id: number) {
  return callEndpoint(deleteRequirementCertificateEndpoint, { body: { id } });
}

/** Names a document the program requires; the same name twice is refused with 409. */
export function addCourseDocument(input: { courseId: number; docName: string }) {
  return callEndpoint(addCourseDocumentEndpoint, { params: { id: input.courseId }, body: { doc_name: input.docName } });
}
