import type { ApplicationStatusBody, PipelineQuery, TranslateLang } from "@school/contracts";
import {
  getRecordSelectors,
  listAdmins,
  listApplicationStatuses,
  listCountries,
  listSchoolPrograms,
  setApplicationStatus,
  statusPipeline,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** One student's programs with their status and whole history, program titles in the interface language. */
export const fetchStudentStatuses = (input: { userId: number; language: TranslateLang; signal?: AbortSignal }) =>
  callEndpoint(listApplicationStatuses, {
    query: { user_id: input.userId, translate_lang: input.language },
    signal: input.signal,
  });

/** A move of the transition table (decision 0025); the server refuses any other with 409. */
export const moveStatus = (body: ApplicationStatusBody) => callEndpoint(setApplicationStatus, { body });

/** The school's programs matching a search, for adding one to a student. */
export const searchPrograms = (input: { schoolId: number; q: string; language: TranslateLang; signal?: AbortSignal }) =>
  callEndpoint(listSchoolPrograms, {
    params: { school: input.schoolId },
    query: { q: input.q || undefined, translate_lang: input.language },
    signal: input.signal,
  });

export type BoardFilters = Pick<PipelineQuery, "country" | "academic_year" | "responsible">;

/** The board's columns, or one column's next cards (`status` and `after`). */
export const fetchBoard = (input: {
  filters: BoardFilters;
  language: TranslateLang;
  status?: PipelineQuery["status"];
  after?: string;
  signal?: AbortSignal;
}) =>
  callEndpoint(statusPipeline, {
    query: { ...input.filters, status: input.status, after: input.after, translate_lang: input.language },
    signal: input.signal,
  });

/** The filter bar's choices: intakes from the record's selectors, managers from the school's staff. */
export async function fetchBoardChoices(language: TranslateLang, signal?: AbortSignal) {
  const [selectors, staff, countries] = await Promise.all([
    callEndpoint(getRecordSelectors, { query: { translate_lang: language }, signal }),
    callEndpoint(listAdmins, { signal }),
    callEndpoint(listCountries, { query: {}, signal }),
  ]);
  return { academicYears: selectors.academic_years, staff, countries: countries.map((country) => country.name) };
}
