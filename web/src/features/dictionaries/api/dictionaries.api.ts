import { DICTIONARIES, type DictionaryKind, dictionaryEntry } from "@school/contracts";
import { z } from "zod";
import { apiRequest } from "../../../api/http-client";
import { dictionaryEntryPath, dictionaryWriteBody } from "../dictionary-paths";

const entryList = z.array(dictionaryEntry);

/** Guests name their school by `domain`; signed-in callers get their own school's entries. */
export function fetchDictionary(input: {
  kind: DictionaryKind;
  domain?: string;
  tagId?: number;
  signal?: AbortSignal;
}) {
  return apiRequest(DICTIONARIES[input.kind].path, {
    query: { domain: input.domain, tag_id: input.tagId },
    schema: entryList,
    signal: input.signal,
  });
}

export function createDictionaryEntry(input: { kind: DictionaryKind; name: string; tagId?: number | null }) {
  return apiRequest(DICTIONARIES[input.kind].path, {
    method: "POST",
    body: dictionaryWriteBody(input),
    schema: dictionaryEntry,
  });
}

export function renameDictionaryEntry(input: {
  kind: DictionaryKind;
  id: number;
  name: string;
  tagId?: number | null;
}) {
  return apiRequest(dictionaryEntryPath({ kind: input.kind, id: input.id, action: "update" }), {
    method: "PATCH",
    body: dictionaryWriteBody(input),
    schema: dictionaryEntry,
  });
}

export function deleteDictionaryEntry(input: { kind: DictionaryKind; id: number }) {
  return apiRequest(dictionaryEntryPath({ kind: input.kind, id: input.id, action: "delete" }), { method: "DELETE" });
}
