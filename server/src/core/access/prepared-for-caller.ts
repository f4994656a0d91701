import type { SignedInRole } from "@school/contracts";
import { sql } from "drizzle-orm";
import type { PreparedQuery } from "../../db/prepared.js";
import type { Caller } from "../auth/authenticate.js";
import { preparedInSchool } from "../tenancy/prepared-in-school.js";
import type { Scope } from "../tenancy/scope.js";
import type { AccessActor } from "./access.js";

/**
 * A hot statement narrowed to what its caller may see (an `accessFilter`), prepared (db/prepared.ts) once per role:
 * the role decides the filter's relation, so its SQL. `build` gets an actor whose school and caller's id are the
 * statement's `schoolId` and `callerId` inputs, so the query is written with the same rules as one built per call;
 * each run fills both from the actor.
 */
export function preparedForCaller<Input extends Record<string, unknown>, Result>(
  name: string,
  build: (actor: AccessActor, name: string) => PreparedQuery<Result>,
): (actor: AccessActor, input: Input) => Promise<Result> {
  const ofRole = new Map<SignedInRole, (scope: Scope, input: Input & { callerId: number }) => Promise<Result>>();
  return (actor, input) => {
    const { role, userId } = actor.caller;
    let statement = ofRole.get(role);
    if (statement === undefined) {
      statement = preparedInSchool(`${name}_${role}`, (scope, prepared) =>
        build({ ...scope, caller: preparedCaller(scope, role) }, prepared),
      );
      ofRole.set(role, statement);
    }
    return statement(actor, { ...input, callerId: userId });
  };
}

/** The caller a prepared statement is built for: its id a placeholder; only SQL is built from it. */
function preparedCaller(scope: Scope, role: SignedInRole): Caller {
  return {
    userId: sql.placeholder("callerId") as unknown as number,
    role,
    schoolId: scope.schoolId,
    schoolActive: true,
    email: "",
    savedLanguage: null,
  };
}
