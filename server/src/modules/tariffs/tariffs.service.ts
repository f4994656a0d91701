import { type MyTariff, priceTariff, type TariffHistoryRow, type TariffPrice } from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { addDays } from "../../core/schedule-time.js";
import { schoolDayOf } from "../../core/school-day.js";
import * as queries from "./tariffs.queries.js";

/** `calc_tariff/`: the price table's answer (contracts/src/tariffs.ts); the query's bounds were checked already. */
export function calcTariff(input: { students: number; months: number }): TariffPrice {
  return priceTariff(input);
}

/** `get_my_tariff/`: the current period, whether the school is active, when the next payment is due, the history. */
export async function getMyTariff(actor: Actor): Promise<MyTariff> {
  const day = await schoolDayOf(actor);
  const [school, current, paid, operator] = await Promise.all([
    queries.schoolTariffState(actor),
    queries.currentPeriod(actor, day.today),
    queries.tariffPayments(actor),
    queries.operatorPeriods(actor),
  ]);
  const history: TariffHistoryRow[] = [
    ...paid.map((row) => ({
      id: row.id,
      transaction: row.orderId,
      // The order's title was written once, in its payer's language: the reader's screen writes the line (0135).
      description: "",
      amount_minor: row.amountMinor,
      currency: row.currency,
      status: row.status,
      source: "payment" as const,
      test_payment: row.provider === "development",
      students: row.students,
      months: row.months,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      created_at: row.createdAt.toISOString(),
    })),
    ...operator.map((row) => ({
      id: row.id,
      transaction: `T-${row.id}`,
      description: row.note,
      amount_minor: row.amountMinor,
      currency: row.currency,
      status: row.endsOn < row.startsOn ? ("refunded" as const) : ("paid" as const),
      source: "operator" as const,
      test_payment: false,
      students: row.students,
      months: row.months,
      starts_on: row.startsOn,
      ends_on: row.endsOn,
      created_at: row.createdAt.toISOString(),
    })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return {
    active: school.tariffActive,
    today: day.today,
    current: current && {
      students: current.students,
      months: current.months,
      amount_minor: current.amountMinor,
      monthly_payment_minor: Math.round(current.amountMinor / current.months),
      currency: current.currency,
      starts_on: current.startsOn,
      ends_on: current.endsOn,
    },
    ends_on: school.tariffEndsOn,
    next_payment_on: school.tariffEndsOn === null ? null : addDays(school.tariffEndsOn, 1),
    history,
  };
}
