import type { QueryValue } from "../../api/http-client";

export const courseAdminKeys = {
  all: ["course-admin"] as const,
  list: (schoolId: number, query: Record<string, QueryValue>) =>
    [...courseAdminKeys.all, "list", schoolId, query] as const,
  lists: () => [...courseAdminKeys.all, "list"] as const,
  detail: (courseId: number) => [...courseAdminKeys.all, "detail", courseId] as const,
  rounds: (courseId: number) => [...courseAdminKeys.all, "rounds", courseId] as const,
  teacherOptions: () => [...courseAdminKeys.all, "teacher-options"] as const,
  studentOptions: (search: string) => [...courseAdminKeys.all, "student-options", search] as const,
};
