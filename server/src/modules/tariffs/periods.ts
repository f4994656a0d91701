import { daysBetween } from "@school/contracts";
import { addDays } from "../../core/schedule-time.js";
import type { Scope } from "../../core/tenancy/scope.js";
import * as queries from "./tariffs.queries.js";

/**
 * The last day a period of `months` months starting on `startsOn` covers: the day before the same date `months`
 * later, or that month's last day when it has no such date (31 January + 1 month covers to 28/29 February).
 */
export function periodEnd(startsOn: string, months: number): string {
  const [year, month, day] = startsOn.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const clamped = Math.min(day, lastDay);
  const same = `${target.toISOString().slice(0, 7)}-${String(clamped).padStart(2, "0")}`;
  return clamped < day ? same : addDays(same, -1);
}

/** Where a new period starts: the day after the current one ends, or today when none covers today. */
export function nextStart(endsOn: string | null, today: string): string {
  if (endsOn === null || endsOn < today) return today;
  return addDays(endsOn, 1);
}

export type NewPeriod = Omit<queries.PeriodInsert, "startsOn" | "endsOn"> & {
  /** A period an operator set may start on a given day (an invoice paid for a term); else it follows the current. */
  startsOn?: string;
};

/**
 * Adds a period after the school's current one (or from today) and makes the school active to its end, in the
 * caller's transaction. A payment's period is added once: a second call for the same payment changes nothing.
 */
export async function extendTariff(scope: Scope, input: NewPeriod & { today: string }) {
  const { today, ...period } = input;
  const school = await queries.schoolTariffState(scope);
  const startsOn = period.startsOn ?? nextStart(school.tariffEndsOn, today);
  const endsOn = periodEnd(startsOn, period.months);
  const added = await queries.insertPeriod(scope, { ...period, startsOn, endsOn });
  if (!added) return null;
  await settleSchool(scope, today);
  return added;
}

/**
 * A full refund takes back the days its period bought: the period is emptied (it ends the day before it starts,
 * kept for the history) and every later period moves earlier by as many days; the school stays active only if what
 * remains still covers today.
 */
export async function takeBackPeriod(scope: Scope, input: { paymentId: number; today: string }): Promise<boolean> {
  const { paymentId, today } = input;
  const period = await queries.periodOfPayment(scope, paymentId);
  if (!period || period.endsOn < period.startsOn) return false;
  const length = daysBetween(period.startsOn, period.endsOn) + 1;
  await queries.emptyPeriod(scope, { id: period.id, endsOn: addDays(period.startsOn, -1) });
  await queries.shiftPeriodsAfter(scope, { after: period.startsOn, exceptId: period.id, days: -length });
  await settleSchool(scope, today);
  return true;
}

/** The school's last covered day is its periods' latest; it is active while that day is today or later. */
export async function settleSchool(scope: Scope, today: string): Promise<void> {
  const endsOn = await queries.lastCoveredDay(scope);
  if (endsOn === null) return;
  await queries.setSchoolTariff(scope, { endsOn, active: endsOn >= today });
}
