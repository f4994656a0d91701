import { z } from "zod";
import {
  bikProblem,
  binProblem,
  compactCode,
  iikProblem,
  kbeProblem,
  numberPrefixProblem,
  REQUISITE_PROBLEMS,
  type RequisiteProblem,
} from "./requisites-checks.js";

/**
 * The school's requisites (issue 38, decision 0158): who the school is on paper (legal name, BIN, address, director),
 * where it is paid (bank, IIK, BIK, Kbe) and whether it charges VAT. Invoices, acts and contracts print them, and none
 * is issued while a requisite it needs is empty (`REQUISITES_FOR`, the server's `requireRequisites`).
 */

export const REQUISITE_TEXT_MAX = {
  legal_name: 300,
  legal_address: 500,
  bank_name: 200,
  director_name: 200,
  director_title: 100,
} as const;
/**
 * Until the school says otherwise, a VAT payer charges Kazakhstan's base rate: 16 % since the Tax Code of 2026 (12 %
 * before); a school on a reduced rate or another year's sets its own.
 */
export const VAT_RATE_DEFAULT = 16;

/** The requisites a document may need, in the order the settings show them. */
export const REQUIRED_REQUISITES = [
  "legal_name",
  "bin",
  "legal_address",
  "director_name",
  "bank_name",
  "iik",
  "bik",
  "kbe",
] as const;
export type RequiredRequisite = (typeof REQUIRED_REQUISITES)[number];
export type RequisitesDocument = "invoice" | "act" | "contract";

/**
 * What each document cannot be issued without. An act (form Р-1) names the contractor, its BIN and address and is
 * signed by its head, but carries no bank details; an invoice and a contract also say where to pay.
 */
export const REQUISITES_FOR: Record<RequisitesDocument, readonly RequiredRequisite[]> = {
  act: ["legal_name", "bin", "legal_address", "director_name"],
  invoice: REQUIRED_REQUISITES,
  contract: REQUIRED_REQUISITES,
};

/** The requisites a document needs that are empty: for any document when none is named. */
export function missingRequisites(
  values: Record<RequiredRequisite, string>,
  document?: RequisitesDocument,
): RequiredRequisite[] {
  const needed = document ? REQUISITES_FOR[document] : REQUIRED_REQUISITES;
  return needed.filter((field) => values[field].trim() === "");
}

/** English names of the requisites, for the server's messages (the web has its own in three languages). */
export const REQUISITE_NAMES: Record<RequiredRequisite, string> = {
  legal_name: "legal name",
  bin: "BIN",
  legal_address: "legal address",
  director_name: "director",
  bank_name: "bank",
  iik: "IIK",
  bik: "BIK",
  kbe: "Kbe",
};

/** A code field: spaces dropped and letters upper-cased as typed, then empty (not filled) or passing its check. */
const code = (problemOf: (value: string) => RequisiteProblem | null) =>
  z
    .string()
    .max(64)
    .overwrite(compactCode)
    .superRefine((value, context) => {
      const problem = value === "" ? null : problemOf(value);
      if (problem) context.addIssue({ code: "custom", message: REQUISITE_PROBLEMS[problem] });
    });
const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\r\n\t]*$/, REQUISITE_PROBLEMS.one_line);
const certificatePart = (max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{0,${max}}$`), REQUISITE_PROBLEMS.vat_certificate);

/** A number prefix: empty (the default), or one `numberPrefixProblem` accepts. */
const prefix = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = value === "" ? null : numberPrefixProblem(value);
    if (problem) context.addIssue({ code: "custom", message: REQUISITE_PROBLEMS[problem] });
  });

/** The documents the school numbers itself, each with its prefix and a sequence of its own. */
export const NUMBERED_DOCUMENTS = ["certificate", "contract", "invoice"] as const;
export type NumberedDocument = (typeof NUMBERED_DOCUMENTS)[number];

/**
 * `PUT user/school/requisites/`: every requisite at once. An empty text is not filled (and named in `missing`); a
 * filled one must pass its check. A VAT payer without a rate charges `VAT_RATE_DEFAULT`; a non-payer has no rate.
 */
export const schoolRequisitesBody = z
  .object({
    legal_name: line(REQUISITE_TEXT_MAX.legal_name),
    bin: code(binProblem),
    legal_address: line(REQUISITE_TEXT_MAX.legal_address),
    bank_name: line(REQUISITE_TEXT_MAX.bank_name),
    iik: code(iikProblem),
    bik: code(bikProblem),
    kbe: code(kbeProblem),
    director_name: line(REQUISITE_TEXT_MAX.director_name),
    /** "Директор", "Генеральный директор"…, as the school's documents sign; empty prints the document's own word. */
    director_title: line(REQUISITE_TEXT_MAX.director_title),
    vat_payer: z.boolean(),
    /** Percent; left out or null, a VAT payer charges `VAT_RATE_DEFAULT`. */
    vat_rate: z
      .number(REQUISITE_PROBLEMS.vat_rate)
      .int(REQUISITE_PROBLEMS.vat_rate)
      .min(0, REQUISITE_PROBLEMS.vat_rate)
      .max(99, REQUISITE_PROBLEMS.vat_rate)
      .nullable()
      .optional(),
    /** The VAT registration certificate's series and number; optional, as newer registrations have none. */
    vat_certificate_series: certificatePart(10),
    vat_certificate_number: certificatePart(20),
    /**
     * How the school's numbered documents start (decision 0171): "" for the default (`number_prefixes` answers the
     * ones in use); left out, kept as saved.
     */
    certificate_prefix: prefix.optional(),
    contract_prefix: prefix.optional(),
    invoice_prefix: prefix.optional(),
  })
  .strict();
export type SchoolRequisitesBody = z.infer<typeof schoolRequisitesBody>;

export const schoolRequisites = z.object({
  legal_name: z.string(),
  bin: z.string(),
  legal_address: z.string(),
  bank_name: z.string(),
  iik: z.string(),
  bik: z.string(),
  kbe: z.string(),
  director_name: z.string(),
  director_title: z.string(),
  vat_payer: z.boolean(),
  /** Percent; null when the school pays no VAT. */
  vat_rate: z.number().int().nullable(),
  vat_certificate_series: z.string(),
  vat_certificate_number: z.string(),
  /** The prefixes as the school set them: "" for the default. */
  certificate_prefix: z.string(),
  contract_prefix: z.string(),
  invoice_prefix: z.string(),
  /** The prefixes in use: the school's, else the default (decision 0171). */
  number_prefixes: z.object({ certificate: z.string(), contract: z.string(), invoice: z.string() }),
  /** The requisites a document needs that are not filled, in the settings' order (empty: every document may go). */
  missing: z.array(z.enum(REQUIRED_REQUISITES)),
  /** When they were last saved; null before the first save. */
  updated_at: z.string().nullable(),
});
export type SchoolRequisites = z.infer<typeof schoolRequisites>;
