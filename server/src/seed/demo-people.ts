import type { SignedInRole } from "@school/contracts";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { users } from "../db/schema/index.js";

/** The school's first user of a role (the demo account the seeds hang their data on), if any. */
export async function firstUserOfRole(db: Db, schoolId: number, role: SignedInRole): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, role)))
    .orderBy(asc(users.id))
    .limit(1);
  return row?.id;
}

/** The ids of the school's users among these e-mails, by e-mail: the demo people a seed finds before adding. */
export async function userIdsByEmail(
  db: Db,
  schoolId: number,
  emails: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), inArray(users.email, [...emails])));
  return new Map(rows.map((row) => [row.email, row.id]));
}
