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
