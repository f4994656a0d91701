import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { courseAdminKeys } from "../course-admin.keys";
import { fetchSchoolCourses } from "./program.api";

/**
 * The school's programs for the staff list, hidden ones included; superseded searches are cancelled. A module of its
 * own: the inbox's and the rules' program filters take it without the program's saving and its contract's schemas.
 */
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
