import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/**
 * A list call's filters as data: each query field maps to the SQL condition it adds when the client sends it; a
 * field left out adds nothing. Features declare a table and read it with `conditionsOf`, instead of if-chains.
 * (The catalogue's table also names the facet row each filter narrows: `modules/catalog/catalog-filters.queries.ts`.)
 */
export type FilterTable<Query> = { [Field in keyof Query]-?: (value: NonNullable<Query[Field]>) => SQL };

export function conditionsOf<Query extends object>(table: FilterTable<Query>, query: Query): SQL[] {
  return (Object.keys(table) as (keyof Query)[]).flatMap((field) => {
    const value = query[field];
    return value === undefined ? [] : [table[field](value as NonNullable<Query[typeof field]>)];
  });
}

/**
 * Many ids as one array parameter that the planner sees whole (a near-match list or a search's matches can hold
 * thousands): ids are integers, nothing to escape. A JS array in Drizzle's template would become a parameter per id.
 */
export const idArray = (ids: readonly number[]) => sql`${`{${ids.join(",")}}`}::integer[]`;

/** The row's id is one of `ids`, given as one array parameter (`idArray`). */
export const isOneOf = (column: PgColumn, ids: readonly number[]) => sql`${column} = any(${idArray(ids)})`;

/** Escapes LIKE wildcards so the search text matches literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
