import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";

/**
 * The SET of an UPDATE whose fields a request body chooses. Drizzle refuses a SET with nothing in it ("No values to
 * set", thrown as a 500) when every field was left out or undefined; then the row's first column is set to itself,
 * so the statement still finds, locks and returns the row unchanged. `PATCH {}` answers the row as it is (404 when it
 * is gone) through the same code as a real change, and no caller needs a guard of its own.
 */
export function changesOrKeep<T extends PgTable>(table: T, values: PgUpdateSetSource<T>): PgUpdateSetSource<T> {
  if (Object.values(values).some((value) => value !== undefined)) return values;
  const [name, column] = Object.entries(getTableColumns(table))[0]!;
  return { [name]: sql`${column}` } as PgUpdateSetSource<T>;
}
