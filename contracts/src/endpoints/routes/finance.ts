// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const downloadWorkActPdf = {
  method: "GET",
  path: "user/accounts/avr/{id}/pdf/",
  noJsonAnswer: true,
} as Route<typeof endpoints.downloadWorkActPdf>;

export const exportMoneyReport = {
  method: "GET",
  path: "finance/report/export/",
  noJsonAnswer: true,
} as Route<typeof endpoints.exportMoneyReport>;

export const getMoneyReport = {
  method: "GET",
  path: "finance/report/",
} as Route<typeof endpoints.getMoneyReport>;

export const listSchoolWorkActs = {
  method: "GET",
  path: "finance/acts/",
} as Route<typeof endpoints.listSchoolWorkActs>;

export const listStudentBalances = {
  method: "GET",
  path: "user/accounts/balance/students/",
} as Route<typeof endpoints.listStudentBalances>;
