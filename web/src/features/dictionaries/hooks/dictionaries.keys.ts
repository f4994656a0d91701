import type { DictionaryKind } from "@school/contracts";

/** A signed-in school and a guest's domain are different scopes: the same kind never shares a cache entry. */
export type DictionaryScope = { schoolId: number } | { domain: string };

export const dictionaryKeys = {
  all: ["dictionaries"] as const,
  kind: (kind: DictionaryKind) => [...dictionaryKeys.all, kind] as const,
  list: (kind: DictionaryKind, scope: DictionaryScope) => [...dictionaryKeys.kind(kind), scope] as const,
};
