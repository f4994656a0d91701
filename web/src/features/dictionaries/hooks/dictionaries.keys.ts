import type { DictionaryKind, UiLanguage } from "@school/contracts";

/** A signed-in school and a guest's domain are different scopes: the same kind never shares a cache entry. */
export type DictionaryScope = { schoolId: number } | { domain: string };

export const dictionaryKeys = {
  all: ["dictionaries"] as const,
  kind: (kind: DictionaryKind) => [...dictionaryKeys.all, kind] as const,
  /** Names come in the interface language, so each language has its own cache entry. */
  list: (kind: DictionaryKind, scope: DictionaryScope, language: UiLanguage) =>
    [...dictionaryKeys.kind(kind), scope, language] as const,
};
