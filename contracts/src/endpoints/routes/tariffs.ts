// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const calcTariff = {
  method: "GET",
  path: "pay/calc_tariff/",
} as Route<typeof endpoints.calcTariff>;

export const getMyTariff = {
  method: "GET",
  path: "pay/get_my_tariff/",
} as Route<typeof endpoints.getMyTariff>;

export const payTariff = {
  method: "POST",
  path: "pay/pay_tariff/",
  status: 201,
} as Route<typeof endpoints.payTariff>;
