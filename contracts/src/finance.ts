import { z } from "zod";
import { dbId, isoDate } from "./fields.js";
import { UI_LANGUAGES } from "./languages.js";
import { ORDER_KINDS, PAYMENT_METHODS } from "./payments.js";
import { balanceQuery } from "./student-record/tranches.js";

/*
 * The money screens (issue 21, decision 0054): the school-wide balance table, the money report with its export, and
 * the school's acts of work done. Money from `payments` is in minor units; the record's package cost, paid total,
 * tranches and acts are typed by staff in major units (decision 0051) and stay so here.
 */

/** Rows per page of the balance table and of the acts list: a keyset page, its cost the same on every page. */
export const FINANCE_PAGE_SIZE = 50;

/** The longest period one report covers, in months. */
export const MONEY_REPORT_MAX_MONTHS = 36;

/** The overdue tranches the report lists (the oldest first); the count and total cover them all. */
export const OVERDUE_ROWS_SHOWN = 50;

/** Where a student stands: owes (balance above zero), in credit (paid beyond the package cost), settled. */
export const BALANCE_STANDINGS = ["debt", "credit", "settled"] as const;
export type BalanceStanding = (typeof BALANCE_STANDINGS)[number];

const balanceCursor = z.string().regex(/^-?\d{1,15}_\d{1,10}$/, "a cursor from the previous answer");

/** balance/students/: the balance filters, a standing, and the cursor of the previous page. */
export const balanceListQuery = balanceQuery
  .extend({
    standing: z.enum(BALANCE_STANDINGS).optional(),
    after: balanceCursor.optional(),
  })
  .strict();
export type BalanceListQuery = z.infer<typeof balanceListQuery>;

export const studentBalance = z.object({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  package_cost: z.number().nullable(),
  paid_total: z.number(),
  /** Above zero: owed; below zero: the student's credit (paid beyond the package cost). */
  payment_balance: z.number(),
  /** The student's unpaid tranches whose due date has passed, and what they add up to. */
  overdue_count: z.number().int(),
  overdue_amount: z.number(),
});
export type StudentBalance = z.infer<typeof studentBalance>;
export const balanceListPage = z.object({
  results: z.array(studentBalance),
  /** Pass as `after` for the next page; null on the last. */
  next_cursor: balanceCursor.nullable(),
});
export type BalanceListPage = z.infer<typeof balanceListPage>;

const month = z.string().regex(/^20\d{2}-(0[1-9]|1[0-2])$/, "YYYY-MM");

/** The report's period: whole months of the school's calendar, `from` to `to` included. */
export const moneyReportQuery = z
  .object({ from: month, to: month, lang: z.enum(UI_LANGUAGES).default("ru") })
  .strict()
  .refine((query) => query.from <= query.to, { message: "from comes before to", path: ["to"] })
  .refine((query) => monthsBetween(query.from, query.to) <= MONEY_REPORT_MAX_MONTHS, {
    message: `at most ${MONEY_REPORT_MAX_MONTHS} months`,
    path: ["from"],
  });
export type MoneyReportQuery = z.infer<typeof moneyReportQuery>;
export const moneyReportExportQuery = z
  .object({ from: month, to: month, translate_lang: z.enum(UI_LANGUAGES).default("ru") })
  .strict()
  .refine((query) => query.from <= query.to && monthsBetween(query.from, query.to) <= MONEY_REPORT_MAX_MONTHS, {
    message: `from before to, at most ${MONEY_REPORT_MAX_MONTHS} months`,
    path: ["from"],
  });

/** How many months `from` to `to` span, both included. */
export function monthsBetween(from: string, to: string): number {
  const index = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7));
  return index(to) - index(from) + 1;
}

/** What was received: paid payments' amount less what was refunded, in minor units of `currency`. */
const received = {
  currency: z.string(),
  received_minor: z.number().int(),
  payments: z.number().int(),
};
export const moneyReport = z.object({
  from: month,
  to: month,
  /** Every month of the period, the empty ones too, per currency received in it (the school's own when none). */
  months: z.array(z.object({ month, ...received })),
  by_program: z.array(
    z.object({
      kind: z.enum(ORDER_KINDS),
      course_id: z.number().int().nullable(),
      /** The program's title in `lang`; empty for the priority package, a tariff and a deleted program. */
      title: z.string(),
      ...received,
    }),
  ),
  by_method: z.array(z.object({ method: z.enum(PAYMENT_METHODS), provider: z.string().nullable(), ...received })),
  totals: z.array(z.object(received)),
  /** Unpaid tranches past their due date (today in the school's zone), whatever the period. */
  overdue: z.object({
    count: z.number().int(),
    amount: z.number(),
    rows: z.array(
      z.object({
        tranche_id: z.number().int(),
        user_id: z.number().int(),
        first_name: z.string(),
        last_name: z.string(),
        amount: z.number(),
        due_date: z.string(),
        days_overdue: z.number().int(),
      }),
    ),
  }),
});
export type MoneyReport = z.infer<typeof moneyReport>;

/** finance/acts/: the school's acts of work done, newest first, by date range and student. */
const actsCursor = z.string().regex(/^\d{4}-\d{2}-\d{2}_\d{1,10}$/, "a cursor from the previous answer");
export const schoolActsQuery = z
  .object({
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    user_id: dbId.optional(),
    after: actsCursor.optional(),
  })
  .strict();
export const schoolAct = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  number: z.string(),
  date: z.string(),
  amount: z.number(),
  note: z.string(),
});
export type SchoolAct = z.infer<typeof schoolAct>;
export const schoolActsPage = z.object({ results: z.array(schoolAct), next_cursor: actsCursor.nullable() });
export type SchoolActsPage = z.infer<typeof schoolActsPage>;

/** The act's PDF in the language asked for (the school's language by default in the screens). */
export const actPdfQuery = z.object({ lang: z.enum(UI_LANGUAGES).default("ru") }).strict();
