import type { UiLanguage } from "@school/contracts";
import {
  getCatalogMaxPrice,
  getCourse,
  getGuestCourse,
  listGuestCatalog,
  listMyCourses,
  listSchoolCatalog,
} from "@school/contracts/routes";
import { callEndpoint, type QueryValue } from "../../../api/http-client";

/** Guests read a school's public catalogue by its domain; a signed-in caller reads their own school's. */
export type CatalogScope = { kind: "guest"; domain: string } | { kind: "school"; schoolId: number };

export function fetchCatalogPage(input: {
  scope: CatalogScope;
  query: Record<string, QueryValue>;
  signal?: AbortSignal;
}) {
  const { scope, signal } = input;
  return scope.kind === "guest"
    ? callEndpoint(listGuestCatalog, { query: { ...input.query, domain: scope.domain }, signal })
    : callEndpoint(listSchoolCatalog, { params: { schoolId: scope.schoolId }, query: input.query, signal });
}

/** The caller's own programs. */
export function fetchMyCourses(input: { query: Record<string, QueryValue>; signal?: AbortSignal }) {
  return callEndpoint(listMyCourses, { query: input.query, signal: input.signal });
}

/** One program's page in the requested language; guests name their school by its domain. */
export function fetchCourseInfo(input: {
  courseId: number;
  language: UiLanguage;
  scope: CatalogScope;
  signal?: AbortSignal;
}) {
  const { scope, signal } = input;
  const params = { id: input.courseId };
  return scope.kind === "guest"
    ? callEndpoint(getGuestCourse, { params, query: { translate_lang: input.language, domain: scope.domain }, signal })
    : callEndpoint(getCourse, { params, query: { translate_lang: input.language }, signal });
}

/** The visible catalogue's highest fee and tuition, shown as the upper ends of the money filters. */
export function fetchMaxPrice(input: { scope: CatalogScope; signal?: AbortSignal }) {
  const domain = input.scope.kind === "guest" ? input.scope.domain : undefined;
  return callEndpoint(getCatalogMaxPrice, { query: { domain }, signal: input.signal });
}
