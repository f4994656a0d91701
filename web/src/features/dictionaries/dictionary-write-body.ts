import {
  DICTIONARIES,
  type DictionaryKind,
  ENTRY_NAME_FIELDS,
  TRANSLATE_LANGS,
  type Translations,
} from "@school/contracts";

/**
 * A write body names the entry in the three languages (`name_ru`, `name_kk`, `name_en`), every one sent so a name
 * cleared in the form is cleared on the server too; an empty one shows the first filled in.
 */
export function dictionaryWriteBody(input: {
  kind: DictionaryKind;
  names: Partial<Translations>;
  tagId?: number | null;
}): Record<string, string | number | null> {
  const body: Record<string, string | number | null> = Object.fromEntries(
    TRANSLATE_LANGS.map((language) => [ENTRY_NAME_FIELDS[language], (input.names[language] ?? "").trim()]),
  );
  if (DICTIONARIES[input.kind].byTag && input.tagId !== undefined) body.tag_id = input.tagId;
  return body;
}

/** Whether the form holds a name in at least one language (the server refuses an entry without). */
export function hasAnyName(names: Partial<Translations>): boolean {
  return TRANSLATE_LANGS.some((language) => (names[language] ?? "").trim() !== "");
}
