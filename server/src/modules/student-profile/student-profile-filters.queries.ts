import { type EducationSearchQuery, LANGUAGE_LEVELS, type LanguageSearchQuery } from "@school/contracts";
import { eq, gte, inArray, lte, sql } from "drizzle-orm";
import { conditionsOf, type FilterTable } from "../../core/filters.js";
import { joinedInSchool } from "../../core/tenancy/scope.js";
import { userCertificates, userEducations, userLanguages } from "../../db/schema/index.js";

/**
 * The search filters of the student-profile lists, as tables read by the core filter mechanism: conditions of the
 * lists' statements, so query code.
 */
export type EducationFilters = Omit<EducationSearchQuery, "page">;
export type LanguageFilters = Omit<LanguageSearchQuery, "page">;

const EDUCATION_FILTERS: FilterTable<EducationFilters> = {
  degree: (degree) => eq(userEducations.degree, degree),
  start: (year) => gte(userEducations.start, year),
  // A comparison with NULL is never true, so records still in progress (no end year) drop out, as intended.
  end: (year) => lte(userEducations.end, year),
};

/** The level given and every level above it, read from the levels' order in the contract. */
const atLeastLevel = (level: (typeof LANGUAGE_LEVELS)[number]) => LANGUAGE_LEVELS.slice(LANGUAGE_LEVELS.indexOf(level));

const LANGUAGE_FILTERS: FilterTable<LanguageFilters> = {
  language: (language) => eq(userLanguages.language, language),
  level: (level) => inArray(userLanguages.level, atLeastLevel(level)),
  certificate: (name) =>
    sql`exists (select 1 from ${userCertificates} where ${joinedInSchool(userCertificates, { from: userLanguages, on: eq(userCertificates.userId, userLanguages.userId) })} and ${userCertificates.name} = ${name})`,
};

export const educationConditions = (filters: EducationFilters) => conditionsOf(EDUCATION_FILTERS, filters);
export const languageConditions = (filters: LanguageFilters) => conditionsOf(LANGUAGE_FILTERS, filters);
