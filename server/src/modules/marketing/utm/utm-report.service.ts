import {
  type CurrencyCode,
  MINOR_UNITS_PER_MAJOR,
  type MoneyByCurrency,
  UTM_NO_MARK_LABEL,
  UTM_REPORT_COLUMNS,
  UTM_REPORT_SHEET,
  type UtmReport,
  type UtmReportExportQuery,
  type UtmReportQuery,
  type UtmReportRow,
} from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { schoolTimeZone } from "../../../core/school-day.js";
import { type XlsxCell, xlsxStream } from "../../../core/xlsx.js";
import * as queries from "./utm-report.queries.js";

const keyOf = (source: string | null, campaign: string | null) => JSON.stringify([source, campaign]);

function addMoney(sums: MoneyByCurrency[], currency: string, amount: number): void {
  const sum = sums.find((entry) => entry.currency === currency);
  if (sum) sum.amount_minor += amount;
  else sums.push({ currency, amount_minor: amount });
}

const byCurrency = (sums: MoneyByCurrency[]) => sums.sort((a, b) => a.currency.localeCompare(b.currency));

/**
 * `marketing/utm-report/` (decision 0056): one row per UTM source and campaign that brought a registration or a paid
 * purchase in the period, the richest first and "no mark" last; sums in minor units per currency, exact integers.
 */
export async function utmReport(actor: Actor, query: UtmReportQuery): Promise<UtmReport> {
  const zone = await schoolTimeZone(actor);
  const period = { from: query.from, to: query.to, zone };
  const [registrations, purchases] = await Promise.all([
    queries.registrationsBySource(actor, period),
    queries.purchasesBySource(actor, period),
  ]);
  const rows = new Map<string, UtmReportRow>();
  const rowOf = (source: string | null, campaign: string | null) => {
    const key = keyOf(source, campaign);
    let row = rows.get(key);
    if (!row) {
      row = { utm_source: source, utm_campaign: campaign, registrations: 0, purchases: 0, revenue: [] };
      rows.set(key, row);
    }
    return row;
  };
  const totals = { registrations: 0, purchases: 0, revenue: [] as MoneyByCurrency[] };
  for (const count of registrations) {
    rowOf(count.utm_source, count.utm_campaign).registrations += count.registrations;
    totals.registrations += count.registrations;
  }
  for (const sum of purchases) {
    const row = rowOf(sum.utm_source, sum.utm_campaign);
    row.purchases += sum.purchases;
    addMoney(row.revenue, sum.currency, sum.revenue_minor);
    totals.purchases += sum.purchases;
    addMoney(totals.revenue, sum.currency, sum.revenue_minor);
  }
  const unmarked = (row: UtmReportRow) => (row.utm_source === null && row.utm_campaign === null ? 1 : 0);
  const sorted = [...rows.values()]
    .map((row) => ({ ...row, revenue: byCurrency(row.revenue) }))
    .sort(
      (a, b) =>
        unmarked(a) - unmarked(b) ||
        b.purchases - a.purchases ||
        b.registrations - a.registrations ||
        (a.utm_source ?? "").localeCompare(b.utm_source ?? "") ||
        (a.utm_campaign ?? "").localeCompare(b.utm_campaign ?? ""),
    );
  return {
    from: query.from,
    to: query.to,
    time_zone: zone,
    rows: sorted,
    totals: { ...totals, revenue: byCurrency(totals.revenue) },
  };
}

/**
 * The report as an XLSX file: one row per source and campaign, a revenue column per currency the period holds (in
 * major units with two decimals, as an accountant reads them), the totals last.
 */
export async function exportUtmReport(actor: Actor, query: UtmReportExportQuery) {
  const language = query.translate_lang;
  const report = await utmReport(actor, { from: query.from, to: query.to });
  const currencies = report.totals.revenue.map((sum) => sum.currency);
  const column = (name: keyof typeof UTM_REPORT_COLUMNS) => UTM_REPORT_COLUMNS[name][language];
  const header = [
    column("utm_source"),
    column("utm_campaign"),
    column("registrations"),
    column("purchases"),
    ...currencies.map((currency) => `${column("revenue")}, ${currency}`),
  ];
  const revenueCells = (revenue: MoneyByCurrency[]): XlsxCell[] =>
    currencies.map((currency) => {
      const sum = revenue.find((entry) => entry.currency === currency);
      return sum ? sum.amount_minor / (MINOR_UNITS_PER_MAJOR[currency as CurrencyCode] ?? 100) : 0;
    });
  const noMark = UTM_NO_MARK_LABEL[language];
  const lines: XlsxCell[][] = report.rows.map((row) => [
    row.utm_source ?? noMark,
    row.utm_campaign ?? noMark,
    row.registrations,
    row.purchases,
    ...revenueCells(row.revenue),
  ]);
  lines.push(["", "", report.totals.registrations, report.totals.purchases, ...revenueCells(report.totals.revenue)]);
  async function* rows() {
    yield lines;
  }
  const name = `${UTM_REPORT_SHEET[language]} ${query.from} — ${query.to}.xlsx`;
  return {
    stream: xlsxStream({
      sheet: UTM_REPORT_SHEET[language],
      header,
      widths: [22, 22, 14, 12, ...currencies.map(() => 16)],
      rows: rows(),
    }),
    disposition: `attachment; filename="utm-report.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}
