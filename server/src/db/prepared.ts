import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/** What Drizzle's `.prepare(name)` returns, as far as a caller needs it. */
export type PreparedQuery<Result> = { execute(values?: Record<string, unknown>): Promise<Result> };

const namesTaken = new Set<string>();

/**
 * A statement of the hot paths, its SQL built once per database handle and kept prepared by name on each connection
 * (issue 36): Drizzle builds a query's SQL anew on every call (a fifth of the server's CPU under the journey), and
 * PostgreSQL parses and plans an unnamed statement each time. `build` makes the query with `sql.placeholder(…)` for
 * each input and calls `.prepare(name)`; the returned function runs it on a handle with the input's values.
 *
 * Kept per handle because a prepared query is bound to its handle's connections: a school's handle (one per school,
 * `core/tenancy/school-database.ts`) is kept for the process, so its statements are built once; a transaction's handle
 * lives for one transaction, so inside one the statement is built per transaction, as an unprepared one would be.
 * The name is the same on every handle (the same text), which PostgreSQL keeps once per connection.
 */
export function preparedStatement<Input extends Record<string, unknown>, Result>(
  name: string,
  build: (db: Db, name: string) => PreparedQuery<Result>,
): (db: Db, input: Input) => Promise<Result> {
  // Two texts under one name would fail on a connection that prepared the other ("prepared statement … already
  // exists" from PostgreSQL, or node-postgres' refusal): refused where the second is defined, at import.
  if (namesTaken.has(name)) throw new Error(`A prepared statement named ${name} is defined twice`);
  namesTaken.add(name);
  const builtFor = new WeakMap<Db, PreparedQuery<Result>>();
  return (db, input) => {
    let query = builtFor.get(db);
    if (query === undefined) {
      query = build(db, name);
      builtFor.set(db, query);
    }
    return query.execute(input);
  };
}

/** Every handle's dialect is the default one (no casing is set): raw statements are turned into text by this one. */
const dialect = new PgDialect();

/**
 * A raw statement (`sql`, for what the builder cannot say) prepared by `name`, as a builder's `.prepare(name)`:
 * for a `preparedStatement`'s `build`, its values `sql.placeholder(…)`s. Its rows come as `db.execute` gives them
 * (by column name, dates and times as text).
 */
export function prepareRaw<Row>(db: Db, query: SQL, name: string): PreparedQuery<Row[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  return {
    async execute(values) {
      const result = (await prepared.execute(values)) as { rows: Row[] };
      return result.rows;
    },
  };
}
