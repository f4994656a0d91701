import type { TranslateLang } from "@school/contracts";
import { and, getTableName, sql } from "drizzle-orm";
import { alias, type PgColumn } from "drizzle-orm/pg-core";
import { preparedVariant } from "../../core/tenancy/prepared-in-school.js";
import { joinedInSchool, type Scope } from "../../core/tenancy/scope.js";
import { courseRounds, courses, DICTIONARY_TABLES, shownName } from "../../db/schema/index.js";
import type { Visibility } from "./catalog.visibility.js";
import { FACET_COLUMNS } from "./catalog-filters.queries.js";
import { placeholderVisibility, visibilityVariant, visibleConditions } from "./catalog-visibility.queries.js";

type DictionaryTable = (typeof DICTIONARY_TABLES)[keyof typeof DICTIONARY_TABLES];
export type NamedRow = { id: number; name: string };

/**
 * Drizzle writes columns unqualified in the select list of a one-table query, where a subquery would take them
 * for its own; columns of the outer program row are spelled out there.
 */
export const outer = (column: PgColumn) => sql`${sql.identifier(getTableName(courses))}.${sql.identifier(column.name)}`;

/** Each dictionary table as the subquery's alias `entry`, made once. */
const ENTRIES = new Map<DictionaryTable, { id: PgColumn; schoolId: PgColumn }>(
  Object.values(DICTIONARY_TABLES).map((table) => [table, alias(table, "entry")]),
);

/** The entry's columns as the subquery's alias `entry` names them, for the shown-name rule. */
const ENTRY_COLUMNS = { nameRu: sql`entry.name_ru`, nameKk: sql`entry.name_kk`, nameEn: sql`entry.name_en` };

/**
 * A dictionary entry's id and its name in the reader's language (decision 0020), read for the page's rows only.
 * Scalar subqueries instead of seven LEFT JOINs: PostgreSQL evaluates them after the sort and limit (12 rows), and
 * planning an eight-table join cost ~20 ms per call (decision 0010). The entry must belong to the program's school,
 * so a stray foreign id shows no name.
 */
const nameOf = (input: { table: DictionaryTable; column: PgColumn; language: TranslateLang }) =>
  sql<NamedRow | null>`(select json_build_object('id', entry.id, 'name', ${shownName(ENTRY_COLUMNS, input.language)}) from ${input.table} as entry where ${joinedInSchool(ENTRIES.get(input.table)!, { from: courses, by: input.column })})`;

export type RoundRow = { id: number; start: string; end: string };

/** The program's next round that has not ended: what a card shows (a scalar subquery, as the names: decision 0010). */
const nextRound = (today: string) =>
  sql<RoundRow | null>`(select json_build_object('id', round.id, 'start', round.starts_on, 'end', round.ends_on) from ${courseRounds} as round where round.course_id = ${outer(courses.id)} and round.ends_on >= ${today} order by round.starts_on, round.id limit 1)`;

/** A card's own columns, without the names of its dictionary entries. */
const CARD_OWN_COLUMNS = {
  id: courses.id,
  titleRu: courses.titleRu,
  titleKk: courses.titleKk,
  titleEn: courses.titleEn,
  shortDescRu: courses.shortDescRu,
  shortDescKk: courses.shortDescKk,
  shortDescEn: courses.shortDescEn,
  poster: courses.poster,
  posterThumb: courses.posterThumb,
  cost: courses.cost,
  price: courses.price,
  priceCurrency: courses.priceCurrency,
  isFree: courses.isFree,
  language: courses.language,
  canSort: courses.canSort,
  show: courses.show,
};

/** A card's columns: the program's own and its dictionary names in the reader's language. */
export function cardColumns(language: TranslateLang) {
  return {
    ...CARD_OWN_COLUMNS,
    tag: nameOf({ table: DICTIONARY_TABLES.tag, column: courses.tagId, language }),
    degree: nameOf({ table: DICTIONARY_TABLES.degree, column: courses.degreeId, language }),
    format: nameOf({ table: DICTIONARY_TABLES.format, column: courses.formatId, language }),
    university: nameOf({ table: DICTIONARY_TABLES.univer, column: courses.universityId, language }),
    speciality: nameOf({ table: DICTIONARY_TABLES.spec, column: courses.specialityId, language }),
    city: nameOf({ table: DICTIONARY_TABLES.city, column: courses.cityId, language }),
    univerTag: nameOf({ table: DICTIONARY_TABLES.univerTag, column: courses.univerTagId, language }),
  };
}

/** Cards with their dictionary names (in the reader's language) and next round, in one statement. */
function selectCards(scope: Scope, input: { today: string; language: TranslateLang }) {
  return scope.db.select({ ...cardColumns(input.language), nextRound: nextRound(input.today) }).from(courses);
}
export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/**
 * The cards of a page's ids, in the ids' order. A page is read in two steps, its ids then its cards, so the skipped
 * rows of a deep page cost an index entry each (or nothing, from the in-memory index) rather than a card's eight
 * subqueries (decision 0010). The visibility again: a program hidden or moved between the two steps is left out
 * rather than shown.
 */
export async function selectCardsOf(
  scope: Scope,
  input: { visibility: Visibility; ids: readonly number[]; today: string; language: TranslateLang },
): Promise<CardRow[]> {
  if (input.ids.length === 0) return [];
  const { visibility, language } = input;
  const cards = preparedVariant<{ ids: readonly number[]; today: string; memberId?: number }, CardRow[]>(
    `catalog_cards_${language}_${visibilityVariant(visibility)}`,
    (prepared, name) =>
      selectCards(prepared, { language, today: sql.placeholder("today") as unknown as string })
        .where(
          and(
            ...visibleConditions(prepared, placeholderVisibility(visibility)),
            sql`${courses.id} = any(${sql.placeholder("ids")}::int[])`,
          ),
        )
        .prepare(name),
  );
  const rows = await cards(scope, { ids: input.ids, today: input.today, memberId: visibility.memberId });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return input.ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Cards of a page's ids with their dictionary entries' ids instead of names, in the ids' order: for a caller holding
 * the school's dictionaries (list/catalog-index.ts), so no dictionary is read per card.
 */
export async function selectUnnamedCardsOf(
  scope: Scope,
  input: { visibility: Visibility; ids: readonly number[]; today: string },
) {
  if (input.ids.length === 0) return [];
  const { visibility } = input;
  const rows = await preparedVariant<{ ids: readonly number[]; today: string; memberId?: number }, UnnamedCardRow[]>(
    `catalog_unnamed_cards_${visibilityVariant(visibility)}`,
    (prepared, name) => unnamedCards(prepared, visibility).prepare(name),
  )(scope, { ids: input.ids, today: input.today, memberId: visibility.memberId });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return input.ids.flatMap((id) => byId.get(id) ?? []);
}

/** The statement of `selectUnnamedCardsOf`, prepared per visibility: the ids, the day and the member its inputs. */
const unnamedCards = (scope: Scope, visibility: Visibility) =>
  scope.db
    .select({
      ...CARD_OWN_COLUMNS,
      ...FACET_COLUMNS,
      nextRound: nextRound(sql.placeholder("today") as unknown as string),
    })
    .from(courses)
    .where(
      and(
        ...visibleConditions(scope, placeholderVisibility(visibility)),
        sql`${courses.id} = any(${sql.placeholder("ids")}::int[])`,
      ),
    );
type UnnamedCardRow = Awaited<ReturnType<typeof unnamedCards>>[number];
