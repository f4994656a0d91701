import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";

/**
 * What every query of a school is built from: the database (or the transaction) and the school. A request's `Actor`
 * is one (`core/access/actor.ts`), so services hand their actor to their queries as it is; a background job, which
 * acts for no caller, makes one with `schoolScope`. A query function never takes a school id from anywhere else.
 */
export type Scope = { db: Db; schoolId: number };

/** A job's or a command's scope: the owner's handle (jobs cross schools, decision 0049) and the school it acts for. */
export const schoolScope = (deps: Pick<Deps, "db">, schoolId: number): Scope => ({ db: deps.db, schoolId });

/** The condition every read and write of a school-owned table carries. */
export const inSchool = (scope: Scope, table: { schoolId: PgColumn }): SQL => eq(table.schoolId, scope.schoolId);

/**
 * The one row `id` of a school-owned table, in the scope's school: the condition of every by-id read, update and
 * delete, so none is written without its school (row-level security is the backstop, not the rule: 0049).
 */
export const byId = (scope: Scope, table: { id: PgColumn; schoolId: PgColumn }, id: number): SQL =>
  and(eq(table.schoolId, scope.schoolId), eq(table.id, id)) as SQL;

/**
 * Runs `work` in one transaction, with the same scope (an actor stays an actor) whose `db` is the transaction.
 * Every write a service makes together goes through here, so a failure leaves nothing half written.
 */
export function inTransaction<S extends Scope, T>(scope: S, work: (scope: S) => Promise<T>): Promise<T> {
  return scope.db.transaction((tx) => work({ ...scope, db: tx }));
}
