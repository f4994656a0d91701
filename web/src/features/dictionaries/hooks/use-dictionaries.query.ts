import { DICTIONARY_KINDS, type DictionaryEntry, type DictionaryKind, type UiLanguage } from "@school/contracts";
import { keepPreviousData, type QueryClient, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
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

/**
 * All seven dictionaries at once: the catalogue's filter names and the program form's choices. One query per kind,
 * spelled out (the Dictionaries type fails to compile when a kind is added): TanStack's `useQueries`, an observer of
 * a list that may change, was 1.4 KB gzipped of every first screen for a list that never does (decision 0144).
 */
export function useDictionaries(): { dictionaries: Dictionaries; isPending: boolean; isError: boolean } {
  const scope = useDictionaryScope();
  const language = useUiLanguage();
  const tag = useQuery(dictionaryQuery("tag", scope, language));
  const degree = useQuery(dictionaryQuery("degree", scope, language));
  const format = useQuery(dictionaryQuery("format", scope, language));
  const univer = useQuery(dictionaryQuery("univer", scope, language));
  const spec = useQuery(dictionaryQuery("spec", scope, language));
  const city = useQuery(dictionaryQuery("city", scope, language));
  const univerTag = useQuery(dictionaryQuery("univerTag", scope, language));
  // The same object while no list changes, as useQueries' `combine` gave.
  const dictionaries = useMemo(
    (): Dictionaries => ({
      tag: tag.data ?? [],
      degree: degree.data ?? [],
      format: format.data ?? [],
      univer: univer.data ?? [],
      spec: spec.data ?? [],
      city: city.data ?? [],
      univerTag: univerTag.data ?? [],
    }),
    [tag.data, degree.data, format.data, univer.data, spec.data, city.data, univerTag.data],
  );
  const results = [tag, degree, format, univer, spec, city, univerTag];
  return {
    dictionaries,
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
  };
}

/**
 * A visitor's dictionaries, asked for with the page that shows them: all of them with the catalogue's page (its filter
 * names, pages/GuestCatalogPage.tsx), the tags with a program's (its country, pages/GuestCourseInfoPage.tsx).
 */
export function prefetchGuestDictionaries(
  queryClient: QueryClient,
  language: UiLanguage,
  kinds: readonly DictionaryKind[] = DICTIONARY_KINDS,
): Promise<unknown> {
  const scope = { domain: currentDomain() };
  return Promise.all(kinds.map((kind) => queryClient.prefetchQuery(dictionaryQuery(kind, scope, language))));
}
