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

/** Shorter searches are never taken for typos: at 0.5 (`TYPO_THRESHOLD`), 'art' would already find 'architecture'. */
const FUZZY_MIN_LETTERS = 4;
/**
 * At most this many near matches are considered: each costs a similarity check on its row, and a typo that is
 * near hundreds of titles says little anyway.
 */
export const FUZZY_LIMIT = 200;

export const canSearchFuzzy = (q: string | undefined) => searchWords(q).join("").length >= FUZZY_MIN_LETTERS;
