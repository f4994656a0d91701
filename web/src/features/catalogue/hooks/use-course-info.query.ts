import type { UiLanguage } from "@school/contracts";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { isApiError } from "../../../api/api-error";
import { useUiLanguage } from "../../language";
import { currentDomain } from "../../school";
import { type CatalogScope, fetchCourseInfo } from "../api/catalogue.api";
import { catalogueKeys } from "./catalogue.keys";
import { useCatalogScope } from "./use-catalog.query";

/** The program page in the interface language; switching the language loads the other translation. */
export function useCourseInfoQuery(courseId: number) {
  const language = useUiLanguage();
  const scope = useCatalogScope();
  return useQuery({
    ...courseInfoQuery({ courseId, language, scope }),
    enabled: Number.isInteger(courseId) && courseId > 0,
    // Switching the language keeps the page (and what the reader chose on it) until the translation arrives.
    placeholderData: (previous) => (previous?.id === courseId ? previous : undefined),
  });
}

function courseInfoQuery(input: { courseId: number; language: UiLanguage; scope: CatalogScope }) {
  return {
    queryKey: catalogueKeys.info(input.courseId, input.language, input.scope),
    // A program not found (hidden, another school's, never made) is an answer: null, which the page shows as "not
    // found", kept and hydrated like any answer (the server draws that page with status 404, decision 0145).
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchCourseInfo({ ...input, signal }).catch((error: unknown) => {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }),
    // The page shows its own "not found" state.
    meta: { silent: true },
  };
}

/**
 * Asks for a program while its page's code is still arriving (app/pages.tsx): a shared link's visitor waits for
 * its poster and title, which would otherwise be asked for only after the first render.
 */
export function prefetchGuestCourseInfo(input: {
  queryClient: QueryClient;
  language: UiLanguage;
  courseId: number;
}): Promise<void> {
  if (!Number.isInteger(input.courseId) || input.courseId <= 0) return Promise.resolve();
  const scope = { kind: "guest", domain: currentDomain() } as const;
  return input.queryClient.prefetchQuery(
    courseInfoQuery({ courseId: input.courseId, language: input.language, scope }),
  );
}
