import type { DictionaryKind, Translations, UiLanguage } from "@school/contracts";
import { DICTIONARY_ROUTES } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";
import { dictionaryWriteBody } from "../dictionary-write-body";

/** Guests name their school by `domain`; signed-in callers get their own school's entries. Names in `language`. */
export function fetchDictionary(input: {
  kind: DictionaryKind;
  domain?: string;
  tagId?: number;
  language: UiLanguage;
  signal?: AbortSignal;
}) {
  return callEndpoint(DICTIONARY_ROUTES[input.kind].listEntries, {
    query: { domain: input.domain, tag_id: input.tagId, translate_lang: input.language },
    signal: input.signal,
  });
}

export function createDictionaryEntry(input: {
  kind: DictionaryKind;
  names: Partial<Translations>;
  tagId?: number | null;
}) {
  return callEndpoint(DICTIONARY_ROUTES[input.kind].createEntry, { body: dictionaryWriteBody(input) });
}

export function renameDictionaryEntry(input: {
  kind: DictionaryKind;
  id: number;
  names: Partial<Translations>;
  tagId?: number | null;
}) {
  return callEndpoint(DICTIONARY_ROUTES[input.kind].renameEntry, {
    params: { id: input.id },
    body: dictionaryWriteBody(input),
  });
}

export function deleteDictionaryEntry(input: { kind: DictionaryKind; id: number }) {
  return callEndpoint(DICTIONARY_ROUTES[input.kind].deleteEntry, { params: { id: input.id } });
}
