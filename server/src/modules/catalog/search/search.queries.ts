import { and, asc, desc, type SQL, sql } from "drizzle-orm";
import { idArray } from "../../../core/filters.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { courses } from "../../../db/schema/index.js";
import type { Visibility } from "../catalog.visibility.js";
import { visibleConditions } from "../catalog-visibility.queries.js";
import { searchWords } from "./search.js";

const prefixQuery = (words: readonly string[]) => words.map((word) => `${word}:*`).join(" & ");
const tsQuery = (words: readonly string[]) => sql`to_tsquery('simple', ${prefixQuery(words)})`;

/** The word match: every word of the search, as a prefix, somewhere in the program's texts (GIN index). */
export function wordMatch(q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  return words.length > 0 ? sql`${courses.searchVector} @@ ${tsQuery(words)}` : undefined;
}

/**
 * Typos are forgiven down to this trigram word similarity. pg_trgm's default (0.6) misses swapped letters
 * ('Budapset'); below 0.5 unrelated words start to match. `catalog_similar_titles` sets it for its own lookup.
 */
export const TYPO_THRESHOLD = 0.5;

/**
 * The school's programs the search's words match (any visibility), with their full-text rank, as a table of `id`
 * and `rank`. Through `catalog_word_matches` (decision 0116): under the requests' row-level security PostgreSQL
 * would test `@@` on every row of the school instead of reading the search index.
 */
export function wordMatchesIn(scope: Scope, q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  return words.length > 0 ? sql`catalog_word_matches(${scope.schoolId}, ${tsQuery(words)})` : undefined;
}

/**
 * Up to `limit` programs of the school whose titles are spelled nearly as the search (trigram index), as a table
 * of `id` and `closeness`, through `catalog_similar_titles` for the same reason as `wordMatchesIn`. Every candidate
 * is rechecked on its row, so the limit bounds the work however common the near spelling is.
 */
export function similarTitlesIn(
  scope: Scope,
  input: { q: string | undefined; visibleOnly: boolean; memberId: number | undefined; limit: number },
): SQL {
  const phrase = searchWords(input.q).join(" ");
  return sql`catalog_similar_titles(${scope.schoolId}, ${phrase}, ${TYPO_THRESHOLD}, ${input.visibleOnly}, ${input.memberId ?? null}::integer, ${input.limit})`;
}

/** The relevance order of a list: weighted full-text rank, or the near-match list's own order. */
export function searchOrder(input: { q?: string; similar?: readonly number[] }): SQL | undefined {
  if (input.similar) {
    return asc(sql`array_position(${idArray(input.similar)}, ${courses.id})`);
  }
  const rank = searchRank(input.q);
  return rank ? desc(rank) : undefined;
}

/** A program's full-text relevance to the search's words (higher first), or undefined without words. */
export function searchRank(q: string | undefined): SQL<number> | undefined {
  const words = searchWords(q);
  return words.length > 0 ? sql<number>`ts_rank(${courses.searchVector}, ${tsQuery(words)})` : undefined;
}

/** Whether the search's words occur anywhere in the visible programs, whatever the other filters say. */
export async function anyWordMatch(
  scope: Scope,
  input: { visibility: Visibility; q: string | undefined },
): Promise<boolean> {
  const matches = wordMatchesIn(scope, input.q);
  if (!matches) return false;
  const found = await scope.db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        ...visibleConditions(scope, input.visibility),
        sql`${courses.id} in (select match.id from ${matches} as match)`,
      ),
    )
    .limit(1);
  return found.length > 0;
}

/** Up to `limit` programs the call may see whose titles are spelled nearly as the search, best first. */
export async function selectSimilarTitles(
  scope: Scope,
  input: { visibility: Visibility; q: string | undefined; limit: number },
): Promise<number[]> {
  const { visibility } = input;
  const similar = similarTitlesIn(scope, {
    q: input.q,
    visibleOnly: visibility.visibleOnly,
    memberId: visibility.memberId,
    limit: input.limit,
  });
  const rows = await scope.db
    .select({ id: sql<number>`near.id` })
    .from(sql`${similar} as near`)
    .orderBy(sql`near.closeness desc, near.id desc`);
  return rows.map((row) => row.id);
}
