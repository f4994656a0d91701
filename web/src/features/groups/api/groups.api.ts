import type { GroupCreateBody, GroupUpdateBody, WorkDayCreateBody, WorkDayUpdateBody } from "@school/contracts";
import {
  addTeacherGroups,
  createGroup,
  createWorkDay,
  deleteGroup,
  deleteWorkDay,
  getGroup,
  listGroupTeacherChoices,
  listProgramGroups,
  listProgramUsers,
  listSchoolGroups,
  listTeacherPrograms,
  listTeachers,
  listWorkDays,
  removeTeacherGroup,
  updateGroup,
  updateWorkDay,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** The groups of a program with their teacher and students (a teacher gets the groups they teach). */
export function fetchProgramGroups(courseId: number, signal?: AbortSignal) {
  return callEndpoint(listProgramGroups, { params: { courseId }, signal });
}

export function fetchGroup(groupId: number, signal?: AbortSignal) {
  return callEndpoint(getGroup, { params: { id: groupId }, signal });
}

/** The school's groups (of one program when given), a page at a time. */
export function fetchSchoolGroups(input: { schoolId: number; courseId?: number; page: number; signal?: AbortSignal }) {
  return callEndpoint(listSchoolGroups, {
    params: { schoolId: input.schoolId },
    query: { course_id: input.courseId, page: input.page },
    signal: input.signal,
  });
}

/** Students of a program for the group form (one page of 50, narrowed by the search text). */
export function fetchProgramStudents(input: { schoolId: number; courseId: number; q: string; signal?: AbortSignal }) {
  return callEndpoint(listProgramUsers, {
    params: { schoolId: input.schoolId, courseId: input.courseId },
    query: { role: "student", q: input.q || undefined, page: 1 },
    signal: input.signal,
  });
}

/** Teachers for the group form: the program's own first (one page of 50, narrowed by the search text). */
export function fetchGroupTeacherChoices(input: { courseId: number; q: string; signal?: AbortSignal }) {
  return callEndpoint(listGroupTeacherChoices, {
    query: { course: input.courseId, q: input.q || undefined, page: 1 },
    signal: input.signal,
  });
}

export function fetchTeachers(signal?: AbortSignal) {
  return callEndpoint(listTeachers, { signal });
}

export function postGroup(body: GroupCreateBody) {
  return callEndpoint(createGroup, { body });
}

export function patchGroup(groupId: number, body: GroupUpdateBody) {
  return callEndpoint(updateGroup, { params: { id: groupId }, body });
}

export function removeGroup(groupId: number) {
  return callEndpoint(deleteGroup, { params: { id: groupId } });
}

/** The teacher page: the teacher's programs, each with the teacher's groups. */
export function fetchTeacherPrograms(teacherId: number, signal?: AbortSignal) {
  return callEndpoint(listTeacherPrograms, { params: { id: teacherId }, signal });
}

export function giveTeacherGroups(teacherId: number, groupIds: number[]) {
  return callEndpoint(addTeacherGroups, { params: { teacherId }, body: { courses: groupIds } });
}

export function takeTeacherGroup(teacherId: number, groupId: number) {
  return callEndpoint(removeTeacherGroup, { params: { a: teacherId, b: groupId } });
}

/** A teacher's work days: week day, hours and the lesson types given then. */
export function fetchWorkDays(teacherId: number, signal?: AbortSignal) {
  return callEndpoint(listWorkDays, { params: { id: teacherId }, signal });
}

export function postWorkDay(body: WorkDayCreateBody) {
  return callEndpoint(createWorkDay, { body });
}

export function patchWorkDay(id: number, body: WorkDayUpdateBody) {
  return callEndpoint(updateWorkDay, { params: { id }, body });
}

export function removeWorkDay(id: number) {
  return callEndpoint(deleteWorkDay, { params: { id } });
}
