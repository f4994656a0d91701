import type { ManagerUpdateBody, StudentCard } from "@school/contracts";
import { type UseMutationOptions, useMutation } from "@tanstack/react-query";
import { createContext, useContext } from "react";

/** Saving the person through `manager_update/`, with what the save does to the cached card and lists. */
export type RecordUpdateOptions = UseMutationOptions<StudentCard, Error, { id: number; body: ManagerUpdateBody }>;

const RecordUpdateContext = createContext<RecordUpdateOptions | null>(null);

/**
 * The record's sections are saved with the person's own update, which the users feature owns along with the card's
 * cache; the user page provides it here, so this feature needs nothing of the users feature and the import points
 * one way.
 */
export const RecordUpdateProvider = RecordUpdateContext.Provider;

/** A save of the record's sections, its own per form (its pending state and error stay with the form). */
export function useRecordUpdateMutation() {
  const options = useContext(RecordUpdateContext);
  if (!options) throw new Error("The record's sections are drawn inside a RecordUpdateProvider");
  return useMutation(options);
}
