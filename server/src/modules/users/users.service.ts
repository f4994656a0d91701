import { STUDENTS_LIST_LIMIT, type UserOption } from "@school/contracts";
import { and, asc, eq, ilike, or } from "drizzle-orm";
import { users } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";

const option = {
  id: users.id,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
};

/** Escapes LIKE wildcards so the search text matches literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Every query below is filtered by the caller's school as well as the role. */
export async function listTeachers(deps: Deps, schoolId: number): Promise<UserOption[]> {
  return deps.db
    .select(option)
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, "teacher")))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function listStudents(deps: Deps, schoolId: number, search?: string): Promise<UserOption[]> {
  const text = search?.trim();
  const pattern = text ? likePattern(text) : null;
  return deps.db
    .select(option)
    .from(users)
    .where(
      and(
        eq(users.schoolId, schoolId),
        eq(users.role, "student"),
        pattern
          ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(STUDENTS_LIST_LIMIT);
}
