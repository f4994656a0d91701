import { and, asc, desc, eq, sql } from "drizzle-orm";
import {
  inSchool,
  insertRowInSchool,
  joinedInSchool,
  keyedInSchool,
  rowById,
  type Scope,
} from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import {
  courses,
  instalmentPlans,
  instalmentTranches,
  paymentLinks,
  payments,
  paymentTranches,
  schools,
  trancheOrders,
  users,
} from "../../db/schema/index.js";

/* Tranches paid online and instalment plans (decision 0159): every statement of the module. */

export type TrancheRow = typeof paymentTranches.$inferSelect;
export type PlanRow = typeof instalmentPlans.$inferSelect;

export async function findTranche(scope: Scope, id: number): Promise<TrancheRow | undefined> {
  return rowById(scope, { table: paymentTranches, id });
}

/** The tranche's place in a plan bought, if it is one: which program, which payment of how many. */
export async function instalmentOf(scope: Scope, trancheId: number) {
  const [row] = await scope.db
    .select({
      courseId: instalmentTranches.courseId,
      number: instalmentTranches.number,
      of: instalmentTranches.of,
      titleRu: courses.titleRu,
      titleKk: courses.titleKk,
      titleEn: courses.titleEn,
    })
    .from(instalmentTranches)
    .innerJoin(courses, joinedInSchool(courses, { from: instalmentTranches, by: instalmentTranches.courseId }))
    .where(and(inSchool(scope, instalmentTranches), eq(instalmentTranches.trancheId, trancheId)));
  return row;
}

/** The school's name in each language, its currency: what a link's page and a tranche's order need. */
export async function schoolFacts(scope: Scope) {
  const [row] = await scope.db
    .select({ name: schools.name, nameKk: schools.nameKk, nameEn: schools.nameEn, currency: schools.currency })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  return row;
}

export async function studentOf(scope: Scope, userId: number) {
  return rowById(scope, {
    table: users,
    id: userId,
    columns: { firstName: users.firstName, lastName: users.lastName, language: users.language },
  });
}

/** The latest order opened for the tranche (its state decides whether Pay answers it again or opens a new one). */
export async function latestOrderOf(scope: Scope, trancheId: number) {
  const [row] = await scope.db
    .select({ id: payments.id, orderId: payments.orderId, status: payments.status, provider: payments.provider })
    .from(trancheOrders)
    .innerJoin(payments, joinedInSchool(payments, { from: trancheOrders, by: trancheOrders.paymentId }))
    .where(and(inSchool(scope, trancheOrders), eq(trancheOrders.trancheId, trancheId)))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function paymentIdOf(scope: Scope, orderId: string): Promise<number | undefined> {
  const [row] = await scope.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(inSchool(scope, payments), eq(payments.orderId, orderId)));
  return row?.id;
}

/** The payment names its tranche; concurrent Pays of one order write it once. */
export async function nameTranche(scope: Scope, input: { paymentId: number; trancheId: number }) {
  await scope.db
    .insert(trancheOrders)
    .values({ schoolId: scope.schoolId, ...input })
    .onConflictDoNothing();
}

export async function insertLink(
  scope: Scope,
  link: Pick<typeof paymentLinks.$inferInsert, "tokenHash" | "trancheId" | "channel" | "sentBy" | "expiresAt">,
) {
  return insertRowInSchool(scope, { table: paymentLinks, values: link });
}

export async function linkByHash(scope: Scope, tokenHash: string) {
  const [row] = await scope.db
    .select()
    .from(paymentLinks)
    .where(and(inSchool(scope, paymentLinks), eq(paymentLinks.tokenHash, tokenHash)));
  return row;
}

export async function planOf(scope: Scope, courseId: number): Promise<PlanRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(instalmentPlans)
    .where(and(inSchool(scope, instalmentPlans), eq(instalmentPlans.courseId, courseId)));
  return row;
}

export async function savePlan(
  scope: Scope,
  plan: Pick<PlanRow, "courseId" | "payments" | "intervalDays" | "firstAmount" | "lockAfterDays">,
): Promise<PlanRow> {
  const { courseId, ...terms } = plan;
  const [row] = await scope.db
    .insert(instalmentPlans)
    .values({ schoolId: scope.schoolId, courseId, ...terms })
    .onConflictDoUpdate({
      target: [instalmentPlans.schoolId, instalmentPlans.courseId],
      set: { ...terms, updatedAt: sql`now()` },
    })
    .returning();
  return row!;
}

export async function deletePlan(scope: Scope, courseId: number): Promise<void> {
  await scope.db
    .delete(instalmentPlans)
    .where(and(inSchool(scope, instalmentPlans), eq(instalmentPlans.courseId, courseId)));
}

/**
 * Holds the student's instalment purchase of a program for this transaction: a second concurrent purchase waits, then
 * finds the tranches the first made.
 */
export async function holdPurchase(scope: Scope, input: { userId: number; courseId: number }): Promise<void> {
  await scope.db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`instalments:${scope.schoolId}:${input.userId}:${input.courseId}`}))`,
  );
}

/** The student's tranches of a program bought in instalments, in order. */
export function instalmentTranchesOf(scope: Scope, input: { userId: number; courseId: number }) {
  return scope.db
    .select({ id: paymentTranches.id, number: instalmentTranches.number, paidOn: paymentTranches.paidOn })
    .from(instalmentTranches)
    .innerJoin(
      paymentTranches,
      joinedInSchool(paymentTranches, { from: instalmentTranches, by: instalmentTranches.trancheId }),
    )
    .where(keyedInSchool(scope, { table: instalmentTranches, key: { userId: input.userId, courseId: input.courseId } }))
    .orderBy(asc(instalmentTranches.number));
}

export async function insertPlanTranche(
  scope: Scope,
  input: {
    userId: number;
    courseId: number;
    amount: number;
    dueDate: string;
    note: string;
    number: number;
    of: number;
    lockAfterDays: number;
  },
): Promise<number> {
  const [tranche] = await scope.db
    .insert(paymentTranches)
    .values({
      schoolId: scope.schoolId,
      userId: input.userId,
      amount: input.amount,
      dueDate: input.dueDate,
      note: input.note,
    })
    .returning({ id: paymentTranches.id });
  await scope.db.insert(instalmentTranches).values({
    schoolId: scope.schoolId,
    trancheId: tranche!.id,
    userId: input.userId,
    courseId: input.courseId,
    number: input.number,
    of: input.of,
    lockAfterDays: input.lockAfterDays,
  });
  return tranche!.id;
}

/**
 * The school a link's token belongs to, on the owner's handle: the one cross-school read of a link route, whose
 * token is its only credential (as an unsubscribe link's); everything after runs in that school's scope.
 */
export async function schoolOfLink(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ schoolId: paymentLinks.schoolId })
    .from(paymentLinks)
    .where(eq(paymentLinks.tokenHash, tokenHash));
  return row?.schoolId;
}

/** What the development checkout's notification says of an order. */
export async function orderForDevCheckout(scope: Scope, paymentId: number) {
  return rowById(scope, {
    table: payments,
    id: paymentId,
    columns: {
      orderId: payments.orderId,
      status: payments.status,
      userId: payments.userId,
      amountMinor: payments.amountMinor,
      currency: payments.currency,
    },
  });
}
