import type { DictionaryEntry } from "@school/contracts";

export type FacetOption = { id: number; name: string; count: number; selected: boolean };

/**
 * A facet's choices: the dictionary's names with the response's counts. A choice with nothing behind it is
 * never offered (hidden as a tag, disabled in a selector), unless it is already chosen and must stay removable.
 */
export function facetOptions(input: {
  entries: readonly Pick<DictionaryEntry, "id" | "name">[];
  counts: readonly { id: number; count: number }[] | undefined;
  selected: readonly number[];
}): FacetOption[] {
  const counts = new Map((input.counts ?? []).map((facet) => [facet.id, facet.count]));
  const known = new Set(input.entries.map((entry) => entry.id));
  const options = input.entries.map((entry) => ({
    id: entry.id,
    name: entry.name,
    count: counts.get(entry.id) ?? 0,
    selected: input.selected.includes(entry.id),
  }));
  // A chosen id the dictionary no longer lists still shows, so the filter can be taken off.
  for (const id of input.selected) {
    if (!known.has(id)) options.push({ id, name: `#${id}`, count: counts.get(id) ?? 0, selected: true });
  }
  return options;
}

export function isOffered(option: FacetOption): boolean {
  return option.count > 0 || option.selected;
}
