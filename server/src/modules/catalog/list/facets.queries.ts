import { and, type SQL, sql } from "drizzle-orm";
import { preparedVariant } from "../../../core/tenancy/prepared-in-school.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { prepareRaw } from "../../../db/prepared.js";
import { courses } from "../../../db/schema/index.js";
import type { Visibility } from "../catalog.visibility.js";
import {
  type CatalogFilterInput,
  FACET_COLUMNS,
  FACET_KEYS,
  type FacetKey,
  facetCondition,
  sharedConditions,
} from "../catalog-filters.queries.js";
import { placeholderVisibility, visibilityVariant, visibleConditions } from "../catalog-visibility.queries.js";

export type FacetCounts = Record<FacetKey, { id: number; count: number }[]>;
type FacetRow = Record<string, number | string | null>;

const columns = FACET_KEYS.map((key) => FACET_COLUMNS[key]);
// grouping() sets a bit for every column left out of a row's set, the first column highest.
const everyBit = (1 << FACET_KEYS.length) - 1;
const facetOfSet = new Map(FACET_KEYS.map((key, index) => [everyBit ^ (1 << (FACET_KEYS.length - 1 - index)), key]));

/**
 * The total and every facet row's counts in one statement and one pass over the programs (GROUPING SETS: one set
 * per row, plus the empty set for the total). The visibility and the filters that narrow no row go into WHERE; each
 * row's count takes every other row's filter (disjunctive faceting), as a FILTER aggregate. Only distinct
 * aggregates are computed: all active row filters, and for each active row, all but its own.
 */
export async function countWithFacets(
  scope: Scope,
  input: { visibility: Visibility; query: CatalogFilterInput },
): Promise<{ count: number; facets: FacetCounts }> {
  const { query } = input;
  const active = FACET_KEYS.filter((key) => facetCondition(query, key) !== undefined);
  const shared = sharedConditions(query);
  const rows =
    active.length === 0 && shared.length === 0
      ? await unfilteredFacets(input.visibility)(scope, { memberId: input.visibility.memberId })
      : await filteredFacets(scope, { ...input, active, shared });
  const facets = Object.fromEntries(FACET_KEYS.map((key) => [key, []])) as unknown as FacetCounts;
  let count = 0;
  for (const row of rows) {
    const sets = Number(row.sets);
    if (sets === everyBit) {
      count = Number(row.c0);
      continue;
    }
    const key = facetOfSet.get(sets);
    const id = key ? row[FACET_COLUMNS[key].name] : null;
    if (!key || id === null || id === undefined) continue;
    const choices = Number(row[`c${active.indexOf(key) + 1}`]);
    if (choices > 0) facets[key].push({ id: Number(id), count: choices });
  }
  for (const key of FACET_KEYS) facets[key].sort((left, right) => left.id - right.id);
  return { count, facets };
}

/**
 * The statement: each aggregate a count of its condition over the programs `where` keeps, by every facet row's
 * grouping set and the empty one.
 */
const facetStatement = (where: SQL | undefined, aggregates: SQL[]) =>
  sql`select grouping(${sql.join(columns, sql`, `)})::integer as sets,
    ${sql.join(columns, sql`, `)},
    ${sql.join(
      aggregates.map(
        (condition, index) => sql`count(*) filter (where ${condition})::integer as ${sql.identifier(`c${index}`)}`,
      ),
      sql`, `,
    )}
    from ${courses} where ${where}
    group by grouping sets (${sql.join(
      columns.map((column) => sql`(${column})`),
      sql`, `,
    )}, ())`;

async function filteredFacets(
  scope: Scope,
  input: { visibility: Visibility; query: CatalogFilterInput; active: FacetKey[]; shared: SQL[] },
): Promise<FacetRow[]> {
  const { query, active } = input;
  const allOf = (keys: FacetKey[]) => and(...keys.map((key) => facetCondition(query, key))) ?? sql`true`;
  const aggregates = [allOf(active), ...active.map((key) => allOf(active.filter((other) => other !== key)))];
  const where = and(...visibleConditions(scope, input.visibility), ...input.shared);
  const result = await scope.db.execute(facetStatement(where, aggregates));
  return (result as unknown as { rows: FacetRow[] }).rows;
}

/**
 * The counts of the programs the visibility shows, unfiltered (a member's own list, my/): prepared per visibility
 * (core/tenancy/prepared-in-school.ts).
 */
const unfilteredFacets = (visibility: Visibility) =>
  preparedVariant<{ memberId?: number }, FacetRow[]>(`catalog_facets_${visibilityVariant(visibility)}`, (scope, name) =>
    prepareRaw<FacetRow>(
      scope.db,
      facetStatement(and(...visibleConditions(scope, placeholderVisibility(visibility))), [sql`true`]),
      name,
    ),
  );
