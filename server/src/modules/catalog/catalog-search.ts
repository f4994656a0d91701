import { asc, desc, type SQL, sql } from "drizzle-orm";
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
 * ('Budapset'); below 0.5 unrelated words start to match. Set per transaction by `withTypoThreshold`.
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

/** Titles spelled nearly as the search (GIN trigram index), and how nearly, for the near-match lookup. */
export function titleSimilarity(q: string | undefined): { match: SQL; closeness: SQL<number> } {
  const phrase = searchWords(q).join(" ");
  return {
    match: sql`${phrase} <% ${courses.searchTitles}`,
    closeness: sql<number>`word_similarity(${phrase}, ${courses.searchTitles})`,
  };
}

/** The relevance order of a list: weighted full-text rank, or the near-match list's own order. */
export function searchOrder(input: { q?: string; similar?: readonly number[] }): SQL | undefined {
  if (input.similar) {
    return asc(sql`array_position(${`{${input.similar.join(",")}}`}::integer[], ${courses.id})`);
  }
  const words = searchWords(input.q);
  return words.length > 0 ? desc(sql`ts_rank(${courses.searchVector}, ${tsQuery(words)})`) : undefined;
}
