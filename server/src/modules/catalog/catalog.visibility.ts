import { eq, type SQL, sql } from "drizzle-orm";
import { hasAccess } from "../../core/access/access.js";
import type { Visitor } from "../../core/access/actor.js";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { courseMembers, courses } from "../../db/schema/index.js";

/** Which of the school's programs a call may see at all, before any filter. */
export type Visibility = {
  /** Only programs shown in the catalogue (`show`). */
  visibleOnly: boolean;
  /** Only programs this user teaches or studies (my/). */
  memberId?: number;
};

/** Guests and students see only programs shown in the catalogue; teachers and staff also see hidden ones. */
export async function seesHidden(visitor: Visitor): Promise<boolean> {
  const { caller } = visitor;
  return caller !== null && hasAccess({ ...visitor, caller }, "catalog.readHidden");
}

/** The programs of the scope's school a call with this visibility may see. */
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
