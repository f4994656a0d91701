import {
  checkPaymentQuery,
  devCheckoutBody,
  openedOrder,
  orderIdParams,
  orderView,
  paidCourseList,
  payCourseBody,
  paymentCheck,
  paymentNotificationAnswer,
  paymentNotificationParams,
  payPackageBody,
  refundBody,
  refundParams,
} from "../payments.js";
import { endpoint } from "./endpoint.js";

const tags = ["payments"];

export const listPaidCourses = endpoint({
  method: "GET",
  path: "course/course/get_course_pay/",
  permission: "payment.readOwn",
  summary: "The caller's own paid programs, newest paid first (at most 200)",
  tags,
  response: paidCourseList,
});

export const checkPayment = endpoint({
  method: "GET",
  path: "check/check_payment/",
  permission: "payment.readOwn",
  summary: "Whether the caller has paid for a program (or it is free), before its lessons open",
  tags,
  query: checkPaymentQuery,
  response: paymentCheck,
});

/**
 * A payment provider's signed notification (decision 0052): public, verified against the raw body with the
 * provider's signature, answered in the provider's format. Not in the spec: providers need an address to post to.
 */
export const paymentNotification = endpoint({
  method: "POST",
  path: "pay/notifications/{provider}/{type}/",
  permission: "payment.notify",
  summary: "A payment provider's signed notification (Check, Pay, Fail, Refund), answered in its format",
  tags,
  params: paymentNotificationParams,
  response: paymentNotificationAnswer,
});

/** Buying a program: an order with the provider (an Idempotency-Key header or body field makes one order). */
export const payCourse = endpoint({
  method: "POST",
  path: "pay/pay_course/",
  permission: "payment.buy",
  summary: "Opens an order for a paid program (or enrols in a free one) and answers where to pay it",
  tags,
  body: payCourseBody,
  response: openedOrder,
});

export const payPriorityPackage = endpoint({
  method: "POST",
  path: "pay/pay_priority_package/",
  permission: "payment.buy",
  summary: "Opens an order for the priority package (a mentor checks the documents, 50,000 tenge)",
  tags,
  body: payPackageBody,
  response: openedOrder,
});

export const getOrder = endpoint({
  method: "GET",
  path: "pay/order/{orderId}/",
  permission: "payment.readOwn",
  summary: "The caller's own order, as it really stands (the thank-you pages read it)",
  tags,
  params: orderIdParams,
  response: orderView,
});

export const devCheckout = endpoint({
  method: "POST",
  path: "pay/dev_checkout/{orderId}/",
  permission: "payment.readOwn",
  summary: "The development provider's checkout: pays or declines the caller's order with a signed notification",
  tags,
  params: orderIdParams,
  body: devCheckoutBody,
  response: orderView,
});

export const refundPayment = endpoint({
  method: "POST",
  path: "pay/refund/{id}/",
  permission: "payment.refund",
  summary: "Refunds a provider payment in full or in part through the provider; a full refund closes the access",
  tags,
  params: refundParams,
  body: refundBody,
  response: orderView,
});
