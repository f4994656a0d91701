import {
  type CurrencyCode,
  idempotencyKey,
  type OpenedOrderAnswer,
  type OrderView,
  type PayCourseBody,
  PRIORITY_PACKAGE,
} from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import type { PaymentRow } from "../ledger.queries.js";
import * as ledger from "../ledger.queries.js";
import { orderTitle } from "../order-title.js";
import * as queries from "./checkout.queries.js";
import { type OrderUtm, openOrder } from "./open-order.js";
import { programSale } from "./program-sale.js";

/** The thank-you page: it reads the order's real state, whatever the provider says on the way back. */
const thankYouPath = (courseId: number | "package", sum: { amountMinor: number; currency: CurrencyCode }) =>
  `/success/course/{orderId}/${courseId}/${sum.amountMinor / 100}/${sum.currency}`;

/**
 * The key that makes a double click one order: the body's field, else the Idempotency-Key header (checked alike);
 * without either every call opens a new order.
 */
export function keyOf(bodyKey: string | undefined, header: string | string[] | undefined): string | null {
  if (bodyKey) return bodyKey;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return null;
  const parsed = idempotencyKey.safeParse(value);
  if (!parsed.success) {
    throw new AppError("validation_failed", "Check the data: some fields are invalid", {
      fields: { idempotency_key: parsed.error.issues[0]?.message ?? "invalid" },
    });
  }
  return parsed.data;
}

/**
 * Buying a program (issue 21): the sum is the program's cost in the school's currency, never the client's. A free
 * program is joined at once, and a program the caller already studies is not sold again.
 */
export async function payCourse(
  actor: Actor,
  input: { body: PayCourseBody; key: string | null },
): Promise<OpenedOrderAnswer> {
  const { body, key } = input;
  const sale = await programSale(actor, body.course_id);
  if (sale.kind === "enrolled") return { order_id: null, status: "enrolled", checkout_url: null };
  if (sale.kind === "free") {
    // Joined through the buy flow with nothing to pay; no payment will ever refund it away.
    await queries.joinFreeProgram(actor, { courseId: sale.courseId, userId: actor.caller.userId });
    return { order_id: null, status: "enrolled", checkout_url: null };
  }
  const { amountMinor, currency } = sale;
  const path = thankYouPath(sale.courseId, { amountMinor, currency });
  return openOrder(actor, {
    kind: "course",
    userId: actor.caller.userId,
    courseId: sale.courseId,
    title: sale.title,
    amountMinor,
    currency,
    idempotencyKey: key,
    oneOpenOrder: true,
    returnPath: path,
    failPath: path,
    utm: body.utm as OrderUtm | undefined,
  });
}

/** The priority package: 50,000 tenge, bought once; a paid one answers itself instead of selling it again. */
export async function payPriorityPackage(
  actor: Actor,
  input: { utm?: OrderUtm; key: string | null },
): Promise<OpenedOrderAnswer> {
  const paid = await queries.paidPriorityPackage(actor, actor.caller.userId);
  if (paid) return { order_id: paid, status: "paid", checkout_url: null };
  const path = thankYouPath("package", PRIORITY_PACKAGE);
  return openOrder(actor, {
    kind: "priority_package",
    userId: actor.caller.userId,
    title: "Priority package",
    amountMinor: PRIORITY_PACKAGE.amountMinor,
    currency: PRIORITY_PACKAGE.currency,
    idempotencyKey: input.key,
    oneOpenOrder: true,
    returnPath: path,
    failPath: path,
    utm: input.utm,
  });
}

/** The caller's own order; anyone else's answers 404, as if it did not exist. */
export async function getOwnOrder(actor: Actor, orderId: string): Promise<OrderView> {
  const payment = await queries.findByOrderId(actor, orderId);
  if (!payment || payment.userId !== actor.caller.userId || payment.deletedAt) {
    throw new AppError("not_found", "Order not found");
  }
  return orderViewOf(actor, payment);
}

export async function orderViewOf(actor: Actor, payment: PaymentRow): Promise<OrderView> {
  const firstLessonId =
    payment.kind === "course" && payment.status === "paid" && payment.courseId !== null
      ? await queries.firstLessonOf(actor, payment.courseId)
      : null;
  const development = actor.deps.payments.development;
  return {
    order_id: payment.orderId,
    kind: payment.kind,
    status: payment.status,
    title: orderTitle(actor.language, { payment, program: await ledger.programTitlesOf(actor, payment.courseId) }),
    course_id: payment.courseId,
    amount_minor: payment.amountMinor,
    refunded_minor: payment.refundedMinor,
    currency: payment.currency,
    created_at: payment.createdAt.toISOString(),
    paid_at: payment.paidAt?.toISOString() ?? null,
    failure_reason: payment.failureReason,
    first_lesson_id: firstLessonId,
    dev_checkout:
      development !== null &&
      payment.provider === development.name &&
      (payment.status === "pending" || payment.status === "failed"),
    test_payment: payment.provider === "development",
  };
}
