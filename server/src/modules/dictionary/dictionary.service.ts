import {
  DICTIONARIES,
  type DictionaryKind,
  type DictionaryResponse,
  ENTRY_NAME_FIELDS,
  inLanguage,
  TRANSLATE_LANGS,
  type TranslateLang,
  type Translations,
} from "@school/contracts";
import type { Actor, Visitor } from "../../core/access/actor.js";
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from "../../core/db-errors.js";
import { AppError } from "../../core/errors.js";
import type { Scope } from "../../core/tenancy/scope.js";
import * as queries from "./dictionary.queries.js";

/** A write body: names by language (the spec's own field is the Russian one) and maybe a tag. */
type EntryBody = Record<string, unknown>;
type EntryValues = { names: Partial<Translations>; tagId?: number | null; specFieldSent: boolean };

/**
 * `{id, name, tag_id}` with the name shown in `language`, the same under the spec's own field, so clients written
 * either way read one answer, and the three names as written for the admin's forms.
 */
function toResponse(kind: DictionaryKind, input: { row: queries.DictionaryRow; language: TranslateLang }) {
  const { row, language } = input;
  const shown = inLanguage(language, row.names);
  return {
    id: row.id,
    name: shown,
    tag_id: row.tagId,
    name_ru: row.names.ru,
    name_kk: row.names.kk,
    name_en: row.names.en,
    [DICTIONARIES[kind].nameField]: shown,
  } as DictionaryResponse;
}

function readBody(kind: DictionaryKind, body: EntryBody): EntryValues {
  const specName = body[DICTIONARIES[kind].nameField];
  const names: Partial<Translations> = {};
  if (typeof specName === "string") names.ru = specName;
  for (const language of TRANSLATE_LANGS) {
    const name = body[ENTRY_NAME_FIELDS[language]];
    if (typeof name === "string") names[language] = name;
  }
  const tagId = body.tag_id;
  return {
    names,
    ...(typeof tagId === "number" || tagId === null ? { tagId } : {}),
    specFieldSent: typeof specName === "string",
  };
}

const entryNotFound = (kind: DictionaryKind) => new AppError("not_found", `No such ${DICTIONARIES[kind].nameField}`);

/** The names each language shows, by the one rule of decision 0020. */
const shownNames = (names: Translations): Translations =>
  Object.fromEntries(TRANSLATE_LANGS.map((language) => [language, inLanguage(language, names)])) as Translations;

/**
 * A 409 naming the body field each clashing name came from: a language left empty shows the first filled in, so
 * the field to change is that one (the spec's own field when it carried the Russian name).
 */
function duplicate(
  kind: DictionaryKind,
  input: { names: Translations; clashes: TranslateLang[]; values: EntryValues },
) {
  const fields: Record<string, string> = {};
  for (const language of input.clashes) {
    const source = [language, ...TRANSLATE_LANGS].find((each) => input.names[each] !== "") ?? language;
    const field =
      source === "ru" && input.values.specFieldSent ? DICTIONARIES[kind].nameField : ENTRY_NAME_FIELDS[source];
    fields[field] = "Already exists";
  }
  const shown = inLanguage(input.clashes[0] ?? "ru", input.names);
  return new AppError("conflict", `"${shown}" already exists`, { fields });
}

/** Two requests writing the same name at once: the unique indexes decide, and the loser hears 409 too. */
const raceLost = (kind: DictionaryKind) =>
  new AppError("conflict", "An entry with this name already exists", {
    fields: { [DICTIONARIES[kind].nameField]: "Already exists" },
  });

/** An entry filed under a tag must name a tag of the same school; another school's tag is simply not found. */
async function assertTagInSchool(scope: Scope, tagId: number | null | undefined) {
  if (tagId == null) return;
  if (await queries.tagInSchool(scope, tagId)) return;
  throw new AppError("not_found", "No such tag", { fields: { tag_id: "Not found" } });
}

export async function listEntries(visitor: Visitor, filter: { kind: DictionaryKind; tagId?: number }) {
  const { language } = visitor;
  const rows = await queries.listEntries(visitor, { kind: filter.kind, tagId: filter.tagId, language });
  return rows.map((row) => toResponse(filter.kind, { row, language }));
}

export async function createEntry(actor: Actor, input: { kind: DictionaryKind; body: EntryBody }) {
  const { kind } = input;
  const values = readBody(kind, input.body);
  const names: Translations = { ru: "", kk: "", en: "", ...values.names };
  await assertTagInSchool(actor, values.tagId);
  const clashes = await queries.takenLanguages(actor, { kind, shown: shownNames(names) });
  if (clashes.length > 0) throw duplicate(kind, { names, clashes, values });
  try {
    const id = await queries.insertEntry(actor, { kind, names, tagId: values.tagId ?? null });
    return toResponse(kind, { row: { id, names, tagId: values.tagId ?? null }, language: "ru" });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw raceLost(kind);
    throw error;
  }
}

/** The names sent change, the others stay; a change that would leave no name at all is refused. */
export async function updateEntry(actor: Actor, input: { kind: DictionaryKind; id: number; body: EntryBody }) {
  const { kind, id } = input;
  const values = readBody(kind, input.body);
  const current = await queries.findEntry(actor, { kind, id });
  if (!current) throw entryNotFound(kind);
  await assertTagInSchool(actor, values.tagId);
  const renamed = Object.keys(values.names).length > 0;
  const names: Translations = { ...current.names, ...values.names };
  if (renamed) {
    if (!TRANSLATE_LANGS.some((language) => names[language] !== "")) {
      throw new AppError("validation_failed", "Check the data: some fields are invalid", {
        fields: { [DICTIONARIES[kind].nameField]: "Give the name in at least one language" },
      });
    }
    const clashes = await queries.takenLanguages(actor, { kind, shown: shownNames(names), exceptId: id });
    if (clashes.length > 0) throw duplicate(kind, { names, clashes, values });
  }
  try {
    await queries.updateEntry(actor, { kind, id, values: { names: renamed ? names : undefined, tagId: values.tagId } });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw raceLost(kind);
    throw error;
  }
  const row = await queries.findEntry(actor, { kind, id });
  if (!row) throw entryNotFound(kind);
  return toResponse(kind, { row, language: "ru" });
}

/**
 * An entry that programs still name is refused rather than detached: detaching would silently change how those
 * programs are filtered in the catalogue (decision 0009).
 */
export async function deleteEntry(actor: Actor, entry: { kind: DictionaryKind; id: number }): Promise<void> {
  if (!(await queries.findEntry(actor, entry))) throw entryNotFound(entry.kind);
  const used = await queries.countCoursesUsing(actor, entry);
  if (used > 0) throw inUse(used);
  try {
    await queries.deleteEntry(actor, entry);
  } catch (error) {
    // A program created between the count and the delete: the foreign key refuses, with the same answer.
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw inUse(await queries.countCoursesUsing(actor, entry));
    throw error;
  }
}

const inUse = (programs: number) =>
  new AppError(
    "conflict",
    `This entry is used by ${programs} ${programs === 1 ? "program" : "programs"}; change or delete ${programs === 1 ? "it" : "them"} first`,
  );
