import { checkPaymentQuery, paidCourseList, paymentCheck } from "../payments.js";
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
