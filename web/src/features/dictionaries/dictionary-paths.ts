import { DICTIONARIES, DICTIONARY_ENTRY_PATHS, type DictionaryKind } from "@school/contracts";

/** Where one entry of a dictionary is renamed or deleted (the contract's paths; univer-tag spells its own). */
export function dictionaryEntryPath(input: { kind: DictionaryKind; id: number; action: "update" | "delete" }): string {
  return DICTIONARY_ENTRY_PATHS[input.kind][input.action].replace("{id}", String(input.id));
}

/** A write body names the entry by the spec's own field (tag_name, degree_name, city, …). */
export function dictionaryWriteBody(input: {
  kind: DictionaryKind;
  name: string;
  tagId?: number | null;
}): Record<string, string | number | null> {
  const { nameField, byTag } = DICTIONARIES[input.kind];
  const body: Record<string, string | number | null> = { [nameField]: input.name.trim() };
  if (byTag && input.tagId !== undefined) body.tag_id = input.tagId;
  return body;
}
