import type { CatalogQuery } from "@school/contracts";
import { and, gte, inArray, lt, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { SchoolDay } from "../../core/school-day.js";
import { courseRounds, courses } from "../../db/schema/index.js";
import { wordMatch } from "./catalog-search.js";

/**
 * The catalogue's filters as data: each entry names the query fields it reads, the facet row it narrows (if any)
 * and the SQL condition it adds. The page, the count and every facet count are built from this one table, so a
 * filter cannot apply to the results but be forgotten in the counts.
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

/**
 * A list call's filters: any subset of the contract's query, plus the school's day (core/school-day.ts): its today for
 * "open" rounds, its midnights for the dates of a change.
 */
export type CatalogFilterInput = Partial<CatalogQuery> & {
  day: SchoolDay;
  /**
   * Fuzzy mode: the programs whose titles are spelled nearly as the search, best first. Replaces the word match
   * when the words as typed match nothing (see catalog-search.ts).
   */
  similar?: readonly number[];
};

type CatalogFilter = {
  fields: readonly (keyof CatalogQuery)[];
  /** The facet row this filter narrows: that row's own counts ignore it (disjunctive faceting). */
  facet?: FacetKey;
  /** The condition, or undefined when the query leaves this filter unused. */
  condition: (query: CatalogFilterInput) => SQL | undefined;
};

const anyOf = (column: PgColumn, values: readonly (number | string)[] | undefined) =>
  values && values.length > 0 ? inArray(column, [...values]) : undefined;
/** Many ids as one array parameter: a near-match list can hold hundreds. */
const oneOf = (column: PgColumn, ids: readonly number[]) => sql`${column} = any(${`{${ids.join(",")}}`}::integer[])`;
const atLeast = (column: PgColumn, value: number | undefined) => (value === undefined ? undefined : gte(column, value));
const atMost = (column: PgColumn, value: number | undefined) => (value === undefined ? undefined : lte(column, value));

/**
 * A round of the program matching `where`. Rounds carry their program's school: naming it lets the school's
 * date index (course_rounds_school_dates_idx) serve the whole semi-join instead of a scan of every round.
 */
const hasRound = (where: SQL) =>
  sql`exists (select 1 from ${courseRounds} where ${courseRounds.courseId} = ${courses.id} and ${courseRounds.schoolId} = ${courses.schoolId} and ${where})`;
const roundOpenOn = (day: string) => sql`${courseRounds.startsOn} <= ${day} and ${courseRounds.endsOn} >= ${day}`;

export const CATALOG_FILTERS: readonly CatalogFilter[] = [
  { fields: ["q"], condition: ({ q, similar }) => (similar ? oneOf(courses.id, similar) : wordMatch(q)) },
  { fields: ["tag"], facet: "tag", condition: ({ tag }) => anyOf(courses.tagId, tag) },
  { fields: ["city"], facet: "city", condition: ({ city }) => anyOf(courses.cityId, city) },
  {
    fields: ["university"],
    facet: "university",
    condition: ({ university }) => anyOf(courses.universityId, university),
  },
  {
    fields: ["univer_tag"],
    facet: "univer_tag",
    condition: ({ univer_tag }) => anyOf(courses.univerTagId, univer_tag),
  },
  { fields: ["degree"], facet: "degree", condition: ({ degree }) => anyOf(courses.degreeId, degree) },
  {
    // The contract names the speciality "faculty" in some calls and "speciality" in others; both mean one row.
    fields: ["faculty", "speciality"],
    facet: "speciality",
    condition: ({ faculty = [], speciality = [] }) => anyOf(courses.specialityId, [...faculty, ...speciality]),
  },
  { fields: ["format_fil"], facet: "format", condition: ({ format_fil }) => anyOf(courses.formatId, format_fil) },
  { fields: ["lang"], condition: ({ lang }) => anyOf(courses.language, lang?.split(",")) },
  { fields: ["cost_min"], condition: ({ cost_min }) => atLeast(courses.cost, cost_min) },
  { fields: ["cost_max"], condition: ({ cost_max }) => atMost(courses.cost, cost_max) },
  { fields: ["price_min"], condition: ({ price_min }) => atLeast(courses.price, price_min) },
  { fields: ["price_max"], condition: ({ price_max }) => atMost(courses.price, price_max) },
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
  },
  {
    fields: ["is_open"],
    condition: ({ is_open, day }) => {
      if (is_open === undefined) return undefined;
      const open = hasRound(roundOpenOn(day.today));
      return is_open === "true" ? open : sql`not ${open}`;
    },
  },
  {
    // Days of the schools' calendar, as everywhere in the product: "changed on 20 November" means in Almaty.
    fields: ["changed_at_after"],
    condition: ({ changed_at_after, day }) =>
      changed_at_after ? gte(courses.updatedAt, day.startOf(changed_at_after)) : undefined,
  },
  {
    fields: ["changed_at_before"],
    condition: ({ changed_at_before, day }) =>
      changed_at_before ? lt(courses.updatedAt, day.bounds({ last: changed_at_before }).before!) : undefined,
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
