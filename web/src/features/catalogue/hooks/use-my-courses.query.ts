import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { useSession } from "../../session";
import { fetchMyCourses } from "../api/catalogue.api";
import { catalogueKeys } from "./catalogue.keys";

/** The caller's own programs (course/course/my/), searched and paged. */
export function useMyCoursesQuery(input: { q: string; page: number }) {
  const { claims } = useSession();
  const translate_lang = useUiLanguage();
  const query = { q: input.q.trim() || undefined, page: input.page, translate_lang };
  return useQuery({
    queryKey: catalogueKeys.my(claims?.user_id ?? 0, query),
    queryFn: ({ signal }) => fetchMyCourses({ query, signal }),
    enabled: claims !== null,
    placeholderData: keepPreviousData,
    // The screen shows a failed load itself, with a retry.
    meta: { silent: true },
  });
}
