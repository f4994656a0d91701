import { PGlite } from "@electric-sql/pglite";
import { is } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import type PgBoss from "pg-boss";
import { type Db, driverOf } from "../../db/client.js";

/**
 * pg-boss runs its SQL through this object instead of opening a pool of its own, so jobs live in the same database
 * as the rows that cause them, on PostgreSQL and on embedded PGlite alike.
 */
export function queueDatabaseOf(db: Db): PgBoss.Db {
  const driver = driverOf(db);
  if (driver.kind === "postgres") {
    return { executeSql: (text, values) => driver.pool.query(text, values) };
  }
  const { client } = driver;
  return {
    async executeSql(text, values) {
      // pg-boss sends its schema and migration scripts as several statements without parameters; PGlite's `query`
      // takes exactly one statement, `exec` takes a script and answers one result per statement.
      if (values === undefined) {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return client.query(text, values);
    },
  };
}

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss's SQL on the connection of an open Drizzle transaction, so a job it stores commits or rolls back with the
 * transaction. The statements go to that connection unchanged: rewriting them into Drizzle's `sql` would give each
 * use of a repeated parameter a type of its own. Drizzle keeps the connection on the transaction's session (a pooled
 * client on PostgreSQL, PGlite's transaction object), which is not public API: this checks what it finds, and the
 * queue tests run on both drivers.
 */
export function transactionDatabaseOf(tx: Db): PgBoss.Db {
  if (!is(tx, PgTransaction)) throw new Error("Not a transaction: pass the `tx` of db.transaction");
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  const shared = client instanceof pg.Pool || client instanceof PGlite;
  if (shared || typeof (client as Partial<Queryable> | undefined)?.query !== "function") {
    throw new Error("The transaction's connection was not found (has Drizzle changed how it keeps it?)");
  }
  return { executeSql: (text, values) => (client as Queryable).query(text, values) };
}
