import type { EducationSearchQuery, LanguageSearchQuery } from "@school/contracts";
import { listEligibleStudents, searchStudentEducations, searchStudentLanguages } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** Students of the school whose education meets a degree and study years. */
export function fetchStudentEducations(input: { query: Partial<EducationSearchQuery>; signal?: AbortSignal }) {
  return callEndpoint(searchStudentEducations, { query: input.query, signal: input.signal });
}

/** Students of the school by language knowledge (a minimum level) and certificate. */
export function fetchStudentLanguages(input: { query: Partial<LanguageSearchQuery>; signal?: AbortSignal }) {
  return callEndpoint(searchStudentLanguages, { query: input.query, signal: input.signal });
}

/** The students who meet every requirement of the program (decision 0029's rule). */
export function fetchEligibleStudents(input: { courseId: number; page: number; signal?: AbortSignal }) {
  return callEndpoint(listEligibleStudents, {
    params: { id: input.courseId },
    query: { page: input.page },
    signal: input.signal,
  });
}
