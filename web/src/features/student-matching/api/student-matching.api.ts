import {
  type EducationSearchQuery,
  type LanguageSearchQuery,
  studentEducationPage,
  studentLanguagePage,
} from "@school/contracts";
import { apiRequest } from "../../../api/http-client";

/** Students of the school whose education meets a degree and study years. */
export function fetchStudentEducations(input: { query: Partial<EducationSearchQuery>; signal?: AbortSignal }) {
  return apiRequest("course/course/education/", {
    query: input.query,
    schema: studentEducationPage,
    signal: input.signal,
  });
}

/** Students of the school by language knowledge (a minimum level) and certificate. */
export function fetchStudentLanguages(input: { query: Partial<LanguageSearchQuery>; signal?: AbortSignal }) {
  return apiRequest("course/course/knowledge_language/", {
    query: input.query,
    schema: studentLanguagePage,
    signal: input.signal,
  });
}
