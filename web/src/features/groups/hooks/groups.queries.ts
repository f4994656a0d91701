import type { GroupCreateBody, GroupUpdateBody } from "@school/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchGroup,
  fetchGroupTeacherChoices,
  fetchProgramStudents,
  fetchSchoolGroups,
  fetchTeacherPrograms,
  fetchTeachers,
  giveTeacherGroups,
  patchGroup,
  postGroup,
  removeGroup,
  takeTeacherGroup,
} from "../api/groups.api";

export const groupKeys = {
  all: ["groups"] as const,
  detail: (groupId: number) => ["groups", "detail", groupId] as const,
  school: (schoolId: number, page: number) => ["groups", "school", schoolId, page] as const,
  students: (courseId: number, q: string) => ["groups", "students", courseId, q] as const,
  teachers: ["groups", "teachers"] as const,
  teacherChoices: (courseId: number, q: string) => ["groups", "teacher-choices", courseId, q] as const,
  ofProgram: (courseId: number) => ["groups", "of-program", courseId] as const,
  teacherPrograms: (teacherId: number) => ["groups", "teacher-programs", teacherId] as const,
};

export const useGroup = (groupId: number | null) =>
  useQuery({
    queryKey: groupKeys.detail(groupId ?? 0),
    queryFn: ({ signal }) => fetchGroup(groupId ?? 0, signal),
    enabled: groupId !== null && groupId > 0,
    // The edit form keeps what was typed: a background refetch must not reset it.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useProgramStudents = (input: { schoolId: number; courseId: number; q: string }) =>
  useQuery({
    queryKey: groupKeys.students(input.courseId, input.q),
    queryFn: ({ signal }) => fetchProgramStudents({ ...input, signal }),
    enabled: input.schoolId > 0 && input.courseId > 0,
    placeholderData: keepPreviousData,
  });

export const useGroupTeacherChoices = (input: { courseId: number; q: string }) =>
  useQuery({
    queryKey: groupKeys.teacherChoices(input.courseId, input.q),
    queryFn: ({ signal }) => fetchGroupTeacherChoices({ ...input, signal }),
    enabled: input.courseId > 0,
    placeholderData: keepPreviousData,
  });

export const useTeachers = () =>
  useQuery({ queryKey: groupKeys.teachers, queryFn: ({ signal }) => fetchTeachers(signal) });

export const useSchoolGroups = (schoolId: number, page: number) =>
  useQuery({
    queryKey: groupKeys.school(schoolId, page),
    queryFn: ({ signal }) => fetchSchoolGroups({ schoolId, page, signal }),
    enabled: schoolId > 0,
    placeholderData: keepPreviousData,
  });

export const useTeacherPrograms = (teacherId: number) =>
  useQuery({
    queryKey: groupKeys.teacherPrograms(teacherId),
    queryFn: ({ signal }) => fetchTeacherPrograms(teacherId, signal),
  });

/** Every group write: the group lists and pages are refetched after it. */
export function useGroupMutations() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: groupKeys.all });
  return {
    create: useMutation({ mutationFn: (body: GroupCreateBody) => postGroup(body), onSuccess: refresh }),
    update: useMutation({
      mutationFn: (input: { groupId: number; body: GroupUpdateBody }) => patchGroup(input.groupId, input.body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (groupId: number) => removeGroup(groupId), onSuccess: refresh }),
    giveToTeacher: useMutation({
      mutationFn: (input: { teacherId: number; groupIds: number[] }) =>
        giveTeacherGroups(input.teacherId, input.groupIds),
      onSuccess: refresh,
    }),
    takeFromTeacher: useMutation({
      mutationFn: (input: { teacherId: number; groupId: number }) => takeTeacherGroup(input.teacherId, input.groupId),
      onSuccess: refresh,
    }),
  };
}
