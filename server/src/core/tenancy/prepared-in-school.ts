import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { type PreparedQuery, preparedStatement } from "../../db/prepared.js";
import type { Scope } from "./scope.js";

/**
 * A hot statement of one school's rows, prepared (db/prepared.ts). `build` gets a scope whose school is the
 * statement's `schoolId` input, so the query is written with the same helpers and rules as one built per call
 * (`inSchool`, `byId`, a module's visibility rule); each run fills the school from the caller's scope.
 */
export function preparedInSchool<Input extends Record<string, unknown>, Result>(
  name: string,
  build: (scope: Scope, name: string) => PreparedQuery<Result>,
): (scope: Scope, input: Input) => Promise<Result> {
  const run = preparedStatement<Input & { schoolId: number }, Result>(name, (db, prepared) =>
    build(preparedScope(db), prepared),
  );
  return (scope, input) => run(scope.db, { ...input, schoolId: scope.schoolId });
}

/**
 * The scope a prepared statement is built in: Drizzle takes a placeholder wherever a value goes, so the school's id
 * is one. Only SQL is built from it (a builder that read the id as a number would get the placeholder).
 */
function preparedScope(db: Db): Scope {
  return { db, schoolId: sql.placeholder("schoolId") as unknown as number };
}

const variants = new Map<string, (scope: Scope, input: Record<string, unknown>) => Promise<unknown>>();

/**
 * One variant of a family of prepared statements (`preparedInSchool`), whose SQL differs by what the call asks (the
 * reader's language, a visibility, an order) more than a value can say: the variant's `name` says which, and its
 * statement is made the first time that name is asked; `build` is read then only.
 */
export function preparedVariant<Input extends Record<string, unknown>, Result>(
  name: string,
  build: (scope: Scope, name: string) => PreparedQuery<Result>,
): (scope: Scope, input: Input) => Promise<Result> {
  let statement = variants.get(name);
  if (statement === undefined) {
    statement = preparedInSchool(name, build) as (scope: Scope, input: Record<string, unknown>) => Promise<unknown>;
    variants.set(name, statement);
  }
  return statement as (scope: Scope, input: Input) => Promise<Result>;
}
