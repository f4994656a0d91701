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
