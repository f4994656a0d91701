import type { SQL } from "drizzle-orm";

/**
 * A list call's filters as data: each query field maps to the SQL condition it adds when the client sends it; a
 * field left out adds nothing. Features declare a table and read it with `conditionsOf`, instead of if-chains.
 * (The catalogue's table also names the facet row each filter narrows: `modules/catalog/catalog.filters.ts`.)
 */
export type FilterTable<Query> = { [Field in keyof Query]-?: (value: NonNullable<Query[Field]>) => SQL };

export function conditionsOf<Query extends object>(table: FilterTable<Query>, query: Query): SQL[] {
  return (Object.keys(table) as (keyof Query)[]).flatMap((field) => {
    const value = query[field];
    return value === undefined ? [] : [table[field](value as NonNullable<Query[typeof field]>)];
  });
}

/** Escapes LIKE wildcards so the search text matches literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
