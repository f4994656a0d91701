import { useMemo } from "react";
import { useDictionaryQuery } from "./use-dictionaries.query";

/**
 * The school's countries (its tags) as the choices of a country filter, named in the interface language. A choice's
 * value is one fixed spelling of the country (English first), which the server widens to all three names of the tag;
 * it stays the same across a switch of language, so a chosen country is renamed with the rest of the screen.
 */
export function useCountryOptions(): { value: string; label: string }[] {
  const tags = useDictionaryQuery("tag").data;
  return useMemo(
    () =>
      (tags ?? []).flatMap((tag) => {
        const value = [tag.name_en, tag.name_ru, tag.name_kk].map((name) => name.trim()).find(Boolean);
        return value ? [{ value, label: tag.name }] : [];
      }),
    [tags],
  );
}
