// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const eraseStudentData = {
  method: "POST",
  path: "user/accounts/erase/{id}/",
} as Route<typeof endpoints.eraseStudentData>;

export const exportStudentData = {
  method: "GET",
  path: "user/accounts/export/{id}/",
  noJsonAnswer: true,
} as Route<typeof endpoints.exportStudentData>;

export const getStudentChecklist = {
  method: "GET",
  path: "user/accounts/checklist/{id}/",
} as Route<typeof endpoints.getStudentChecklist>;

export const listPersonalDataAudit = {
  method: "GET",
  path: "user/accounts/audit-log/{id}/",
} as Route<typeof endpoints.listPersonalDataAudit>;
