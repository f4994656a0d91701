// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const checkPayment = {
  method: "GET",
  path: "check/check_payment/",
} as Route<typeof endpoints.checkPayment>;

export const devCheckout = {
  method: "POST",
  path: "pay/dev_checkout/{orderId}/",
} as Route<typeof endpoints.devCheckout>;

export const getOrder = {
  method: "GET",
  path: "pay/order/{orderId}/",
} as Route<typeof endpoints.getOrder>;

export const listPaidCourses = {
  method: "GET",
  path: "course/course/get_course_pay/",
} as Route<typeof endpoints.listPaidCourses>;

export const payCourse = {
  method: "POST",
  path: "pay/pay_course/",
} as Route<typeof endpoints.payCourse>;

export const payPriorityPackage = {
  method: "POST",
  path: "pay/pay_priority_package/",
} as Route<typeof endpoints.payPriorityPackage>;

export const paymentNotification = {
  method: "POST",
  path: "pay/notifications/{provider}/{type}/",
} as Route<typeof endpoints.paymentNotification>;

export const refundPayment = {
  method: "POST",
  path: "pay/refund/{id}/",
} as Route<typeof endpoints.refundPayment>;
