import { asc, desc, type SQL, sql } from "drizzle-orm";
import { idArray } from "../../core/filters.js";
import { courses } from "../../db/schema/index.js";

/**
 * Catalogue search in two steps (decision 0010). First the words as typed: full-text over all nine texts, each word
 * as a prefix ('milan' finds 'Milano', 'politecnico milano' finds 'Politecnico di Milano'), ranked with titles
 * first. Only when those words match nothing in the school's catalogue at all, the search is taken for a typo and
 * titles spelled nearly so are looked up by trigram word similarity ('Politecnco').
 */

/** Words of a search, lowercased; only letters and digits survive, so nothing reaches tsquery syntax. */
export function searchWords(q: string | undefined): string[] {
  return (q?.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

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
/** Shorter searches are never taken for typos: at 0.5, 'art' would already find 'architecture'. */
const FUZZY_MIN_LETTERS = 4;
/**
 * At most this many near matches are considered: each costs a similarity check on its row, and a typo that is
 * near hundreds of titles says little anyway.
 */
export const FUZZY_LIMIT = 200;

export const canSearchFuzzy = (q: string | undefined) => searchWords(q).join("").length >= FUZZY_MIN_LETTERS;

/**
 * The school's programs the search's words match (any visibility), with their full-text rank, as a table of `id`
 * and `rank`. Through `catalog_word_matches` (decision 0116): under the requests' row-level security PostgreSQL
 * would test `@@` on every row of the school instead of reading the search index.
 */
export function wordMatchesIn(schoolId: number, q: string | undefined): SQL | undefined {
  const words = searchWords(q);
  return words.length > 0 ? sql`catalog_word_matches(${schoolId}, ${tsQuery(words)})` : undefined;
}

/**
 * Up to `limit` programs of the school whose titles are spelled nearly as the search (trigram index), as a table
 * of `id` and `closeness`, through `catalog_similar_titles` for the same reason as `wordMatchesIn`. Every candidate
 * is rechecked on its row, so the limit bounds the work however common the near spelling is.
 */
export function similarTitlesIn(
  schoolId: number,
  input: { q: string | undefined; visibleOnly: boolean; memberId: number | undefined; limit: number },
): SQL {
  const phrase = searchWords(input.q).join(" ");
  return sql`catalog_similar_titles(${schoolId}, ${phrase}, ${TYPO_THRESHOLD}, ${input.visibleOnly}, ${input.memberId ?? null}::integer, ${input.limit})`;
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
