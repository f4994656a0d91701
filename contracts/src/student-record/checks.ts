import { z } from "zod";
import { dbId } from "../fields.js";

/**
 * The 23 financial documents (product.md section 3); each is a `finance_` field: checked or not. The family
 * certificate in two forms, bank accounts and salary certificates of two years for the student, mother and father,
 * their real estate, a two-year rental agreement and four civil certificates.
 */
export const FINANCE_DOCUMENTS = [
  "family_certificate_notary",
  "family_certificate_local",
  "student_bank_account_1",
  "student_bank_account_2",
  "mother_bank_account_1",
  "mother_bank_account_2",
  "father_bank_account_1",
  "father_bank_account_2",
  "student_salary_1",
  "student_salary_2",
  "mother_salary_1",
  "mother_salary_2",
  "father_salary_1",
  "father_salary_2",
  "student_real_estate",
  "mother_real_estate",
  "father_real_estate",
  "rental_agreement_1",
  "rental_agreement_2",
  "divorce_certificate",
  "death_certificate",
  "marriage_eligibility_certificate",
  "name_change_certificate",
] as const;
export type FinanceDocument = (typeof FINANCE_DOCUMENTS)[number];
export const FINANCE_FIELDS = FINANCE_DOCUMENTS.map((document) => `finance_${document}` as const);
export type FinanceField = (typeof FINANCE_FIELDS)[number];

/** The 11 documents that need an apostille (product.md section 3), each with a first and a second apostille. */
export const APOSTILLE_DOCUMENTS = [
  "grade_9",
  "grade_11",
  "college_diploma",
  "expulsion_certificate",
  "first_year_transcript",
  "university_diploma",
  "birth_certificate",
  "name_change",
  "divorce",
  "death",
  "grade_12_selective",
] as const;
export type ApostilleDocument = (typeof APOSTILLE_DOCUMENTS)[number];
export const APOSTILLE_ROUNDS = ["first", "second"] as const;
export const APOSTILLE_FIELDS = APOSTILLE_DOCUMENTS.flatMap((document) =>
  APOSTILLE_ROUNDS.map((round) => `apostille_${document}_${round}` as const),
);
export type ApostilleField = `apostille_${ApostilleDocument}_${(typeof APOSTILLE_ROUNDS)[number]}`;

/** Document checking (product.md section 4): none checked, some checked, all checked. */
export const DOCUMENT_CHECK_STATES = ["not_checked", "checked", "all_checked"] as const;
export type DocumentCheckState = (typeof DOCUMENT_CHECK_STATES)[number];
export function documentCheckState(checked: number, total: number): DocumentCheckState {
  if (checked === 0) return "not_checked";
  return checked >= total ? "all_checked" : "checked";
}

/** Finance documents: the 23 `finance_` flags (GET answers all, POST sets those sent). */
const financeFlags = Object.fromEntries(FINANCE_FIELDS.map((field) => [field, z.boolean()])) as Record<
  FinanceField,
  z.ZodBoolean
>;
export const financeChecks = z.object({
  user_id: z.number().int(),
  ...financeFlags,
  state: z.enum(DOCUMENT_CHECK_STATES),
});
export const financeBody = z
  .object({ user_id: dbId, ...financeFlags })
  .partial()
  .required({ user_id: true })
  .strict();

const apostilleFlags = Object.fromEntries(APOSTILLE_FIELDS.map((field) => [field, z.boolean()])) as Record<
  ApostilleField,
  z.ZodBoolean
>;
export const apostilleChecks = z.object({
  user_id: z.number().int(),
  ...apostilleFlags,
  state: z.enum(DOCUMENT_CHECK_STATES),
});
export const apostilleBody = z
  .object({ user_id: dbId, ...apostilleFlags })
  .partial()
  .required({ user_id: true })
  .strict();

/** DDV (declaration of value) and codice fiscale: the Italian steps of the record. */
export const ddvState = z.object({
  user_id: z.number().int(),
  ddv_sent: z.boolean(),
  ddv_done: z.boolean(),
  codice_sent: z.boolean(),
});
export const ddvBody = z
  .object({ user_id: dbId, ddv_sent: z.boolean(), ddv_done: z.boolean(), codice_sent: z.boolean() })
  .partial()
  .required({ user_id: true })
  .strict();
