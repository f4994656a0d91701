import {
  type CourseBody,
  type CourseUpdateBody,
  catalogPage,
  courseDetail,
  courseDocument,
  courseMember,
  coursePosters,
  type RequirementCertificateBody,
  type RequirementCertificateUpdateBody,
  requirementCertificate,
  round,
  roundBody,
  userOptionList,
} from "@school/contracts";
import { z } from "zod";
import { apiRequest, type QueryValue } from "../../../api/http-client";

const COURSE = "course/course/";

/** The gallery becomes exactly these images, in this order; the others are deleted. */
export function keepCourseMedia(input: { courseId: number; mediaIds: number[] }) {
  return apiRequest(`${COURSE}update/${input.courseId}/`, {
    method: "PATCH",
    body: { media: input.mediaIds },
    schema: courseDetail,
  });
}

/** The saved program as the edit screen reads it (get_detail_course, and the answer of create and update). */
export type SavedCourse = z.infer<typeof courseDetail>;

/** The school's programs for staff, hidden ones included. */
export function fetchSchoolCourses(input: {
  schoolId: number;
  query: Record<string, QueryValue>;
  signal?: AbortSignal;
}) {
  return apiRequest(`${COURSE}list/${input.schoolId}/`, {
    query: input.query,
    schema: catalogPage,
    signal: input.signal,
  });
}

export function fetchCourseDetail(courseId: number, signal?: AbortSignal) {
  return apiRequest(`${COURSE}get_detail_course/${courseId}/`, { schema: courseDetail, signal });
}

export function createCourse(body: CourseBody) {
  return apiRequest(`${COURSE}create/`, { method: "POST", body, schema: courseDetail });
}

export function updateCourse(input: { courseId: number; body: CourseUpdateBody }) {
  return apiRequest(`${COURSE}update/${input.courseId}/`, { method: "PATCH", body: input.body, schema: courseDetail });
}

export function deleteCourse(courseId: number) {
  return apiRequest(`${COURSE}destroy/${courseId}/`, { method: "DELETE" });
}

/** One image per call: the multipart field says whether it is the poster (`file`) or a gallery image (`media`). */
export function uploadCourseImage(input: { courseId: number; file: File; as: "file" | "media" }) {
  const form = new FormData();
  form.append(input.as, input.file);
  return apiRequest(`${COURSE}upload_posters/${input.courseId}/`, {
    method: "PATCH",
    body: form,
    schema: coursePosters,
  });
}

export type RoundDates = { start: string; end: string };

export function fetchRounds(courseId: number) {
  return apiRequest(`${COURSE}get_filter/`, { query: { course_id: courseId }, schema: z.array(round) });
}

export function createRound(input: { courseId: number } & RoundDates) {
  const body = roundBody.parse({ course_id: input.courseId, start: input.start, end: input.end });
  return apiRequest(`${COURSE}set_filter/`, { method: "POST", body, schema: round });
}

export function updateRound(input: { roundId: number } & RoundDates) {
  return apiRequest(`${COURSE}update_filter/${input.roundId}/`, {
    method: "PATCH",
    body: { start: input.start, end: input.end },
    schema: round,
  });
}

export function deleteRound(roundId: number) {
  return apiRequest(`${COURSE}delete_filter/${roundId}/`, { method: "DELETE" });
}

export type MemberRole = "teacher" | "student";

/** The school's teachers, for the program's teacher picker. */
export function fetchTeacherOptions(signal?: AbortSignal) {
  return apiRequest("user/accounts/get_all_teacher/", { schema: userOptionList, signal });
}

/** Up to 50 students of the school matching the search text (name or e-mail). */
export function fetchStudentOptions(search: string, signal?: AbortSignal) {
  return apiRequest("user/accounts/students_list/", {
    query: { student: search || undefined },
    schema: userOptionList,
    signal,
  });
}

export function addCourseMember(input: { courseId: number; userId: number; role: MemberRole }) {
  return input.role === "teacher"
    ? apiRequest(`${COURSE}add_teacher/${input.courseId}/`, {
        method: "POST",
        body: { teacher_id: input.userId },
        schema: courseMember,
      })
    : apiRequest(`${COURSE}add_std/${input.courseId}/`, {
        method: "POST",
        body: { student_id: input.userId },
        schema: courseMember,
      });
}

export function removeCourseMember(input: { courseId: number; userId: number; role: MemberRole }) {
  const action = input.role === "teacher" ? "delete_teacher" : "delete_student_in_course";
  return apiRequest(`${COURSE}${action}/${input.courseId}/${input.userId}/`, { method: "DELETE" });
}

export function addRequirementCertificate(body: RequirementCertificateBody) {
  return apiRequest(`${COURSE}requirement-certificates/`, { method: "POST", body, schema: requirementCertificate });
}

export function updateRequirementCertificate(input: { id: number; body: RequirementCertificateUpdateBody }) {
  return apiRequest(`${COURSE}requirement-certificates/${input.id}/`, {
    method: "PATCH",
    body: input.body,
    schema: requirementCertificate,
  });
}

/** The contract names the certificate to delete in the body, not the path. */
export function deleteRequirementCertificate(id: number) {
  return apiRequest(`${COURSE}requirement-certificates/`, { method: "DELETE", body: { id } });
}

/** Names a document the program requires; the same name twice is refused with 409. */
export function addCourseDocument(input: { courseId: number; docName: string }) {
  return apiRequest(`${COURSE}doc/${input.courseId}/`, {
    method: "POST",
    body: { doc_name: input.docName },
    schema: courseDocument,
  });
}
