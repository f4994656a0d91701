import { eq } from "drizzle-orm";
import { byId, keyedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { mailingOptOuts, schools, users } from "../../../db/schema/index.js";

type OptOut = { userId: number; channel: (typeof mailingOptOuts.$inferInsert)["channel"] };

/** The school's names in the three languages, and `userId` when that account still exists in it. */
export async function selectSchoolNamesAndUser(scope: Scope, filter: { userId: number }) {
  const [found] = await scope.db
    .select({ ru: schools.name, kk: schools.nameKk, en: schools.nameEn, userId: users.id })
    .from(schools)
    .leftJoin(users, byId(scope, users, filter.userId))
    .where(eq(schools.id, scope.schoolId));
  return found;
}

/** The person no longer gets the school's mailings on the channel; already opted out, nothing changes. */
export async function insertOptOut(scope: Scope, optOut: OptOut): Promise<void> {
  await scope.db
    .insert(mailingOptOuts)
    .values({ schoolId: scope.schoolId, ...optOut })
    .onConflictDoNothing();
}

/** The person gets the school's mailings on the channel again. */
export async function deleteOptOut(scope: Scope, optOut: OptOut): Promise<void> {
  await scope.db
    .delete(mailingOptOuts)
    .where(keyedInSchool(scope, { table: mailingOptOuts, key: { userId: optOut.userId, channel: optOut.channel } }));
}
