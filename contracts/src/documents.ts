import { z } from "zod";
import { dbId } from "./fields.js";
import { UI_LANGUAGES } from "./languages.js";
import type { RequisitesDocument } from "./requisites.js";
import { binProblem, compactCode, REQUISITE_PROBLEMS } from "./requisites-checks.js";

/**
 * Documents from templates (issue 38, decision 0162): one mechanism for the papers a school hands a student. A kind is
 * a row of `DOCUMENT_KINDS`: the placeholders its text may use, the requisites it prints (the gate of decision 0158),
 * whether the student accepts it in the app, and the fixed blocks the renderer lays out under the text. A new kind
 * (the certificate, issue 38's other branch) is one more row here and one more layout on the server.
 */

/** Placeholders every kind may use: the student, the school's requisites and the document itself. */
const COMMON_PLACEHOLDERS = [
  "student.full_name",
  "student.first_name",
  "student.last_name",
  "student.email",
  "student.phone",
  "school.name",
  "requisites.legal_name",
  "requisites.bin",
  "requisites.address",
  "requisites.bank",
  "requisites.iik",
  "requisites.bik",
  "requisites.kbe",
  "requisites.director",
  "document.number",
  "document.date",
] as const;

/** What a program's payment adds: the program, the sum (in figures and in words) and the instalment schedule. */
const PAYMENT_PLACEHOLDERS = [
  "program.title",
  "payment.total",
  "payment.total_words",
  "payment.vat",
  "plan.schedule",
] as const;

export type DocumentKindRow = {
  /** The requisites the document prints, checked by `requireRequisites` before it is issued. */
  readonly requisites: RequisitesDocument;
  /** The student accepts it in the app (a simple electronic signature printed on it). */
  readonly acceptable: boolean;
  /** The placeholders its text may use; any other is refused on save. */
  readonly placeholders: readonly string[];
  /** It is issued for a program (a contract's plan, an invoice's program) or for an act of work done. */
  readonly subject: "program" | "act";
};

export const DOCUMENT_KINDS = {
  contract: {
    requisites: "contract",
    acceptable: true,
    placeholders: [...COMMON_PLACEHOLDERS, ...PAYMENT_PLACEHOLDERS],
    subject: "program",
  },
  invoice: {
    requisites: "invoice",
    acceptable: false,
    placeholders: [...COMMON_PLACEHOLDERS, ...PAYMENT_PLACEHOLDERS],
    subject: "program",
  },
  act: {
    requisites: "act",
    acceptable: false,
    placeholders: [...COMMON_PLACEHOLDERS, "payment.total", "payment.total_words", "payment.vat", "act.note"],
    subject: "act",
  },
} as const satisfies Record<string, DocumentKindRow>;

export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_NAMES = Object.keys(DOCUMENT_KINDS) as [DocumentKind, ...DocumentKind[]];

/** `{{ name }}` in a template's text: letters, digits, dots and underscores, spaces inside the braces allowed. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([a-z0-9_.]+)\s*\}\}/g;
export const TEMPLATE_MAX_LENGTH = 20_000;

/** The placeholders a text names that its kind does not know, each once, in the order written. */
export function unknownPlaceholders(kind: DocumentKind, text: string): string[] {
  const known: readonly string[] = DOCUMENT_KINDS[kind].placeholders;
  const named = [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1]!);
  return [...new Set(named.filter((name) => !known.includes(name)))];
}

export const documentTemplate = z.object({
  kind: z.enum(DOCUMENT_KIND_NAMES),
  language: z.enum(UI_LANGUAGES),
  body: z.string(),
  /** The shipped text, the school having saved none of its own. */
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});
export type DocumentTemplate = z.infer<typeof documentTemplate>;

export const documentTemplateList = z.object({
  templates: z.array(documentTemplate),
  /** Per kind, the placeholders its text may use (the editor lists them). */
  placeholders: z.object(
    Object.fromEntries(DOCUMENT_KIND_NAMES.map((kind) => [kind, z.array(z.string())])) as Record<
      DocumentKind,
      z.ZodArray<z.ZodString>
    >,
  ),
});
export type DocumentTemplateList = z.infer<typeof documentTemplateList>;

/** Saving a template, or previewing a text before it is saved; an empty body goes back to the shipped text. */
export const documentTemplateBody = z
  .object({
    kind: z.enum(DOCUMENT_KIND_NAMES),
    language: z.enum(UI_LANGUAGES),
    body: z.string().max(TEMPLATE_MAX_LENGTH),
  })
  .strict();
export type DocumentTemplateBody = z.infer<typeof documentTemplateBody>;

export const ISSUED_DOCUMENT_STATUSES = ["rendering", "ready", "failed"] as const;
export type IssuedDocumentStatus = (typeof ISSUED_DOCUMENT_STATUSES)[number];

export const issuedDocument = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  kind: z.enum(DOCUMENT_KIND_NAMES),
  language: z.enum(UI_LANGUAGES),
  number: z.string(),
  title: z.string(),
  status: z.enum(ISSUED_DOCUMENT_STATUSES),
  /** SHA-256 of the PDF as issued, hex; null while it renders. */
  sha256: z.string().nullable(),
  acceptable: z.boolean(),
  accepted_at: z.string().nullable(),
  created_at: z.string(),
});
export type IssuedDocument = z.infer<typeof issuedDocument>;
export const issuedDocumentList = z.array(issuedDocument);

/** Issuing a document for a student: a contract or an invoice for a program, an act for one of the student's acts. */
export const issueDocumentBody = z
  .object({
    kind: z.enum(DOCUMENT_KIND_NAMES),
    language: z.enum(UI_LANGUAGES),
    course_id: dbId.optional(),
    act_id: dbId.optional(),
    /**
     * The customer's IIN: the student's, or the payer's with `customer_name` (decision 0171). Left out, the
     * customer of the student's contract is printed; an act, which must print an IIN, is refused without one.
     */
    customer_iin: z
      .string()
      .max(32)
      .overwrite(compactCode)
      .superRefine((value, context) => {
        const problem = binProblem(value);
        if (problem) context.addIssue({ code: "custom", message: REQUISITE_PROBLEMS[problem] });
      })
      .optional(),
    /** Who pays when it is not the student (a parent): printed as the customer. */
    customer_name: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .regex(/^[^\r\n\t]*$/)
      .optional(),
  })
  .strict();
export type IssueDocumentBody = z.infer<typeof issueDocumentBody>;

/** Accepting a contract: the hash of the PDF the student read, so a changed document is never accepted unseen. */
export const acceptDocumentBody = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/) }).strict();

/**
 * Sending an issued document to its student on a channel of their thread: the message names the document and links to
 * "My files", where the student reads it signed in (a student reads only their own documents, so no file travels).
 */
export const DOCUMENT_CHANNELS = ["app", "email", "telegram", "whatsapp"] as const;
export type DocumentChannel = (typeof DOCUMENT_CHANNELS)[number];
export const sendDocumentBody = z.object({ channel: z.enum(DOCUMENT_CHANNELS) }).strict();
export type SendDocumentBody = z.infer<typeof sendDocumentBody>;
