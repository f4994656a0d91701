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

/** Work for one school outside a request (a job, a listener, a live channel): its scope, and the deps it reaches. */
export type SchoolWork = Scope & { deps: Deps };

/**
 * A job's or a listener's scope, like a request's (decision 0130): the school's handle, under the policies, and the
 * deps of that school (`depsForSchool`). A job names its school in its payload.
 */
export function schoolScope(deps: Deps, schoolId: number): SchoolWork {
  const own = depsForSchool(deps, schoolId);
  return { db: own.db, schoolId, deps: own };
}

/** A process's recent schools' deps are kept; more schools than this start the cache again. */
const CACHED_SCHOOLS = 1000;
const madeForSchools = new WeakMap<Deps, Map<number | null, Deps>>();

/**
 * The app's deps as one school's work sees them, the one way a request, a job or a listener gets them (decision
 * 0130): `db` is the school's handle (the request role, under row-level security), the queue stores its jobs through
 * that handle (its `transaction` is one of the school's), and `schools` answers that school only. Nothing in them
 * hands out the owner's handle; the services that keep it inside (sessions, rate limits, the bot) offer named calls
 * only. Made once per school and app.
 */
export function depsForSchool(deps: Deps, schoolId: number | null): Deps {
  let made = madeForSchools.get(deps);
  if (!made) {
    made = new Map();
    madeForSchools.set(deps, made);
  }
  let own = made.get(schoolId);
  if (!own) {
    if (made.size >= CACHED_SCHOOLS) made.clear();
    const db = deps.schools.forSchool(schoolId);
    own = {
      ...deps,
      db,
      queue: deps.queue.on(db),
      schools: {
        forSchool(asked) {
          if (asked !== schoolId) throw new Error("A school's work reaches its own school's database only (0130)");
          return db;
        },
        close: async () => undefined,
      },
    };
    made.set(schoolId, own);
  }
  return own;
}

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
