import type { MoneyReport, MoneyReportQuery } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { notFound } from "../../../core/errors.js";
import { schoolDayIn } from "../../../core/school-day.js";
import * as queries from "./report.queries.js";

/** The months `from` to `to` (YYYY-MM), both included. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  for (let current = from; current <= to; ) {
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    current = `${year}-${String(month).padStart(2, "0")}`;
  }
  return months;
}

/** A group's money as the report answers it: in which currency, how much came in, in how many payments. */
const sums = <Currency>(group: { currency: Currency; received: number; payments: number }) => ({
  currency: group.currency,
  received_minor: group.received,
  payments: group.payments,
});

const byReceived = <Row extends { currency: string; received_minor: number }>(a: Row, b: Row) =>
  a.currency.localeCompare(b.currency) || b.received_minor - a.received_minor;

/**
 * The money report (decision 0054): what was received per month of the school's calendar, by program and by method,
 * in minor units per currency; and the overdue tranches as of the school's today, whatever the period.
 */
export async function moneyReport(actor: Actor, query: MoneyReportQuery): Promise<MoneyReport> {
  const school = await queries.schoolMoneySettings(actor);
  if (!school) throw notFound("School not found");
  const day = schoolDayIn(school.timeZone, actor.deps.clock.now());
  const groups = await queries.receivedGroups(actor, {
    from: `${query.from}-01`,
    to: `${query.to}-01`,
    language: query.lang,
  });
  const programGroups = groups.filter((group) => group.set === "program");
  const overdue = await queries.overdueTranches(actor, day.today);
  const currencies = [...new Set(groups.map((group) => group.currency))].sort();
  if (currencies.length === 0) currencies.push(school.currency);
  const monthGroups = new Map(
    groups.filter((group) => group.set === "month").map((group) => [`${group.currency} ${group.month}`, group]),
  );
  const months = monthsOf(query.from, query.to).flatMap((month) =>
    currencies.map((currency) => {
      const group = monthGroups.get(`${currency} ${month}`);
      return { month, currency, received_minor: group?.received ?? 0, payments: group?.payments ?? 0 };
    }),
  );
  return {
    from: query.from,
    to: query.to,
    months,
    by_program: programGroups
      .map((group) => ({
        kind: group.kind as MoneyReport["by_program"][number]["kind"],
        course_id: group.courseId,
        title: group.title,
        ...sums(group),
      }))
      .sort(byReceived),
    by_method: groups
      .filter((group) => group.set === "method")
      .map((group) => ({
        method: group.method as MoneyReport["by_method"][number]["method"],
        provider: group.provider,
        ...sums(group),
      }))
      .sort(byReceived),
    totals: currencies.map((currency) => {
      const rows = months.filter((row) => row.currency === currency);
      return {
        currency,
        received_minor: rows.reduce((sum, row) => sum + row.received_minor, 0),
        payments: rows.reduce((sum, row) => sum + row.payments, 0),
      };
    }),
    overdue,
  };
}
