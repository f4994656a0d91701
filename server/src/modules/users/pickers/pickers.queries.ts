import { STUDENTS_LIST_LIMIT, type UserOption } from "@school/contracts";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import { isOneOf, likePattern } from "../../../core/filters.js";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { users } from "../../../db/schema/index.js";
import { searchMatches } from "../student-filters.queries.js";

const option = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
};

/** Every query below is filtered by the caller's school as well as the role. */
export async function teachersOf(scope: Scope): Promise<UserOption[]> {
  return scope.db
    .select(option)
    .from(users)
    .where(and(inSchool(scope, users), eq(users.role, "teacher")))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/**
 * The school's students whose name or e-mail contains `search` (all of them when it is empty): the search's index
 * finds those matching in any field (decision 0112), of whom this picker keeps the ones matching in these three.
 */
export async function studentsMatching(scope: Scope, search?: string): Promise<UserOption[]> {
  const text = search?.trim();
  const inNameOrEmail = (pattern: string) =>
    or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern));
  return scope.db
    .select(option)
    .from(users)
    .where(
      and(
        inSchool(scope, users),
        eq(users.role, "student"),
        ...(text ? [isOneOf(users.id, await searchMatches(scope, text)), inNameOrEmail(likePattern(text))] : []),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(STUDENTS_LIST_LIMIT);
}
