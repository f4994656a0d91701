import { DICTIONARY_KINDS, type DictionaryEntry, type DictionaryKind, type UiLanguage } from "@school/contracts";
import { keepPreviousData, useQueries, useQuery } from "@tanstack/react-query";
import { useUiLanguage } from "../../language";
import { currentDomain } from "../../school";
import { useSession } from "../../session";
import { fetchDictionary } from "../api/dictionaries.api";
import { type DictionaryScope, dictionaryKeys } from "./dictionaries.keys";

function useDictionaryScope(): DictionaryScope {
  const { claims, userData } = useSession();
  // A user of a school whose tariff lapsed reads the public dictionaries, as a guest does.
  return claims && userData?.tf_st !== false ? { schoolId: claims.school_id } : { domain: currentDomain() };
}

/** One dictionary, named in the interface language; a switch of language shows the old names until the new arrive. */
function dictionaryQuery(kind: DictionaryKind, scope: DictionaryScope, language: UiLanguage) {
  return {
    queryKey: dictionaryKeys.list(kind, scope, language),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchDictionary({ kind, domain: "domain" in scope ? scope.domain : undefined, language, signal }),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  };
}

export function useDictionaryQuery(kind: DictionaryKind) {
  return useQuery(dictionaryQuery(kind, useDictionaryScope(), useUiLanguage()));
}

export type Dictionaries = Record<DictionaryKind, DictionaryEntry[]>;

/** All seven dictionaries at once: the catalogue's filter names and the program form's choices. */
export function useDictionaries(): { dictionaries: Dictionaries; isPending: boolean; isError: boolean } {
  const scope = useDictionaryScope();
  const language = useUiLanguage();
  return useQueries({
    queries: DICTIONARY_KINDS.map((kind) => dictionaryQuery(kind, scope, language)),
    combine: (results) => ({
      dictionaries: Object.fromEntries(
        DICTIONARY_KINDS.map((kind, index) => [kind, results[index]?.data ?? []]),
      ) as Dictionaries,
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
    }),
  });
}
