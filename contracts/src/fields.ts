import { z } from "zod";
import { ID_LIST_MAX_LENGTH, ID_LIST_PATTERN, TRANSLATE_LANGS } from "./catalogue-vocabulary.js";
import { PG_INTEGER_MAX } from "./constants.js";
import type { PlainFieldKind, PlainFields, PlainValue } from "./plain-record.js";

/** An id in a path, query or body: a whole number from 1 to PostgreSQL's integer maximum. */
export const dbId = z.coerce.number().int().min(1).max(PG_INTEGER_MAX);

/**
 * The bidirectional formatting characters (decision 0169): the embeddings and overrides U+202A–U+202E, the isolates
 * U+2066–U+2069 and the marks U+200E, U+200F, U+061C. None belongs in a person's name, and one there turns what
 * follows it around ("Eve\u202Elive" reads "Eve evil") wherever the name goes: lists, mails, PDFs, other programs.
 * The joiners (U+200C, U+200D) stay: some scripts spell words with them.
 */
const BIDI_CONTROL_CHARACTERS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROL_CHARACTERS, "");

/** A first or last name as a body writes it: its bidirectional controls dropped, then trimmed, at most 100. */
export const personNameOrEmpty = z.string().overwrite(withoutBidiControls).trim().max(100);

/** A first or last name that must be given: something left once the controls and the spaces are gone. */
export const personName = personNameOrEmpty.min(1);

/** Path parameters that are all ids: `idParams("courseId", "userId")`. */
export const idParams = <Name extends string>(...names: Name[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, dbId])) as Record<Name, typeof dbId>);

/** Multi-choice filters: comma-separated ids, each an id as above, at most a hundred. */
export const dbIdList = z
  .string()
  .max(ID_LIST_MAX_LENGTH)
  .regex(ID_LIST_PATTERN, "a comma-separated list of at most 100 ids")
  .transform((value) => value.split(",").map(Number))
  .refine((ids) => ids.every((id) => id >= 1 && id <= PG_INTEGER_MAX), "an id is out of range");

/** A calendar date as YYYY-MM-DD that really exists (no 2026-02-30), in the years a database date can hold. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "not a calendar date");

/** A report's period (the analytics' picker): its first and last days, in order, at most three years apart. */
export const reportPeriodQuery = z
  .object({ from: isoDate, to: isoDate })
  .strict()
  .refine((query) => query.from <= query.to, { message: "The period ends before it starts", path: ["to"] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 3 * 366 * 86_400_000, {
    message: "A period of at most three years",
    path: ["to"],
  });

/** Each plain field kind as zod, a fresh schema per field (the OpenAPI document inlines every one). */
const plainFieldSchema = (kind: PlainFieldKind): z.ZodType => {
  switch (kind) {
    case "string":
      return z.string();
    case "nullableString":
      return z.string().nullable();
    case "boolean":
      return z.boolean();
    case "int":
      return z.number().int();
    case "number":
      return z.number();
    default:
      return z.enum(kind as [string, ...string[]]);
  }
};

/** The zod schema of a plain record (plain-record.ts): the same fields, the same kinds, other keys dropped. */
export const zodRecordOf = <Fields extends PlainFields>(fields: Fields) =>
  z.object(
    Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, plainFieldSchema(kind)])) as {
      [Name in keyof Fields]: z.ZodType<PlainValue<Fields[Name]>>;
    },
  );

/** `translate_lang`: the language a call's names are shown in (`name`, `name_group`); Russian when left out. */
export const translateLang = z.enum(TRANSLATE_LANGS).optional();

/**
 * The Kazakh and English names beside the spec's one name field, which holds the Russian name (decision 0042):
 * "" where none was written, every language falling back to the first one filled in (`inLanguage`).
 */
export const otherNames = (maxLength: number) => ({
  name_kk: z.string().trim().max(maxLength),
  name_en: z.string().trim().max(maxLength),
});
