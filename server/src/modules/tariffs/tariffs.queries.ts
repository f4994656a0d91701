import { and, desc, eq, gt, isNotNull, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { payments, schools, schoolTariffs, tariffReminders, users } from "../../db/schema/index.js";

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

/** A period as stored: what was bought (students, months, sum), how (a payment or an operator), and its days. */
export type PeriodInsert = {
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

/** Empties a refunded period: it ends on `endsOn`, the day before it starts, and its note says why. */
export async function emptyPeriod(scope: Scope, period: { id: number; endsOn: string }) {
  await scope.db
    .update(schoolTariffs)
    .set({ endsOn: period.endsOn, note: sql`trim(${schoolTariffs.note} || ' (refunded)')` })
    .where(and(inSchool(scope, schoolTariffs), eq(schoolTariffs.id, period.id)));
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

/** Every school with a tariff period, with its zone: the day's check crosses schools (the owner's handle). */
export function selectSchoolsWithPeriods(ownerDb: Db) {
  return ownerDb
    .select({
      id: schools.id,
      name: schools.name,
      timeZone: schools.timeZone,
      tariffActive: schools.tariffActive,
      tariffEndsOn: schools.tariffEndsOn,
    })
    .from(schools)
    .where(isNotNull(schools.tariffEndsOn));
}

/**
 * Makes the school inactive if it is still active and still past its last covered day; answers whether it changed.
 * The flag's change is announced by the database to every process's session cache (trigger on tariff_active).
 */
export async function lapseSchool(ownerDb: Db, input: { schoolId: number; today: string }): Promise<boolean> {
  const changed = await ownerDb
    .update(schools)
    .set({ tariffActive: false })
    .where(and(eq(schools.id, input.schoolId), eq(schools.tariffActive, true), lt(schools.tariffEndsOn, input.today)))
    .returning({ id: schools.id });
  return changed.length > 0;
}

/** Takes the reminder of a period's end `daysBefore` days ahead; answers false when it was taken before. */
export async function takeTariffReminder(
  scope: Scope,
  reminder: { endsOn: string; daysBefore: number },
): Promise<boolean> {
  const [recorded] = await scope.db
    .insert(tariffReminders)
    .values({ schoolId: scope.schoolId, ...reminder })
    .onConflictDoNothing()
    .returning({ id: tariffReminders.id });
  return recorded !== undefined;
}

/** The e-mail addresses of the school's admins who have one. */
export function selectSchoolAdminEmails(scope: Scope) {
  return scope.db
    .select({ email: users.email })
    .from(users)
    .where(and(inSchool(scope, users), eq(users.role, "admin_school"), sql`${users.email} <> ''`));
}

/** The school on a domain, and its zone: the operator's look-up on the owner's handle. */
export async function selectSchoolOnDomain(ownerDb: Db, domain: string) {
  const [school] = await ownerDb
    .select({ id: schools.id, timeZone: schools.timeZone })
    .from(schools)
    .where(eq(schools.domain, domain));
  return school;
}
