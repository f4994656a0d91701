import { useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { fetchCourseInfo } from "../api/catalogue.api";
import { catalogueKeys } from "./catalogue.keys";
import { useCatalogScope } from "./use-catalog.query";

/** The program page in the interface language; switching the language loads the other translation. */
export function useCourseInfoQuery(courseId: number) {
  const language = useUiLanguage();
  const scope = useCatalogScope();
  return useQuery({
    queryKey: catalogueKeys.info(courseId, language, scope),
    queryFn: ({ signal }) => fetchCourseInfo({ courseId, language, scope, signal }),
    enabled: Number.isInteger(courseId) && courseId > 0,
    // Switching the language keeps the page (and what the reader chose on it) until the translation arrives.
    placeholderData: (previous) => (previous?.id === courseId ? previous : undefined),
    // The page shows its own "not found" state.
    meta: { silent: true },
  });
}
