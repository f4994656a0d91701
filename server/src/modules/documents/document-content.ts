import { DOCUMENT_KIND_NAMES, PLACEHOLDER_PATTERN, UI_LANGUAGES } from "@school/contracts";
import { z } from "zod";

/**
 * What an issued document says, frozen when it is issued (decision 0162): the template's text with its placeholders
 * filled, the parties, the lines and the schedule. It is stored with the document (jsonb) and read back through this
 * schema, so the acceptance renders the very words the student read, whatever the school changes later.
 */

const party = z.object({
  name: z.string(),
  /** The customer's IIN when known, the contractor's BIN. */
  code: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});

export const documentContent = z.object({
  kind: z.enum(DOCUMENT_KIND_NAMES),
  language: z.enum(UI_LANGUAGES),
  number: z.string(),
  /** YYYY-MM-DD, the school's day it was issued (an act's own date). */
  date: z.string(),
  body: z.string(),
  contractor: party.extend({
    bank: z.string(),
    iik: z.string(),
    bik: z.string(),
    kbe: z.string(),
    directorTitle: z.string(),
    directorName: z.string(),
    vatCertificate: z.string(),
  }),
  customer: party,
  /** The student's contract the document follows (an act's "Договор (контракт)"); null when none was issued. */
  contract: z.object({ number: z.string(), date: z.string() }).nullable().default(null),
  lines: z.array(z.object({ name: z.string(), date: z.string(), amount: z.number() })),
  schedule: z.array(z.object({ due: z.string(), amount: z.number() })),
  total: z.number(),
  currency: z.string(),
  /** The VAT rate the sum includes, or null: "without VAT". */
  vatRate: z.number().nullable(),
});
export type DocumentContent = z.infer<typeof documentContent>;

/**
 * What the student's acceptance recorded, printed on the contract; its moment in the school's time zone, as every
 * document and receipt prints a time (decision 0171).
 */
export type Acceptance = { at: Date; timeZone: string; ip: string; userAgent: string; sha256: string };

/**
 * A template's text with each placeholder replaced by its value, in one pass: a value is text, never read again as a
 * template, so a student named "{{requisites.iik}}" prints as written. The PDF draws it as plain text and a mail
 * escapes it; nothing in a value is markup anywhere. A placeholder without a value prints empty.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_PATTERN, (_match, name: string) => values[name] ?? "");
}
