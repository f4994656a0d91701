// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const deleteInstalmentPlan = {
  method: "DELETE",
  path: "course/instalment_plan/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteInstalmentPlan>;

export const devPayPaymentLink = {
  method: "POST",
  path: "pay/link/{token}/dev_checkout/",
} as Route<typeof endpoints.devPayPaymentLink>;

export const getInstalmentPlan = {
  method: "GET",
  path: "course/instalment_plan/{id}/",
} as Route<typeof endpoints.getInstalmentPlan>;

export const getPaymentLink = {
  method: "GET",
  path: "pay/link/{token}/",
} as Route<typeof endpoints.getPaymentLink>;

export const openPaymentLink = {
  method: "POST",
  path: "pay/link/{token}/",
} as Route<typeof endpoints.openPaymentLink>;

export const payInstalments = {
  method: "POST",
  path: "pay/pay_instalments/",
} as Route<typeof endpoints.payInstalments>;

export const payOwnTranche = {
  method: "POST",
  path: "user/accounts/payment-tranche/{id}/pay/",
} as Route<typeof endpoints.payOwnTranche>;

export const sendPaymentLink = {
  method: "POST",
  path: "user/accounts/payment-tranche/{id}/payment_link/",
  status: 201,
} as Route<typeof endpoints.sendPaymentLink>;

export const setInstalmentPlan = {
  method: "PUT",
  path: "course/instalment_plan/{id}/",
} as Route<typeof endpoints.setInstalmentPlan>;
