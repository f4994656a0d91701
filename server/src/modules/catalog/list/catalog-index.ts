import { inLanguage, type TranslateLang, type Translations } from "@school/contracts";
import type { Visitor } from "../../../core/access/actor.js";
import type { SchoolChanges } from "../../../core/cache/school-changes.js";
import type { PageWindow } from "../../../core/pagination.js";
import { type SchoolDay, schoolDayIn, schoolTimeZone } from "../../../core/school-day.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { type CardRow, selectUnnamedCardsOf } from "../catalog.queries.js";
import {
  CATALOG_FILTERS,
  type CatalogFilterInput,
  FACET_KEYS,
  type FacetKey,
  type IndexedProgram,
} from "../catalog-filters.queries.js";
import { canSearchFuzzy, FUZZY_LIMIT } from "../search/search.js";
import { selectSimilarTitles } from "../search/search.queries.js";
import { selectDictionaryNames, selectIndexedPrograms, selectSearchMatches } from "./catalog-index.queries.js";
import type { FacetCounts } from "./facets.queries.js";

/**
 * The public catalogue's filters, counts and order, worked out in memory (decision 0093). Counting the facets of a
 * search in SQL reads every program the other filters let through (11,000 to 18,000 rows at 20,000 programs); here
 * each process keeps, per school, what the filters test of every visible program (ids, dictionary ids, fees,
 * rounds: a few hundred bytes each), read in one go and dropped when the database says the school's catalogue
 * changed (core/cache/school-changes.ts). A search then reads from the database only the programs its words match
 * (the full-text index) and the twelve cards of its page. The filters' SQL and in-memory forms sit side by side in
 * CATALOG_FILTERS, and catalog-index.property.test.ts proves this answer equal to the SQL one.
 */
export type CatalogIndex = {
  timeZone: string;
  /** The visible programs in the default order (`position`). */
  programs: readonly IndexedProgram[];
  /** The school's dictionary entries' names, by facet row and id: cards are named from here. */
  names: Record<FacetKey, ReadonlyMap<number, Translations>>;
};

/** The card field that names each facet row's entry. */
const CARD_FIELD_OF_FACET = {
  tag: "tag",
  city: "city",
  university: "university",
  univer_tag: "univerTag",
  degree: "degree",
  speciality: "speciality",
  format: "format",
} as const satisfies Record<FacetKey, keyof CardRow>;

/**
 * The page's cards, named from the index's dictionaries in the reader's language (`inLanguage`, the rule of
 * `shownName`): one statement over the page's programs, none over the dictionaries.
 */
export async function namedCardsOf(
  visitor: Visitor,
  input: { index: CatalogIndex; ids: readonly number[]; today: string; language: TranslateLang },
): Promise<CardRow[]> {
  const rows = await selectUnnamedCardsOf(visitor, {
    visibility: { visibleOnly: true },
    ids: input.ids,
    today: input.today,
  });
  return rows.map((row) => {
    const card = { ...row } as Record<string, unknown>;
    for (const key of FACET_KEYS) {
      const id = row[key];
      const names = id === null ? undefined : input.index.names[key].get(id);
      delete card[key];
      card[CARD_FIELD_OF_FACET[key]] = id !== null && names ? { id, name: inLanguage(input.language, names) } : null;
    }
    return card as CardRow;
  });
}

export type IndexSearch = { ids: number[]; count: number; facets: FacetCounts; day: SchoolDay };

/** One page of the visible catalogue: its ids in order, the count and every facet row, and the school's day. */
export async function searchCatalogIndex(
  visitor: Visitor,
  input: { query: Omit<CatalogFilterInput, "day">; window: PageWindow },
): Promise<IndexSearch & { index: CatalogIndex }> {
  const index = await catalogIndexOf(visitor);
  const day = schoolDayIn(index.timeZone, visitor.deps.clock.now());
  const query = { ...input.query, day };
  const searchMatches = await selectSearchMatches(visitor, query.q);
  const found = evaluate(index, { query: { ...query, searchMatches }, window: input.window });
  // A typo, as list.service.ts's isTypo says: no program at all has the words, whatever the other filters.
  const isTypo =
    found.count === 0 &&
    searchMatches !== undefined &&
    canSearchFuzzy(query.q) &&
    Object.values(found.facets).every((row) => row.length === 0) &&
    !index.programs.some((program) => searchMatches.has(program.id));
  if (!isTypo) return { ...found, day, index };
  const visibility = { visibleOnly: true };
  const similar = await selectSimilarTitles(visitor, { visibility, q: query.q, limit: FUZZY_LIMIT });
  if (similar.length === 0) return { ...found, day, index };
  // The near-match list's own order is the relevance: the first the most relevant.
  const nearMatches = new Map(similar.map((id, place) => [id, -place]));
  const near = evaluate(index, { query: { ...query, similar, searchMatches: nearMatches }, window: input.window });
  return { ...near, day, index };
}

/**
 * Count, facets and the page's ids, as the SQL of list.queries.ts and facets.queries.ts answer them: every filter on
 * the results; each facet row counted over the programs every *other* filter lets through (disjunctive faceting); the
 * order of the explicit sorts, then relevance, then the default order.
 */
export function evaluate(
  index: CatalogIndex,
  input: { query: CatalogFilterInput; window: PageWindow },
): Omit<IndexSearch, "day"> {
  const { query } = input;
  // A filter none of whose fields the query sets lets every program through: only the others are tested.
  const used = CATALOG_FILTERS.filter((filter) => filter.fields.some((field) => query[field] !== undefined));
  const { matches, facets } = used.length === 0 ? unfilteredOf(index) : filtered(index, { query, used });
  // The index is in the default order, and filtering keeps it: only a sort or a search orders again.
  const ordered =
    query.cost_value || query.price_value || query.searchMatches ? [...matches].sort(orderOf(query)) : matches;
  const { offset, limit } = input.window;
  return {
    ids: ordered.slice(offset, offset + limit).map((program) => program.id),
    count: matches.length,
    facets,
  };
}

type Filtered = { matches: readonly IndexedProgram[]; facets: FacetCounts };

/** The catalogue with no filter, the most asked page: worked out once per index. */
const unfiltered = new WeakMap<CatalogIndex, Filtered>();
function unfilteredOf(index: CatalogIndex): Filtered {
  let found = unfiltered.get(index);
  if (!found) {
    found = filtered(index, { query: {} as CatalogFilterInput, used: [] });
    unfiltered.set(index, found);
  }
  return found;
}

function filtered(index: CatalogIndex, input: { query: CatalogFilterInput; used: typeof CATALOG_FILTERS }): Filtered {
  const { query, used } = input;
  const shared = used.filter((filter) => filter.facet === undefined);
  const narrowing = used.filter((filter) => filter.facet !== undefined);
  const counts = Object.fromEntries(FACET_KEYS.map((key) => [key, new Map<number, number>()])) as Record<
    FacetKey,
    Map<number, number>
  >;
  const add = (key: FacetKey, program: IndexedProgram) => {
    const value = program.facets[key];
    if (value !== null) counts[key].set(value, (counts[key].get(value) ?? 0) + 1);
  };
  const matches: IndexedProgram[] = [];
  for (const program of index.programs) {
    if (!shared.every((filter) => filter.matches(program, query))) continue;
    let missed: FacetKey | null = null;
    let missedOthers = false;
    for (const filter of narrowing) {
      if (filter.matches(program, query)) continue;
      if (missed !== null && missed !== filter.facet) missedOthers = true;
      missed = filter.facet!;
    }
    if (missedOthers) continue;
    if (missed !== null) {
      add(missed, program);
      continue;
    }
    matches.push(program);
    for (const key of FACET_KEYS) add(key, program);
  }
  const facets = Object.fromEntries(
    FACET_KEYS.map((key) => [
      key,
      [...counts[key]].map(([id, count]) => ({ id, count })).sort((left, right) => left.id - right.id),
    ]),
  ) as FacetCounts;
  return { matches, facets };
}

/** selectPageIds' order: fee, then tuition (as asked), then relevance when searching, then the default order. */
function orderOf(query: CatalogFilterInput): (left: IndexedProgram, right: IndexedProgram) => number {
  const sign = (value: "asc" | "desc" | undefined) => (value === "desc" ? -1 : value === "asc" ? 1 : 0);
  const cost = sign(query.cost_value);
  const price = sign(query.price_value);
  const relevance = query.searchMatches;
  const rankOf = (program: IndexedProgram) => relevance?.get(program.id) ?? 0;
  return (left, right) =>
    cost * (left.cost - right.cost) ||
    price * (left.price - right.price) ||
    rankOf(right) - rankOf(left) ||
    left.position - right.position;
}

/** Schools' indexes kept per app (keyed by its change feed); past this many programs, the least used go first. */
const held = new WeakMap<SchoolChanges, Map<number, { stamp: number; index: Promise<CatalogIndex> }>>();
const MAX_INDEXED_PROGRAMS = 250_000;

/** The school's index, read again when the database has said its catalogue changed since it was read. */
export function catalogIndexOf(visitor: Visitor): Promise<CatalogIndex> {
  const changes = visitor.deps.publicAnswers?.changes;
  if (!changes) return loadCatalogIndex(visitor);
  let schools = held.get(changes);
  if (!schools) {
    schools = new Map();
    held.set(changes, schools);
  }
  const { schoolId } = visitor;
  const kept = schools.get(schoolId);
  schools.delete(schoolId);
  if (kept && changes.isCurrent(schoolId, kept.stamp)) {
    schools.set(schoolId, kept);
    return kept.index;
  }
  const entry = { stamp: changes.stamp(), index: loadCatalogIndex(visitor) };
  schools.set(schoolId, entry);
  const indexes = schools;
  entry.index.then(
    () => evictBeyondLimit(indexes),
    // A failed read is not kept: the next search tries again.
    () => {
      if (indexes.get(schoolId) === entry) indexes.delete(schoolId);
    },
  );
  return entry.index;
}

async function evictBeyondLimit(schools: Map<number, { index: Promise<CatalogIndex> }>): Promise<void> {
  let total = 0;
  const sizes = new Map<number, number>();
  for (const [schoolId, entry] of schools) {
    const size = (await entry.index.catch(() => ({ programs: [] }))).programs.length;
    sizes.set(schoolId, size);
    total += size;
  }
  for (const [schoolId, size] of sizes) {
    if (total <= MAX_INDEXED_PROGRAMS || schools.size <= 1) break;
    schools.delete(schoolId);
    total -= size;
  }
}

/** Every visible program of the school as the filters test it, in the default order: one statement, and the zone. */
export async function loadCatalogIndex(scope: Scope): Promise<CatalogIndex> {
  const [rows, timeZone, names] = await Promise.all([
    selectIndexedPrograms(scope),
    schoolTimeZone(scope),
    loadNames(scope),
  ]);
  const programs = rows.map(
    (row, position): IndexedProgram => ({
      id: row.id,
      cost: row.cost,
      price: row.price,
      language: row.language,
      updatedAtMicros: Number(row.updatedAtMicros),
      facets: Object.fromEntries(FACET_KEYS.map((key) => [key, row[key]])) as Record<FacetKey, number | null>,
      rounds: row.rounds.map(([start, end]) => ({ start, end })),
      position,
    }),
  );
  return { timeZone, programs, names };
}

/** Every dictionary entry of the school, in one statement. */
async function loadNames(scope: Scope): Promise<CatalogIndex["names"]> {
  const rows = await selectDictionaryNames(scope);
  const names = Object.fromEntries(FACET_KEYS.map((key) => [key, new Map<number, Translations>()])) as Record<
    FacetKey,
    Map<number, Translations>
  >;
  for (const row of rows) names[row.facet].set(row.id, { ru: row.name_ru, kk: row.name_kk, en: row.name_en });
  return names;
}
