import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { courseAdminKeys } from "../course-admin.keys";
import { useInvalidateCourses } from "../use-invalidate-courses";
import {
  addCourseMember,
  fetchStudentOptions,
  fetchTeacherOptions,
  type MemberRole,
  removeCourseMember,
} from "./members.api";

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
export function useCourseMemberMutations(courseId: number) {
  const invalidate = useInvalidateCourses();
  const onSuccess = () => invalidate(courseId);
  return {
    add: useMutation({
      mutationFn: (input: { userId: number; role: MemberRole }) => addCourseMember({ courseId, ...input }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (input: { userId: number; role: MemberRole }) => removeCourseMember({ courseId, ...input }),
      onSuccess,
    }),
  };
}
