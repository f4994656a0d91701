import { and, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  type InSchoolValues,
  inSchool,
  insertInSchool,
  joinedInSchool,
  keyedInSchool,
  type Scope,
} from "../../../core/tenancy/scope.js";
import type { Db } from "../../../db/client.js";
import { mailingDeliveries, mailings, studentCommunications } from "../../../db/schema/index.js";

/** A delivery and its mailing, found across schools on the owner's handle: a delivery job's payload names no school. */
export async function findDeliveryWithMailing(db: Db, deliveryId: number) {
  const [found] = await db
    .select({ delivery: mailingDeliveries, mailing: mailings })
    .from(mailingDeliveries)
    .innerJoin(mailings, joinedInSchool(mailings, { from: mailingDeliveries, by: mailingDeliveries.mailingId }))
    .where(eq(mailingDeliveries.id, deliveryId));
  return found;
}

/**
 * Claims a pending delivery: pending → sending, one attempt more, leased for `leaseSeconds` from the database's own
 * clock. Answers the attempt's number, or undefined when the delivery was no longer pending.
 */
export async function claimDelivery(
  scope: Scope,
  claim: { deliveryId: number; leaseSeconds: number },
): Promise<number | undefined> {
  const [claimed] = await scope.db
    .update(mailingDeliveries)
    .set({
      state: "sending",
      attempts: sql`${mailingDeliveries.attempts} + 1`,
      updatedAt: sql`now()`,
      leaseUntil: sql`clock_timestamp() + make_interval(secs => ${claim.leaseSeconds})`,
    })
    .where(keyedInSchool(scope, { table: mailingDeliveries, key: { id: claim.deliveryId, state: "pending" } }))
    .returning({ attempts: mailingDeliveries.attempts });
  return claimed?.attempts;
}

/**
 * Changes a delivery only while it is as its caller last saw it (its state, and when given its attempt), so two
 * processes never both record it; answers whether it changed.
 */
export async function updateDeliveryIfStill(
  scope: Scope,
  change: {
    deliveryId: number;
    state: (typeof mailingDeliveries.$inferSelect)["state"];
    attempts?: number;
    values: PgUpdateSetSource<typeof mailingDeliveries>;
  },
): Promise<boolean> {
  const changed = await scope.db
    .update(mailingDeliveries)
    .set(change.values)
    .where(
      and(
        inSchool(scope, mailingDeliveries),
        eq(mailingDeliveries.id, change.deliveryId),
        eq(mailingDeliveries.state, change.state),
        change.attempts === undefined ? undefined : eq(mailingDeliveries.attempts, change.attempts),
      ),
    )
    .returning({ id: mailingDeliveries.id });
  return changed.length > 0;
}

/** One line of a student's communication history. */
export function insertCommunication(
  scope: Scope,
  values: InSchoolValues<typeof studentCommunications>,
): Promise<number> {
  return insertInSchool(scope, { table: studentCommunications, values });
}
