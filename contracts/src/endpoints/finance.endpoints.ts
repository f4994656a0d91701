import { idParams } from "../fields.js";
import {
  actPdfQuery,
  balanceListPage,
  balanceListQuery,
  FINANCE_PAGE_SIZE,
  moneyReport,
  moneyReportExportQuery,
  moneyReportQuery,
  OVERDUE_ROWS_SHOWN,
  schoolActsPage,
  schoolActsQuery,
} from "../finance.js";
import { endpoint } from "./endpoint.js";

/** The money screens (issue 21, decision 0054): extensions of the contract, listed in `API_EXTENSIONS`. */
const tags = ["finance"];

export const listStudentBalances = endpoint({
  method: "GET",
  path: "user/accounts/balance/students/",
  permission: "finance.read",
  summary: `The balance/ filters' students one by one: package cost, paid, balance (below zero: credit) and overdue tranches, largest debt first, ${FINANCE_PAGE_SIZE} per keyset page (after)`,
  tags,
  query: balanceListQuery,
  response: balanceListPage,
});

export const getMoneyReport = endpoint({
  method: "GET",
  path: "finance/report/",
  permission: "finance.read",
  summary: `Money received (paid payments less refunds, minor units) per month of the school's calendar, by program and by method in the months from..to; the overdue tranches (count, total, the ${OVERDUE_ROWS_SHOWN} oldest)`,
  tags,
  query: moneyReportQuery,
  response: moneyReport,
});

export const exportMoneyReport = endpoint({
  method: "GET",
  path: "finance/report/export/",
  permission: "finance.read",
  summary: "The money report as an XLSX file in the language asked for",
  tags,
  query: moneyReportExportQuery,
  response: null,
});

export const listSchoolWorkActs = endpoint({
  method: "GET",
  path: "finance/acts/",
  permission: "finance.read",
  summary: `The school's acts of work done (AVR), newest first, by date range and student, ${FINANCE_PAGE_SIZE} per keyset page (after)`,
  tags,
  query: schoolActsQuery,
  response: schoolActsPage,
});

export const downloadWorkActPdf = endpoint({
  method: "GET",
  path: "user/accounts/avr/{id}/pdf/",
  permission: "finance.read",
  summary: "An act of work done as a PDF in the language asked for (ru, kk, en)",
  tags,
  params: idParams("id"),
  query: actPdfQuery,
  response: null,
});
