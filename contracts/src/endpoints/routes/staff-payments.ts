// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createCourseUser = {
  method: "POST",
  path: "pay/create_course_user/",
  status: 201,
} as Route<typeof endpoints.createCourseUser>;

export const createPaymentNote = {
  method: "POST",
  path: "pay/create_history_pay/",
  status: 201,
} as Route<typeof endpoints.createPaymentNote>;

export const deletePayment = {
  method: "DELETE",
  path: "pay/delete/{paymentId}/{userId}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deletePayment>;

export const listPaymentHistory = {
  method: "GET",
  path: "pay/list_history_pay/",
} as Route<typeof endpoints.listPaymentHistory>;

export const listProgramPayments = {
  method: "GET",
  path: "pay/list_pay/{id}/",
} as Route<typeof endpoints.listProgramPayments>;

export const updatePayment = {
  method: "PATCH",
  path: "pay/update_payment/{id}/",
} as Route<typeof endpoints.updatePayment>;
