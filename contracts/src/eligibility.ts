import { z } from "zod";
import { applicationStatusHistoryEntry, applicationStatusKey } from "./application-status.js";
import { type EDUCATION_DEGREES, TRANSLATE_LANGS } from "./catalogue.js";
import { dbId } from "./fields.js";
import { pageOf, pageParam } from "./pagination.js";

/**
 * Eligibility (decision 0029): a student's education, languages and certificates against a program's requirements.
 * The rule itself is one SQL expression in the server's eligibility module; this file holds what both sides read.
 *
 * Degrees from the lowest to the highest: a program asking for a degree takes that degree or any above it. College
 * (post-secondary vocational) sits between school and a bachelor's degree.
 */
export const DEGREE_ORDER = [
  "school",
  "college",
  "bachelor",
  "magistracy",
  "phd",
] as const satisfies readonly (typeof EDUCATION_DEGREES)[number][];

/** The requirements a program can state, each judged on its own; a program states none, some or all. */
export const ELIGIBILITY_CRITERIA = ["degree", "years", "certificate"] as const;
export type EligibilityCriterion = (typeof ELIGIBILITY_CRITERIA)[number];

export const eligibleProgramsQuery = z.object({
  /** Whose profile: a student's own when left out; staff and teachers name the student. */
  user_id: dbId.optional(),
  translate_lang: z.enum(TRANSLATE_LANGS).optional(),
});
export type EligibleProgramsQuery = z.infer<typeof eligibleProgramsQuery>;

export const eligibleProgram = z.object({
  id: z.number().int(),
  title: z.string(),
  country: z.string(),
  /** What the program asks for, as stored: the degree key (or ""), years (or null), certificate names. */
  requirement_degree: z.string(),
  requirement_years: z.number().int().nullable(),
  requirement_certificates: z.array(z.string()),
});
export type EligibleProgram = z.infer<typeof eligibleProgram>;
export const eligibleProgramList = z.array(eligibleProgram);
/** At most this many programs answer: the best products show a short list and link to the catalogue for the rest. */
export const ELIGIBLE_PROGRAMS_LIMIT = 50;

export const eligibleStudentsQuery = z.object({ page: pageParam });
export const ELIGIBLE_STUDENTS_PAGE_SIZE = 20;
export const eligibleStudent = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type EligibleStudent = z.infer<typeof eligibleStudent>;
export const eligibleStudentPage = pageOf(eligibleStudent);
export type EligibleStudentPage = z.infer<typeof eligibleStudentPage>;

/**
 * A student's own application progress (the student's settings): each program with a status, the status's history,
 * and the program's required documents, each marked handed in or still missing.
 */
export const applicationProgressQuery = z.object({ translate_lang: z.enum(TRANSLATE_LANGS).optional() });
export const applicationProgressItem = z.object({
  course_id: z.number().int(),
  title: z.string(),
  country: z.string(),
  status: applicationStatusKey,
  colour: z.string(),
  updated_at: z.string(),
  history: z.array(applicationStatusHistoryEntry),
  documents: z.array(z.object({ name: z.string(), handed_in: z.boolean() })),
});
export type ApplicationProgressItem = z.infer<typeof applicationProgressItem>;
export const applicationProgress = z.array(applicationProgressItem);
