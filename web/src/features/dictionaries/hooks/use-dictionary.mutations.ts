import type { DictionaryKind } from "@school/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createDictionaryEntry, deleteDictionaryEntry, renameDictionaryEntry } from "../api/dictionaries.api";
import { dictionaryKeys } from "./dictionaries.keys";

/** Every write refreshes its dictionary in every scope; the catalogue's filter names follow. */
function useInvalidateKind() {
  const queryClient = useQueryClient();
  return (kind: DictionaryKind) => queryClient.invalidateQueries({ queryKey: dictionaryKeys.kind(kind) });
}

export function useCreateDictionaryEntryMutation() {
  const invalidate = useInvalidateKind();
  return useMutation({
    mutationFn: createDictionaryEntry,
    onSuccess: (_entry, input) => invalidate(input.kind),
    meta: { silent: true },
  });
}

export function useRenameDictionaryEntryMutation() {
  const invalidate = useInvalidateKind();
  return useMutation({
    mutationFn: renameDictionaryEntry,
    onSuccess: (_entry, input) => invalidate(input.kind),
    meta: { silent: true },
  });
}

/** A refused delete (the entry is used by a program) is reported with the API's own words by the screen. */
export function useDeleteDictionaryEntryMutation() {
  const invalidate = useInvalidateKind();
  return useMutation({
    mutationFn: deleteDictionaryEntry,
    onSuccess: (_result, input) => invalidate(input.kind),
    meta: { silent: true },
  });
}
