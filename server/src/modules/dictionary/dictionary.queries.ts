import { type DictionaryKind, TRANSLATE_LANGS, type TranslateLang, type Translations } from "@school/contracts";
import { and, asc, count, eq, ne, or, type SQL, sql } from "drizzle-orm";
import { byId, inSchool, type Scope } from "../../core/tenancy/scope.js";
import { catalogTags, courses, DICTIONARY_TABLES, shownName } from "../../db/schema/index.js";

// Every query here is built with the scope's school; an entry of another school is simply not found.

export type DictionaryRow = { id: number; names: Translations; tagId: number | null };
/** One entry of one dictionary. */
type Entry = { kind: DictionaryKind; id: number };

/** The program column that names an entry of each dictionary, to count the programs using it. */
const COURSE_COLUMNS = {
  tag: courses.tagId,
  degree: courses.degreeId,
  format: courses.formatId,
  univer: courses.universityId,
  spec: courses.specialityId,
  city: courses.cityId,
  univerTag: courses.univerTagId,
} satisfies Record<DictionaryKind, unknown>;

/** Tags have no tag of their own; every other dictionary shares one table shape with a `tag_id` column. */
function tableOf(kind: DictionaryKind) {
  if (kind === "tag") return { table: catalogTags, tagId: sql<number | null>`null` };
  const table = DICTIONARY_TABLES[kind];
  return { table, tagId: table.tagId };
}

function selectEntries(scope: Scope, input: { kind: DictionaryKind; where: SQL | undefined; language: TranslateLang }) {
  const { table, tagId } = tableOf(input.kind);
  return scope.db
    .select({ id: table.id, ru: table.nameRu, kk: table.nameKk, en: table.nameEn, tagId })
    .from(table)
    .where(and(inSchool(scope, table), input.where))
    .orderBy(asc(shownName(table, input.language)), asc(table.id));
}

const toRow = (row: { id: number; ru: string; kk: string; en: string; tagId: number | null }): DictionaryRow => ({
  id: row.id,
  names: { ru: row.ru, kk: row.kk, en: row.en },
  tagId: row.tagId,
});

/** The school's entries, sorted by the names a reader of `language` sees. */
export async function listEntries(
  scope: Scope,
  filter: { kind: DictionaryKind; tagId?: number; language: TranslateLang },
): Promise<DictionaryRow[]> {
  const { kind, tagId, language } = filter;
  const where = tagId === undefined || kind === "tag" ? undefined : eq(DICTIONARY_TABLES[kind].tagId, tagId);
  return (await selectEntries(scope, { kind, where, language })).map(toRow);
}

export async function findEntry(scope: Scope, entry: Entry): Promise<DictionaryRow | null> {
  const where = byId(scope, tableOf(entry.kind).table, entry.id);
  const [row] = await selectEntries(scope, { kind: entry.kind, where, language: "ru" }).limit(1);
  return row ? toRow(row) : null;
}

/**
 * The languages in which another entry of the school already shows the name these names would show
 * (`exceptId`: the entry being renamed). The same expressions as the unique indexes, so those can answer.
 */
export async function takenLanguages(
  scope: Scope,
  candidate: { kind: DictionaryKind; shown: Translations; exceptId?: number },
): Promise<TranslateLang[]> {
  const { table } = tableOf(candidate.kind);
  const rows = await scope.db
    .select(Object.fromEntries(TRANSLATE_LANGS.map((language) => [language, shownName(table, language)])))
    .from(table)
    .where(
      and(
        inSchool(scope, table),
        candidate.exceptId === undefined ? undefined : ne(table.id, candidate.exceptId),
        or(...TRANSLATE_LANGS.map((language) => eq(shownName(table, language), candidate.shown[language]))),
      ),
    );
  return TRANSLATE_LANGS.filter((language) => rows.some((row) => row[language] === candidate.shown[language]));
}

/** Whether the tag an entry is filed under belongs to the same school. */
export async function tagInSchool(scope: Scope, tagId: number): Promise<boolean> {
  const rows = await scope.db
    .select({ id: catalogTags.id })
    .from(catalogTags)
    .where(byId(scope, catalogTags, tagId))
    .limit(1);
  return rows.length > 0;
}

const nameColumns = (names: Translations) => ({ nameRu: names.ru, nameKk: names.kk, nameEn: names.en });

export async function insertEntry(
  scope: Scope,
  values: { kind: DictionaryKind; names: Translations; tagId: number | null },
): Promise<number> {
  const { kind } = values;
  if (kind === "tag") {
    const [row] = await scope.db
      .insert(catalogTags)
      .values({ schoolId: scope.schoolId, ...nameColumns(values.names) })
      .returning({ id: catalogTags.id });
    return row!.id;
  }
  const table = DICTIONARY_TABLES[kind];
  const [row] = await scope.db
    .insert(table)
    .values({ schoolId: scope.schoolId, ...nameColumns(values.names), tagId: values.tagId })
    .returning({ id: table.id });
  return row!.id;
}

/** `names`: all three as they should be (the caller merges a partial change into the stored ones). */
export async function updateEntry(
  scope: Scope,
  change: Entry & { values: { names?: Translations; tagId?: number | null } },
) {
  const { kind, id, values } = change;
  const names = values.names === undefined ? {} : nameColumns(values.names);
  if (kind === "tag") {
    if (values.names === undefined) return;
    await scope.db
      .update(catalogTags)
      .set(names)
      .where(byId(scope, catalogTags, id));
    return;
  }
  const table = DICTIONARY_TABLES[kind];
  const changes = { ...names, ...(values.tagId === undefined ? {} : { tagId: values.tagId }) };
  if (Object.keys(changes).length === 0) return;
  await scope.db
    .update(table)
    .set(changes)
    .where(byId(scope, table, id));
}

export async function deleteEntry(scope: Scope, entry: Entry): Promise<void> {
  const { table } = tableOf(entry.kind);
  await scope.db.delete(table).where(byId(scope, table, entry.id));
}

export async function countCoursesUsing(scope: Scope, entry: Entry): Promise<number> {
  const column = COURSE_COLUMNS[entry.kind];
  const [row] = await scope.db
    .select({ total: count() })
    .from(courses)
    .where(and(eq(column, entry.id), inSchool(scope, courses)));
  return row?.total ?? 0;
}

/**
 * Every spelling of the countries asked for, lower-cased, to compare with a stored country (`lower(trim(country))`):
 * each name as given, and all three names of a tag carrying it in any language, ignoring case, so a teacher who picks
 * or types "Италия" finds the programs that keep "Italy".
 */
export async function countrySpellings(scope: Scope, asked: readonly string[]): Promise<string[]> {
  const rows = await scope.db
    .select({ ru: catalogTags.nameRu, kk: catalogTags.nameKk, en: catalogTags.nameEn })
    .from(catalogTags)
    .where(inSchool(scope, catalogTags));
  const spellings = new Set(asked.map((name) => name.trim().toLowerCase()));
  for (const row of rows) {
    const names = [row.ru, row.kk, row.en].map((name) => name.trim().toLowerCase()).filter(Boolean);
    if (names.some((name) => spellings.has(name))) for (const name of names) spellings.add(name);
  }
  return [...spellings];
}

/**
 * Country names in `language`: records and programs keep a country as typed (mostly English, "Italy"), while the
 * school's tags name the countries in ru, kk and en. The answer reads a stored name in any of the three, ignoring
 * case; a name no tag carries comes back as it is.
 */
export async function countryNames(scope: Scope, language: TranslateLang): Promise<(stored: string) => string> {
  const rows = await scope.db
    .select({
      ru: catalogTags.nameRu,
      kk: catalogTags.nameKk,
      en: catalogTags.nameEn,
      shown: shownName(catalogTags, language),
    })
    .from(catalogTags)
    .where(inSchool(scope, catalogTags));
  const byName = new Map<string, string>();
  for (const row of rows) {
    for (const name of [row.ru, row.kk, row.en]) if (name.trim()) byName.set(name.trim().toLowerCase(), row.shown);
  }
  return (stored) => byName.get(stored.trim().toLowerCase()) ?? stored;
}
