import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import {
  fetchCourseDetail,
  fetchRounds,
  fetchSchoolCourses,
  fetchStudentOptions,
  fetchTeacherOptions,
} from "../api/course-admin.api";
import { courseAdminKeys } from "./course-admin.keys";

/** The school's programs for the staff list, hidden ones included; superseded searches are cancelled. */
export function useSchoolCoursesQuery(input: { q: string; page: number }) {
  const { claims } = useSession();
  const schoolId = claims?.school_id ?? 0;
  const query = { q: input.q.trim() || undefined, page: input.page, translate_lang: useUiLanguage() };
  return useQuery({
    queryKey: courseAdminKeys.list(schoolId, query),
    queryFn: ({ signal }) => fetchSchoolCourses({ schoolId, query, signal }),
    enabled: claims !== null,
    placeholderData: keepPreviousData,
  });
}

export function useCourseDetailQuery(courseId: number) {
  return useQuery({
    queryKey: courseAdminKeys.detail(courseId),
    queryFn: ({ signal }) => fetchCourseDetail(courseId, signal),
    enabled: Number.isInteger(courseId) && courseId > 0,
    // The edit form keeps what was typed: a background refetch must not reset it.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

export function useRoundsQuery(courseId: number | null) {
  return useQuery({
    queryKey: courseAdminKeys.rounds(courseId ?? 0),
    queryFn: () => fetchRounds(courseId ?? 0),
    enabled: courseId !== null,
  });
}

/** The school's teachers for the program's teacher picker. */
export function useTeacherOptionsQuery(enabled: boolean) {
  return useQuery({
    queryKey: courseAdminKeys.teacherOptions(),
    queryFn: ({ signal }) => fetchTeacherOptions(signal),
    enabled,
  });
}

/** Students matching the picker's (debounced) search text; the previous answer stays while the next one loads. */
export function useStudentOptionsQuery(search: string, enabled: boolean) {
  return useQuery({
    queryKey: courseAdminKeys.studentOptions(search),
    queryFn: ({ signal }) => fetchStudentOptions(search, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
