import { eq, type SQL, sql } from "drizzle-orm";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { courseMembers, courses } from "../../db/schema/index.js";
import type { Visibility } from "./catalog.visibility.js";

/** The programs of the scope's school a call with this visibility may see (who sees hidden ones: `seesHidden`). */
export function visibleConditions(scope: Scope, visibility: Visibility): SQL[] {
  const conditions = [inSchool(scope, courses)];
  if (visibility.visibleOnly) conditions.push(eq(courses.show, true));
  if (visibility.memberId !== undefined) {
    conditions.push(
      // A correlated condition of the caller's query, not a statement of its own: it stays beside the rule it states.
      sql`exists (select 1 from ${courseMembers} where ${courseMembers.courseId} = ${courses.id} and ${courseMembers.userId} = ${visibility.memberId})`,
    );
  }
  return conditions;
}

/** A visibility's shape, naming a prepared statement's variant: whether hidden programs show, and a member's only. */
export const visibilityVariant = (visibility: Visibility) =>
  `${visibility.visibleOnly ? "visible" : "all"}${visibility.memberId === undefined ? "" : "_of_member"}`;

/** The visibility of a prepared statement (core/tenancy/prepared-in-school.ts): the member its `memberId` input. */
export const placeholderVisibility = (visibility: Visibility): Visibility => ({
  visibleOnly: visibility.visibleOnly,
  ...(visibility.memberId === undefined ? {} : { memberId: sql.placeholder("memberId") as unknown as number }),
});
