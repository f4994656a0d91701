import type { QueryValue } from "../../../api/http-client";

export const courseAdminKeys = {
  all: ["course-admin"] as const,
  list: (schoolId: number, query: Record<string, QueryValue>) =>
    [...courseAdminKeys.all, "list", schoolId, query] as const,
  lists: () => [...courseAdminKeys.all, "list"] as const,
  detail: (courseId: number) => [...courseAdminKeys.all, "detail", courseId] as const,
  rounds: (courseId: number) => [...courseAdminKeys.all, "rounds", courseId] as const,
};
