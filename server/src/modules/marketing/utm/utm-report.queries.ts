import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { payments, users } from "../../../db/schema/index.js";

/** The raw statements' aliases as tables, so that each alias's school condition is `inSchool`'s. */
const aliased = {
  student: alias(users, "u"),
  payment: alias(payments, "p"),
};

/**
 * The UTM report's SQL (decision 0056). A period is calendar days in the school's zone: the bounds become instants
 * once per query (the start of `from`, the start of the day after `to`), so `users_school_created_idx` and
 * `payments_school_paid_idx` serve the ranges.
 */
export type ReportPeriod = { from: string; to: string; zone: string };

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const start = (period: ReportPeriod) => sql`(${period.from}::date::timestamp at time zone ${period.zone})`;
const end = (period: ReportPeriod) => sql`((${period.to}::date + 1)::timestamp at time zone ${period.zone})`;

export type RegistrationCount = { utm_source: string | null; utm_campaign: string | null; registrations: number };

/** The school's students created in the period (registered or come in as a consultation lead), by source and campaign. */
export async function registrationsBySource(scope: Scope, period: ReportPeriod): Promise<RegistrationCount[]> {
  const result = await scope.db.execute(sql`
    select u.utm_source, u.utm_campaign, count(*)::int as registrations
    from users u
    where ${inSchool(scope, aliased.student)} and u.role = 'student'
      and u.created_at >= ${start(period)} and u.created_at < ${end(period)}
    group by u.utm_source, u.utm_campaign`);
  return rowsOf<RegistrationCount>(result);
}

export type PurchaseSum = {
  utm_source: string | null;
  utm_campaign: string | null;
  currency: string;
  purchases: number;
  revenue_minor: number;
};

/**
 * Purchases paid in the period (programs and the priority package; the school's own tariff is not a sale), by the
 * marks the order carries and its currency: how many, and what they brought less what was refunded. A fully refunded
 * order is no longer `paid` and counts for nothing; a deleted one neither.
 */
export async function purchasesBySource(scope: Scope, period: ReportPeriod): Promise<PurchaseSum[]> {
  const result = await scope.db.execute(sql`
    select p.utm_source, p.utm_campaign, p.currency, count(*)::int as purchases,
      sum(p.amount_minor - p.refunded_minor)::bigint as revenue_minor
    from payments p
    where ${inSchool(scope, aliased.payment)} and p.status = 'paid' and p.deleted_at is null and p.kind <> 'tariff'
      and p.paid_at >= ${start(period)} and p.paid_at < ${end(period)}
    group by p.utm_source, p.utm_campaign, p.currency`);
  return rowsOf<PurchaseSum & { revenue_minor: string | number }>(result).map((row) => ({
    ...row,
    revenue_minor: Number(row.revenue_minor),
  }));
}
