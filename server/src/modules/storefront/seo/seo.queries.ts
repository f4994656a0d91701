import { and, asc, eq } from "drizzle-orm";
import type { Scope } from "../../../core/tenancy/scope.js";
import { courses, schools } from "../../../db/schema/index.js";
import { visibleConditions } from "../../catalog/index.js";

/** The school's visible programs, each with its last change (`updated_at`, moved by every change to it or its parts). */
export async function visiblePrograms(scope: Scope): Promise<{ id: number; updatedAt: Date }[]> {
  return scope.db
    .select({ id: courses.id, updatedAt: courses.updatedAt })
    .from(courses)
    .where(and(...visibleConditions(scope, { visibleOnly: true })))
    .orderBy(asc(courses.id));
}

/** The school's registered domain, from which its storefront's addresses are built. */
export async function schoolDomain(scope: Scope): Promise<string | null> {
  const [row] = await scope.db
    .select({ domain: schools.domain })
    .from(schools)
    .where(eq(schools.id, scope.schoolId))
    .limit(1);
  return row?.domain ?? null;
}
