import { useMemo } from "react";
import { useDictionaryQuery } from "./use-dictionaries.query";

/**
 * A stored country ("Italy", as records and programs keep it) named in the interface language. The school's tags
 * are its countries, named in ru, kk and en; a stored name matching one of them in any language, ignoring case, is
 * shown as that tag reads now. A name no tag carries, or one asked before the tags arrive, is shown as stored.
 */
export function useCountryName(): (stored: string) => string {
  const tags = useDictionaryQuery("tag").data;
  return useMemo(() => {
    const byName = new Map<string, string>();
    for (const tag of tags ?? []) {
      for (const name of [tag.name_ru, tag.name_kk, tag.name_en]) {
        if (name.trim()) byName.set(name.trim().toLowerCase(), tag.name);
      }
    }
    return (stored: string) => byName.get(stored.trim().toLowerCase()) ?? stored;
  }, [tags]);
}
