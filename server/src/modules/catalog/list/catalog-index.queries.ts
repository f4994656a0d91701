import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { courseRounds, courses, DICTIONARY_TABLES } from "../../../db/schema/index.js";
import { outer } from "../catalog.queries.js";
import { FACET_COLUMNS, FACET_DICTIONARIES, FACET_KEYS, type FacetKey } from "../catalog-filters.queries.js";
import { wordMatchesIn } from "../search/search.queries.js";

/* What the catalogue's in-memory index (catalog-index.ts) reads from the database. */

/** The school's programs the search's words match (any visibility), with their full-text rank. */
export async function selectSearchMatches(
  scope: Scope,
  q: string | undefined,
): Promise<Map<number, number> | undefined> {
  const matches = wordMatchesIn(scope, q);
  if (!matches) return undefined;
  const rows = await scope.db
    .select({ id: sql<number>`match.id`, rank: sql<number>`match.rank` })
    .from(sql`${matches} as match`);
  return new Map(rows.map((row) => [row.id, row.rank]));
}

type RoundDates = [start: string, end: string];

/** Every visible program of the school as the filters test it, in the default order, in one statement. */
export function selectIndexedPrograms(scope: Scope) {
  const facetColumns = Object.fromEntries(FACET_KEYS.map((key) => [key, FACET_COLUMNS[key]])) as {
    [key in FacetKey]: (typeof FACET_COLUMNS)[key];
  };
  const round = alias(courseRounds, "round");
  return scope.db
    .select({
      id: courses.id,
      cost: courses.cost,
      price: courses.price,
      language: courses.language,
      updatedAtMicros: sql<string>`(extract(epoch from ${courses.updatedAt}) * 1000000)::bigint::text`,
      ...facetColumns,
      // Raw SQL: the builder has no json_agg of a correlated subquery.
      rounds: sql<
        RoundDates[]
      >`(select coalesce(json_agg(json_build_array(round.starts_on, round.ends_on)), '[]'::json) from ${courseRounds} as round where round.course_id = ${outer(courses.id)} and ${inSchool(scope, round)})`,
    })
    .from(courses)
    .where(and(inSchool(scope, courses), eq(courses.show, true)))
    .orderBy(asc(courses.order), desc(courses.createdAt), desc(courses.id));
}

type DictionaryName = { facet: FacetKey; id: number; name_ru: string; name_kk: string; name_en: string };

/**
 * Every dictionary entry of the school, in one statement. Raw SQL: a union over seven tables of one shape, which the
 * builder would type as seven different selections.
 */
export async function selectDictionaryNames(scope: Scope): Promise<DictionaryName[]> {
  const union: SQL = sql.join(
    FACET_KEYS.map((key) => {
      const table = DICTIONARY_TABLES[FACET_DICTIONARIES[key]];
      return sql`(select ${key}::text as facet, id, name_ru, name_kk, name_en from ${table} where ${inSchool(scope, table)})`;
    }),
    sql` union all `,
  );
  const result = await scope.db.execute(union);
  return (result as unknown as { rows: DictionaryName[] }).rows;
}
