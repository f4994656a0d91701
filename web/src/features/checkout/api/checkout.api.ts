import type { PayCourseBody } from "@school/contracts";
import { checkPayment, devCheckout, getOrder, payCourse } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** Opens (or finds, by the key) the order for a program; the price is the server's. */
export function openCourseOrder(body: PayCourseBody) {
  return callEndpoint(payCourse, { body });
}

/** The caller's own order as it really stands. */
export function fetchOrder(orderId: string, signal?: AbortSignal) {
  return callEndpoint(getOrder, { params: { orderId }, signal });
}

/** The development checkout's Pay or Decline. */
export function answerDevCheckout(orderId: string, outcome: "pay" | "decline") {
  return callEndpoint(devCheckout, { params: { orderId }, body: { outcome } });
}

/** Whether the caller may open the program's lessons (the same rule the lessons apply). */
export function fetchPaymentCheck(courseId: number, signal?: AbortSignal) {
  return callEndpoint(checkPayment, { query: { course_id: courseId }, signal });
}
