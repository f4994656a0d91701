import { DICTIONARIES, type DictionaryKind } from "@school/contracts";

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
