import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { byId, inSchool, joinedInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { courses, paymentReceipts, payments, schools, users } from "../../../db/schema/index.js";

export type ReceiptRow = typeof paymentReceipts.$inferSelect;

/** A payment with what its receipt names: the payer's language, the school's names and zone, the program's titles. */
export async function receiptFacts(scope: Scope, paymentId: number) {
  const [row] = await scope.db
    .select({
      payment: payments,
      payerLanguage: users.language,
      payer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      school: {
        name: schools.name,
        nameKk: schools.nameKk,
        nameEn: schools.nameEn,
        timeZone: schools.timeZone,
      },
      course: { titleRu: courses.titleRu, titleKk: courses.titleKk, titleEn: courses.titleEn },
    })
    .from(payments)
    .innerJoin(users, joinedInSchool(users, { from: payments, by: payments.userId }))
    .innerJoin(schools, eq(schools.id, payments.schoolId))
    .leftJoin(courses, joinedInSchool(courses, { from: payments, by: payments.courseId }))
    .where(byId(scope, payments, paymentId));
  return row ?? null;
}

/**
 * The receipt of a payment or a refund, written once: a second call with the same key (a replayed settle) writes
 * nothing and answers null, so its job is stored once too.
 */
export async function insertReceipt(
  scope: Scope,
  values: Pick<ReceiptRow, "paymentId" | "kind" | "key" | "refundEventId" | "amountMinor" | "issuedAt" | "fiscalState">,
): Promise<number | null> {
  const [row] = await scope.db
    .insert(paymentReceipts)
    .values({ ...values, schoolId: scope.schoolId })
    .onConflictDoNothing()
    .returning({ id: paymentReceipts.id });
  return row?.id ?? null;
}

export async function receiptById(scope: Scope, id: number) {
  const [row] = await scope.db
    .select({ receipt: paymentReceipts, currency: payments.currency, payerId: payments.userId })
    .from(paymentReceipts)
    .innerJoin(payments, joinedInSchool(payments, { from: paymentReceipts, by: paymentReceipts.paymentId }))
    .where(byId(scope, paymentReceipts, id));
  return row ?? null;
}

export async function receiptsOfPayment(scope: Scope, paymentId: number) {
  return scope.db
    .select({ receipt: paymentReceipts, currency: payments.currency })
    .from(paymentReceipts)
    .innerJoin(payments, joinedInSchool(payments, { from: paymentReceipts, by: paymentReceipts.paymentId }))
    .where(and(inSchool(scope, paymentReceipts), eq(paymentReceipts.paymentId, paymentId)))
    .orderBy(asc(paymentReceipts.id));
}

/**
 * Takes the receipt's fiscal registration on, atomically: a pending one, or one whose taker went quiet before
 * `staleBefore` (a crashed worker). Of two jobs racing for it, one gets the row; the other gets null and waits.
 */
export async function claimFiscal(scope: Scope, input: { id: number; now: Date; staleBefore: Date }) {
  const [row] = await scope.db
    .update(paymentReceipts)
    .set({
      fiscalState: "sending",
      fiscalClaimedAt: input.now,
      fiscalAttempts: sql`${paymentReceipts.fiscalAttempts} + 1`,
    })
    .where(
      and(
        byId(scope, paymentReceipts, input.id),
        or(
          eq(paymentReceipts.fiscalState, "pending"),
          and(
            eq(paymentReceipts.fiscalState, "sending"),
            or(isNull(paymentReceipts.fiscalClaimedAt), lt(paymentReceipts.fiscalClaimedAt, input.staleBefore)),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/** What the register answered, on the claimed receipt. */
export async function settleFiscal(
  scope: Scope,
  input: {
    id: number;
    values: Partial<
      Pick<
        ReceiptRow,
        | "fiscalState"
        | "fiscalProvider"
        | "fiscalExternalId"
        | "fiscalSign"
        | "fiscalNumber"
        | "fiscalUrl"
        | "fiscalAt"
        | "fiscalError"
        | "fiscalClaimedAt"
        | "fiscalAttempts"
      >
    >;
    /** Only from this state: a retry by staff cannot overwrite a registration that came in meanwhile. */
    from: ReceiptRow["fiscalState"][];
  },
): Promise<ReceiptRow | null> {
  const [row] = await scope.db
    .update(paymentReceipts)
    .set(input.values)
    .where(and(byId(scope, paymentReceipts, input.id), inArray(paymentReceipts.fiscalState, input.from)))
    .returning();
  return row ?? null;
}

export async function setReceiptPdf(scope: Scope, input: { id: number; pdfKey: string; language: string }) {
  await scope.db
    .update(paymentReceipts)
    .set({ pdfKey: input.pdfKey, language: input.language })
    .where(byId(scope, paymentReceipts, input.id));
}
