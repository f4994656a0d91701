// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getApostilleChecks = {
  method: "GET",
  path: "user/communicate/apostille/",
} as Route<typeof endpoints.getApostilleChecks>;

export const getDdv = {
  method: "GET",
  path: "user/communicate/ddv/",
} as Route<typeof endpoints.getDdv>;

export const getFinanceChecks = {
  method: "GET",
  path: "user/communicate/finance/",
} as Route<typeof endpoints.getFinanceChecks>;

export const setApostilleChecks = {
  method: "POST",
  path: "user/communicate/apostille/",
} as Route<typeof endpoints.setApostilleChecks>;

export const setDdv = {
  method: "POST",
  path: "user/communicate/ddv/",
} as Route<typeof endpoints.setDdv>;

export const setFinanceChecks = {
  method: "POST",
  path: "user/communicate/finance/",
} as Route<typeof endpoints.setFinanceChecks>;
