// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const exportUtmReport = {
  method: "GET",
  path: "marketing/utm-report/export/",
  noJsonAnswer: true,
} as Route<typeof endpoints.exportUtmReport>;

export const getMyReferral = {
  method: "GET",
  path: "marketing/referral/",
} as Route<typeof endpoints.getMyReferral>;

export const getUtmReport = {
  method: "GET",
  path: "marketing/utm-report/",
} as Route<typeof endpoints.getUtmReport>;

export const requestConsultation = {
  method: "POST",
  path: "marketing/consultation/",
  status: 201,
} as Route<typeof endpoints.requestConsultation>;
