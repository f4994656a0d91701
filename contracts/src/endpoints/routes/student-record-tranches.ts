// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createPaymentTranche = {
  method: "POST",
  path: "user/accounts/payment-tranche/",
  status: 201,
} as Route<typeof endpoints.createPaymentTranche>;

export const deletePaymentTranche = {
  method: "DELETE",
  path: "user/accounts/payment-tranche/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deletePaymentTranche>;

export const getBalance = {
  method: "GET",
  path: "user/accounts/balance/",
} as Route<typeof endpoints.getBalance>;

export const listPaymentTranches = {
  method: "GET",
  path: "user/accounts/payment-tranche/",
} as Route<typeof endpoints.listPaymentTranches>;

export const updatePaymentTranche = {
  method: "PATCH",
  path: "user/accounts/payment-tranche/{id}/",
} as Route<typeof endpoints.updatePaymentTranche>;
