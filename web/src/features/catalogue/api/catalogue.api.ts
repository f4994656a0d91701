import { catalogCourseDetail, catalogMaxPrice, catalogPage, type UiLanguage } from "@school/contracts";
import { apiRequest, type QueryValue } from "../../../api/http-client";

/** Guests read a school's public catalogue by its domain; a signed-in caller reads their own school's. */
export type CatalogScope = { kind: "guest"; domain: string } | { kind: "school"; schoolId: number };

export function fetchCatalogPage(input: {
  scope: CatalogScope;
  query: Record<string, QueryValue>;
  signal?: AbortSignal;
}) {
  const { scope } = input;
  const path =
    scope.kind === "guest" ? "course/course/guest_course_in_catalog/" : `course/course/catalog/${scope.schoolId}/`;
  const query = scope.kind === "guest" ? { ...input.query, domain: scope.domain } : input.query;
  return apiRequest(path, { query, schema: catalogPage, signal: input.signal });
}

/** The caller's own programs (course/course/my/). */
export function fetchMyCourses(input: { query: Record<string, QueryValue>; signal?: AbortSignal }) {
  return apiRequest("course/course/my/", { query: input.query, schema: catalogPage, signal: input.signal });
}

/** One program's page in the requested language; guests name their school by its domain. */
export function fetchCourseInfo(input: {
  courseId: number;
  language: UiLanguage;
  scope: CatalogScope;
  signal?: AbortSignal;
}) {
  const guest = input.scope.kind === "guest";
  const path = guest ? `course/course/guest_course/${input.courseId}/` : `course/course/detail/${input.courseId}/`;
  const query = {
    translate_lang: input.language,
    domain: input.scope.kind === "guest" ? input.scope.domain : undefined,
  };
  return apiRequest(path, { query, schema: catalogCourseDetail, signal: input.signal });
}

/** The visible catalogue's highest fee and tuition, shown as the upper ends of the money filters. */
export function fetchMaxPrice(input: { scope: CatalogScope; signal?: AbortSignal }) {
  const domain = input.scope.kind === "guest" ? input.scope.domain : undefined;
  return apiRequest("course/course/get_max_price/", {
    query: { domain },
    schema: catalogMaxPrice,
    signal: input.signal,
  });
}
