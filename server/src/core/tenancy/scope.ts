import { and, eq, inArray, type SQL, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { Db } from "../../db/client.js";
import { schools } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import type { AppJobs, AppQueue } from "../queue/job-kinds.js";
import { changesOrKeep } from "../update-set.js";

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
 * The join to the row a referring row names, in the referring row's school: `row.id = by` and the same school, as the
 * same-school foreign keys hold it (decision 0017): `joinedInSchool(users, { from: telegramChats, by:
 * telegramChats.userId })` joins a chat to its student; no join written with it crosses schools, whatever the ids.
 * A row found by another key than its id (a student's record by its student, a status's history by its program and
 * student) gives that key's condition as `on` instead.
 */
export function joinedInSchool(
  row: { id: PgColumn; schoolId: PgColumn },
  reference: { from: { schoolId: PgColumn }; by: PgColumn },
): SQL;
export function joinedInSchool(row: { schoolId: PgColumn }, reference: { from: { schoolId: PgColumn }; on: SQL }): SQL;
export function joinedInSchool(
  row: { id?: PgColumn; schoolId: PgColumn },
  reference: { from: { schoolId: PgColumn }; by?: PgColumn; on?: SQL },
): SQL {
  const key = reference.on ?? eq(row.id!, reference.by!);
  return and(eq(row.schoolId, reference.from.schoolId), key) as SQL;
}

/**
 * The join to the school a row belongs to (`schools.id = row.school_id`): the school's zone, currency or tariff read
 * beside its rows, or a fan-out over every school on the owner's handle.
 */
export const schoolOf = (row: { schoolId: PgColumn }): SQL => eq(schools.id, row.schoolId);

/**
 * The one exception to `inSchool`: a school's rows picked by a school id a path was handed instead of by a scope, on
 * the owner's handle, where no school's handle can serve. Only the paths `sql-placement.test.ts` names may use it,
 * each with its reason there; every other path has a scope and says `inSchool`.
 */
export const inNamedSchool = (table: { schoolId: PgColumn }, schoolId: number): SQL => eq(table.schoolId, schoolId);

/** A table a school owns: every row names its school, and is found by its id within it. */
type SchoolTable = PgTable & { id: PgColumn; schoolId: PgColumn };
/** A school table's row to insert, without its school: the scope names it. */
export type InSchoolValues<T extends SchoolTable> = Omit<T["$inferInsert"], "schoolId">;

/**
 * Values for some columns of a table: each a value of its column's type, a list of them (any of them matches, for a
 * column that is not itself a list), or an expression.
 */
export type ColumnValues<T extends PgTable> = {
  [Name in keyof T["_"]["columns"]]?:
    | T["_"]["columns"][Name]["_"]["data"]
    | readonly T["_"]["columns"][Name]["_"]["data"][]
    | SQLWrapper;
};

/**
 * The rows of a school-owned table in the scope's school whose columns hold the values given, as a key other than the
 * id picks them (a student's board of an exercise, a message by its channel's id): `inSchool` and one condition a
 * column, `eq`, or `inArray` for a list. A value left undefined throws: it is a caller's mistake, never "any".
 */
export function keyedInSchool<T extends PgTable & { schoolId: PgColumn }>(
  scope: Scope,
  keyed: { table: T; key: ColumnValues<T> },
): SQL {
  const columns = keyed.table as unknown as Record<string, PgColumn>;
  const conditions = Object.entries(keyed.key).map(([name, value]) => {
    const column = columns[name]!;
    if (value === undefined) throw new Error(`keyedInSchool: no value for ${name}`);
    const anyOf = Array.isArray(value) && !column.getSQLType().endsWith("]");
    return anyOf ? inArray(column, value) : eq(column, value);
  });
  return and(inSchool(scope, keyed.table), ...conditions) as SQL;
}

/** The row `id` of a school-owned table in the scope's school (`byId`): its `columns`, or all; undefined if none. */
export async function rowById<T extends SchoolTable>(
  scope: Scope,
  find: { table: T; id: number },
): Promise<T["$inferSelect"] | undefined>;
export async function rowById<T extends SchoolTable, Fields extends SelectedFields>(
  scope: Scope,
  find: { table: T; id: number; columns: Fields },
): Promise<SelectResultFields<Fields> | undefined>;
export async function rowById(
  scope: Scope,
  find: { table: SchoolTable; id: number; columns?: SelectedFields },
): Promise<unknown> {
  const select = find.columns ? scope.db.select(find.columns) : scope.db.select();
  const [row] = await select.from(find.table).where(byId(scope, find.table, find.id));
  return row;
}

/** Inserts a row of a school-owned table into the scope's school; answers its id. */
export async function insertInSchool<T extends SchoolTable>(
  scope: Scope,
  insert: { table: T; values: InSchoolValues<T> },
): Promise<number> {
  const { table } = insert;
  const values = { ...insert.values, schoolId: scope.schoolId } as T["$inferInsert"];
  const [row] = await scope.db.insert(table).values(values).returning({ id: table.id });
  return row!.id as number;
}

/** Inserts a row of a school-owned table into the scope's school; answers the row as stored (its defaults filled). */
export async function insertRowInSchool<T extends SchoolTable>(
  scope: Scope,
  insert: { table: T; values: InSchoolValues<T> },
): Promise<T["$inferSelect"]> {
  const values = { ...insert.values, schoolId: scope.schoolId } as T["$inferInsert"];
  const [row] = await scope.db.insert(insert.table).values(values).returning();
  return row as T["$inferSelect"];
}

/**
 * Updates the row `id` of a school-owned table in the scope's school (`byId`), with the fields given; no field
 * given leaves the row as it is (`changesOrKeep`). Answers whether the row was there.
 */
export async function updateInSchool<T extends SchoolTable>(
  scope: Scope,
  update: { table: T; id: number; values: PgUpdateSetSource<T> },
): Promise<boolean> {
  const { table } = update;
  const rows = await scope.db
    .update(table)
    .set(changesOrKeep(table, update.values))
    .where(byId(scope, table, update.id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Deletes the row `id` of a school-owned table in the scope's school (`byId`); answers whether it was there. */
export async function deleteInSchool(scope: Scope, remove: { table: SchoolTable; id: number }): Promise<boolean> {
  const rows = await scope.db
    .delete(remove.table)
    .where(byId(scope, remove.table, remove.id))
    .returning({ id: remove.table.id });
  return rows.length > 0;
}

/**
 * A scope inside `inTransaction`: the same scope (an actor stays an actor) whose `db` is the transaction, and, when
 * the scope carries its deps (an `Actor`, a `SchoolWork`), `jobs`, the sender that stores jobs in that transaction.
 */
export type Transacted<S extends Scope> = S & (S extends { deps: { queue: AppQueue } } ? { jobs: AppJobs } : unknown);

/**
 * THE one way a module opens a transaction (issue 36): runs `work` in one transaction of the scope's `db`, with the
 * same scope whose `db` is the transaction (`Transacted`). Every write a service makes together goes through here, so
 * a failure leaves nothing half written; a job stored through `jobs` exists if and only if the data it follows was
 * committed, and the workers are woken once it has (decision 0015). A call inside another's work stays in the outer
 * transaction (a savepoint on the same connection) and stores its jobs through the outer sender, so they too wait
 * for the outer commit.
 */
export function inTransaction<S extends Scope, T>(scope: S, work: (scope: Transacted<S>) => Promise<T>): Promise<T> {
  const open = scope as Scope & { deps?: { queue?: AppQueue }; jobs?: AppJobs };
  const queue = open.deps?.queue;
  if (open.jobs || !queue) return scope.db.transaction((tx) => work({ ...scope, db: tx } as Transacted<S>));
  // On the scope's own handle (a request's, a job's: its school, its pool), never another connection's.
  return queue.on(scope.db).transaction((tx, jobs) => work({ ...scope, db: tx, jobs } as Transacted<S>));
}
