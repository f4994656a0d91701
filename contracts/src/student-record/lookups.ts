import { z } from "zod";
import { EDUCATION_DEGREES, TRANSLATE_LANGS } from "../catalogue.js";
import { LEGAL_TRANSLATION_STATES, STUDENT_STEPS, STUDENT_TYPES, VISA_SUPPORT } from "./record-vocabulary.js";

/** A person as the record's pickers offer them (responsible, responsible abroad, seller, IELTS teacher). */
export const staffOption = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export const staffOptionList = z.array(staffOption);
export const sellerStudents = z.object({
  seller: staffOption,
  students: z.array(staffOption),
});

/** user/selectors/: every choice list of the record's form in one answer. */
export const recordSelectors = z.object({
  legal_translation_ready: z.array(z.enum(LEGAL_TRANSLATION_STATES)),
  city: z.array(z.object({ id: z.number().int(), city: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), tag_name: z.string() })),
  legal_translator: z.array(z.string()),
  steps: z.array(z.enum(STUDENT_STEPS)),
  types: z.array(z.enum(STUDENT_TYPES)),
  visa_support: z.array(z.enum(VISA_SUPPORT)),
  academic_years: z.array(z.string()),
  education: z.array(z.enum(EDUCATION_DEGREES)),
});
export type RecordSelectors = z.infer<typeof recordSelectors>;
/** The dictionary entries (cities, categories) answer in this language. */
export const selectorsQuery = z.object({ translate_lang: z.enum(TRANSLATE_LANGS).default("ru") }).strict();
export const nameSearchQuery = z.object({ name: z.string().trim().max(100).optional() }).strict();
export const namedOptionList = z.array(z.object({ name: z.string() }));
export const degreeOptionList = z.array(z.object({ id: z.number().int(), degree_name: z.string() }));

/** The academic years offered: last year's intake to four years ahead. */
export function academicYearsAround(year: number): string[] {
  return Array.from({ length: 6 }, (_, index) => `${year - 1 + index}-${year + index}`);
}
