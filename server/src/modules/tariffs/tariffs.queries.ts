import { and, desc, eq, gt, isNull, lte, ne, sql } from "drizzle-orm";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { payments, schools, schoolTariffs } from "../../db/schema/index.js";

/** The school's tariff facts: the flag sessions read, the last covered day and the zone its days are counted in. */
export async function schoolTariffState(scope: Scope) {
  const [row] = await scope.db
    .select({ tariffActive: schools.tariffActive, tariffEndsOn: schools.tariffEndsOn, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  if (!row) throw new Error(`School ${scope.schoolId} not found`);
  return row;
}

/**
 * Sets the school's last covered day and its active flag. Changing `tariff_active` makes the database announce the
 * school (trigger `schools_session_changed`), so every process drops its cached sessions of that school at once.
 */
export async function setSchoolTariff(scope: Scope, input: { endsOn: string; active: boolean }) {
  await scope.db
    .update(schools)
    .set({ tariffEndsOn: input.endsOn, tariffActive: input.active })
    .where(eq(schools.id, scope.schoolId));
}

type PeriodInsert = {
  students: number;
  months: number;
  amountMinor: number;
  currency: string;
  paymentId: number | null;
  source: "payment" | "operator";
  note: string;
  startsOn: string;
  endsOn: string;
};

/** A new period; null when the payment already has one (a replayed notification). */
export async function insertPeriod(scope: Scope, period: PeriodInsert) {
  const [row] = await scope.db
    .insert(schoolTariffs)
    .values({ schoolId: scope.schoolId, ...period })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function periodOfPayment(scope: Scope, paymentId: number) {
  const [row] = await scope.db
    .select()
    .from(schoolTariffs)
    .where(and(inSchool(scope, schoolTariffs), eq(schoolTariffs.paymentId, paymentId)));
  return row ?? null;
}

export async function emptyPeriod(scope: Scope, id: number, endsOn: string) {
  await scope.db
    .update(schoolTariffs)
    .set({ endsOn, note: sql`trim(${schoolTariffs.note} || ' (refunded)')` })
    .where(and(inSchool(scope, schoolTariffs), eq(schoolTariffs.id, id)));
}

/** Moves every period starting after `after` by `days` (a refunded period's days taken back). */
export async function shiftPeriodsAfter(scope: Scope, input: { after: string; exceptId: number; days: number }) {
  await scope.db
    .update(schoolTariffs)
    .set({
      startsOn: sql`${schoolTariffs.startsOn} + ${input.days}::int`,
      endsOn: sql`${schoolTariffs.endsOn} + ${input.days}::int`,
    })
    .where(
      and(
        inSchool(scope, schoolTariffs),
        gt(schoolTariffs.startsOn, input.after),
        ne(schoolTariffs.id, input.exceptId),
        sql`${schoolTariffs.endsOn} >= ${schoolTariffs.startsOn}`,
      ),
    );
}

/** The latest day any period covers; null when the school never had one. */
export async function lastCoveredDay(scope: Scope): Promise<string | null> {
  const [row] = await scope.db
    .select({ endsOn: sql<string | null>`max(${schoolTariffs.endsOn})::text` })
    .from(schoolTariffs)
    .where(inSchool(scope, schoolTariffs));
  return row?.endsOn ?? null;
}

/** The period covering `today`, else the latest one that covers any day; null before the first. */
export async function currentPeriod(scope: Scope, today: string) {
  const covering = await scope.db
    .select()
    .from(schoolTariffs)
    .where(
      and(inSchool(scope, schoolTariffs), lte(schoolTariffs.startsOn, today), sql`${schoolTariffs.endsOn} >= ${today}`),
    )
    .orderBy(desc(schoolTariffs.startsOn))
    .limit(1);
  if (covering[0]) return covering[0];
  const [latest] = await scope.db
    .select()
    .from(schoolTariffs)
    .where(and(inSchool(scope, schoolTariffs), sql`${schoolTariffs.endsOn} >= ${schoolTariffs.startsOn}`))
    .orderBy(desc(schoolTariffs.endsOn))
    .limit(1);
  return latest ?? null;
}

const HISTORY_LIMIT = 200;

/** The tariff's orders (any state), each with the period it bought, newest first. */
export async function tariffPayments(scope: Scope) {
  return scope.db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      title: payments.title,
      amountMinor: payments.amountMinor,
      refundedMinor: payments.refundedMinor,
      currency: payments.currency,
      status: payments.status,
      students: payments.tariffStudents,
      months: payments.tariffMonths,
      provider: payments.provider,
      createdAt: payments.createdAt,
      startsOn: schoolTariffs.startsOn,
      endsOn: schoolTariffs.endsOn,
    })
    .from(payments)
    .leftJoin(schoolTariffs, eq(schoolTariffs.paymentId, payments.id))
    .where(and(inSchool(scope, payments), eq(payments.kind, "tariff"), isNull(payments.deletedAt)))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(HISTORY_LIMIT);
}

/** The periods the platform's operator set by hand (invoices paid offline), newest first. */
export async function operatorPeriods(scope: Scope) {
  return scope.db
    .select()
    .from(schoolTariffs)
    .where(and(inSchool(scope, schoolTariffs), eq(schoolTariffs.source, "operator")))
    .orderBy(desc(schoolTariffs.createdAt), desc(schoolTariffs.id))
    .limit(HISTORY_LIMIT);
}
