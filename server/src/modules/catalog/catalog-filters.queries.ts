import type { CatalogQuery, DictionaryKind } from "@school/contracts";
import { and, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { isOneOf } from "../../core/filters.js";
import type { SchoolDay } from "../../core/school-day.js";
import { joinedInSchool } from "../../core/tenancy/scope.js";
import { courseRounds, courses } from "../../db/schema/index.js";
import { wordMatch } from "./search/search.queries.js";

/**
 * The catalogue's filters as data: each entry names the query fields it reads, the facet row it narrows (if any)
 * and the SQL condition it adds. The page, the count and every facet count are built from this one table, so a
 * filter cannot apply to the results but be forgotten in the counts. A queries file, as the SQL it holds is the
 * list's: each SQL condition stays beside its in-memory twin (decision 0093), which a separate file would part.
 */

/** The facet rows of the filter bar (product.md section 3: tag, city; university, univer_tag; degree, speciality; format). */
export const FACET_COLUMNS = {
  tag: courses.tagId,
  city: courses.cityId,
  university: courses.universityId,
  univer_tag: courses.univerTagId,
  degree: courses.degreeId,
  speciality: courses.specialityId,
  format: courses.formatId,
} as const satisfies Record<string, PgColumn>;
export type FacetKey = keyof typeof FACET_COLUMNS;
export const FACET_KEYS = Object.keys(FACET_COLUMNS) as FacetKey[];

/** The dictionary each facet row's entries come from. */
export const FACET_DICTIONARIES = {
  tag: "tag",
  city: "city",
  university: "univer",
  univer_tag: "univerTag",
  degree: "degree",
  speciality: "spec",
  format: "format",
} as const satisfies Record<FacetKey, DictionaryKind>;

/**
 * A list call's filters: any subset of the contract's query, plus the school's day (core/school-day.ts): its today for
 * "open" rounds, its midnights for the dates of a change.
 */
export type CatalogFilterInput = Partial<CatalogQuery> & {
  day: SchoolDay;
  /**
   * Fuzzy mode: the programs whose titles are spelled nearly as the search, best first. Replaces the word match
   * when the words as typed match nothing (see search/search.ts).
   */
  similar?: readonly number[];
  /**
   * In-memory search only (list/catalog-index.ts): the programs the search (`q` or `similar`) matches, each with its
   * relevance, read from the database's search index. Absent when the query searches for nothing.
   */
  searchMatches?: ReadonlyMap<number, number>;
};

/** A visible program as the in-memory catalogue index holds it (list/catalog-index.ts): what the filters test. */
export type IndexedProgram = {
  id: number;
  cost: number;
  price: number;
  language: string | null;
  /** updated_at in microseconds since the epoch: the database's own precision, so bounds compare as SQL does. */
  updatedAtMicros: number;
  facets: Record<FacetKey, number | null>;
  rounds: readonly { start: string; end: string }[];
  /** The program's place in the default order (the school's `order`, newest first, then the id). */
  position: number;
};

type CatalogFilter = {
  fields: readonly (keyof CatalogQuery)[];
  /** The facet row this filter narrows: that row's own counts ignore it (disjunctive faceting). */
  facet?: FacetKey;
  /** The condition, or undefined when the query leaves this filter unused. */
  condition: (query: CatalogFilterInput) => SQL | undefined;
  /**
   * The same condition on a program in memory (true when unused), beside the SQL so the two cannot drift apart:
   * the property test of catalog-index proves them equal on random programs and queries.
   */
  matches: (program: IndexedProgram, query: CatalogFilterInput) => boolean;
};

const anyOf = (column: PgColumn, values: readonly (number | string)[] | undefined) =>
  values && values.length > 0 ? inArray(column, [...values]) : undefined;
const atLeast = (column: PgColumn, value: number | undefined) => (value === undefined ? undefined : gte(column, value));
const atMost = (column: PgColumn, value: number | undefined) => (value === undefined ? undefined : lte(column, value));
/** `anyOf` in memory: an unused (or empty) list lets every program through, a null value none. */
const isAnyOf = <T>(value: T | null, values: readonly T[] | undefined) =>
  !values || values.length === 0 || (value !== null && values.includes(value));
const hasRoundIn = (program: IndexedProgram, test: (round: { start: string; end: string }) => boolean) =>
  program.rounds.some(test);
const microsOf = (instant: Date) => instant.getTime() * 1000;

/**
 * A round of the program matching `where`. Rounds carry their program's school: naming it lets the school's
 * date index (course_rounds_school_dates_idx) serve the whole semi-join instead of a scan of every round.
 */
const hasRound = (where: SQL) =>
  sql`exists (select 1 from ${courseRounds} where ${joinedInSchool(courses, { from: courseRounds, by: courseRounds.courseId })} and ${where})`;
const roundOpenOn = (day: string) => sql`${courseRounds.startsOn} <= ${day} and ${courseRounds.endsOn} >= ${day}`;

export const CATALOG_FILTERS: readonly CatalogFilter[] = [
  {
    fields: ["q"],
    condition: ({ q, similar }) => (similar ? isOneOf(courses.id, similar) : wordMatch(q)),
    matches: (program, { searchMatches }) => !searchMatches || searchMatches.has(program.id),
  },
  {
    fields: ["tag"],
    facet: "tag",
    condition: ({ tag }) => anyOf(courses.tagId, tag),
    matches: (program, { tag }) => isAnyOf(program.facets.tag, tag),
  },
  {
    fields: ["city"],
    facet: "city",
    condition: ({ city }) => anyOf(courses.cityId, city),
    matches: (program, { city }) => isAnyOf(program.facets.city, city),
  },
  {
    fields: ["university"],
    facet: "university",
    condition: ({ university }) => anyOf(courses.universityId, university),
    matches: (program, { university }) => isAnyOf(program.facets.university, university),
  },
  {
    fields: ["univer_tag"],
    facet: "univer_tag",
    condition: ({ univer_tag }) => anyOf(courses.univerTagId, univer_tag),
    matches: (program, { univer_tag }) => isAnyOf(program.facets.univer_tag, univer_tag),
  },
  {
    fields: ["degree"],
    facet: "degree",
    condition: ({ degree }) => anyOf(courses.degreeId, degree),
    matches: (program, { degree }) => isAnyOf(program.facets.degree, degree),
  },
  {
    // The contract names the speciality "faculty" in some calls and "speciality" in others; both mean one row.
    fields: ["faculty", "speciality"],
    facet: "speciality",
    condition: ({ faculty = [], speciality = [] }) => anyOf(courses.specialityId, [...faculty, ...speciality]),
    matches: (program, { faculty = [], speciality = [] }) =>
      isAnyOf(program.facets.speciality, [...faculty, ...speciality]),
  },
  {
    fields: ["format_fil"],
    facet: "format",
    condition: ({ format_fil }) => anyOf(courses.formatId, format_fil),
    matches: (program, { format_fil }) => isAnyOf(program.facets.format, format_fil),
  },
  {
    fields: ["lang"],
    condition: ({ lang }) => anyOf(courses.language, lang?.split(",")),
    matches: (program, { lang }) => isAnyOf(program.language, lang?.split(",")),
  },
  {
    fields: ["cost_min"],
    condition: ({ cost_min }) => atLeast(courses.cost, cost_min),
    matches: (program, { cost_min }) => cost_min === undefined || program.cost >= cost_min,
  },
  {
    fields: ["cost_max"],
    condition: ({ cost_max }) => atMost(courses.cost, cost_max),
    matches: (program, { cost_max }) => cost_max === undefined || program.cost <= cost_max,
  },
  {
    fields: ["price_min"],
    condition: ({ price_min }) => atLeast(courses.price, price_min),
    matches: (program, { price_min }) => price_min === undefined || program.price >= price_min,
  },
  {
    fields: ["price_max"],
    condition: ({ price_max }) => atMost(courses.price, price_max),
    matches: (program, { price_max }) => price_max === undefined || program.price <= price_max,
  },
  {
    // One round must overlap the whole window: two separate tests could be met by two different rounds.
    fields: ["start", "end"],
    condition: ({ start, end }) => {
      const overlap = and(
        end ? lte(courseRounds.startsOn, end) : undefined,
        start ? gte(courseRounds.endsOn, start) : undefined,
      );
      return overlap ? hasRound(overlap) : undefined;
    },
    matches: (program, { start, end }) =>
      (!start && !end) ||
      hasRoundIn(program, (round) => (!end || round.start <= end) && (!start || round.end >= start)),
  },
  {
    fields: ["is_open"],
    condition: ({ is_open, day }) => {
      if (is_open === undefined) return undefined;
      const open = hasRound(roundOpenOn(day.today));
      return is_open === "true" ? open : sql`not ${open}`;
    },
    matches: (program, { is_open, day }) =>
      is_open === undefined ||
      hasRoundIn(program, (round) => round.start <= day.today && day.today <= round.end) === (is_open === "true"),
  },
  {
    // Days of the schools' calendar, as everywhere in the product: "changed on 20 November" means in Almaty.
    fields: ["changed_at_after"],
    condition: ({ changed_at_after, day }) =>
      changed_at_after ? gte(courses.updatedAt, day.startOf(changed_at_after)) : undefined,
    matches: (program, { changed_at_after, day }) =>
      !changed_at_after || program.updatedAtMicros >= microsOf(day.startOf(changed_at_after)),
  },
  {
    fields: ["changed_at_before"],
    condition: ({ changed_at_before, day }) =>
      changed_at_before ? lt(courses.updatedAt, day.bounds({ last: changed_at_before }).before!) : undefined,
    matches: (program, { changed_at_before, day }) =>
      !changed_at_before || program.updatedAtMicros < microsOf(day.bounds({ last: changed_at_before }).before!),
  },
];

/** Conditions of every filter the query uses: what the results must meet. */
export function filterConditions(query: CatalogFilterInput): SQL[] {
  return CATALOG_FILTERS.map((filter) => filter.condition(query)).filter(
    (condition): condition is SQL => condition !== undefined,
  );
}

/** The condition of the facet row's own filter, or undefined when the query does not narrow that row. */
export function facetCondition(query: CatalogFilterInput, facet: FacetKey): SQL | undefined {
  const conditions = CATALOG_FILTERS.filter((filter) => filter.facet === facet)
    .map((filter) => filter.condition(query))
    .filter((condition): condition is SQL => condition !== undefined);
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** Conditions of the filters that narrow no facet row: they apply to the results and to every facet count. */
export function sharedConditions(query: CatalogFilterInput): SQL[] {
  return CATALOG_FILTERS.filter((filter) => filter.facet === undefined)
    .map((filter) => filter.condition(query))
    .filter((condition): condition is SQL => condition !== undefined);
}
