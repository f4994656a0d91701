import { randomUUID } from "node:crypto";
import type { CurrencyCode, OrderKind, PaymentStatus, UtmField } from "@school/contracts";
import type { Visitor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import type { PaymentRow } from "../ledger.queries.js";
import * as ledger from "../ledger.queries.js";
import * as queries from "./checkout.queries.js";

export type OrderUtm = Partial<Record<UtmField, string | null>>;

/** What another module asks the checkout for: the sum is always the server's, never a client's. */
export type OpenOrderInput = {
  kind: OrderKind;
  /** The buyer: the student buying a program or the package, the school admin paying the tariff. */
  userId: number;
  courseId?: number | null;
  /** What is bought, as it is called now (kept on the payment when the program is renamed or deleted). */
  title: string;
  amountMinor: number;
  currency: CurrencyCode;
  /** The client's key: the same (school, buyer, key) answers the order it already made. */
  idempotencyKey?: string | null;
  /**
   * A purchase made once per buyer (a program, the package): the buyer's order of it still waiting for its payment at
   * this sum answers itself, whatever the client's key (a Back and a second Buy), so one purchase is one provider
   * order (decision 0167). Not for a tranche: its orders are named by the tranche's own key.
   */
  oneOpenOrder?: boolean;
  tariff?: { students: number; months: number };
  /**
   * Where the provider sends the buyer back: the thank-you page (paid or not yet) and the failure page; `{orderId}`
   * in either is replaced by the new order's reference.
   */
  returnPath: string;
  failPath: string;
  /** This purchase's own campaign marks; the buyer's stored ones fill what it leaves out. */
  utm?: OrderUtm;
};

export type OpenedOrder = {
  order_id: string;
  status: PaymentStatus;
  /** Where to send the buyer to pay; null when the order is no longer pending (paid, failed, refunded). */
  checkout_url: string | null;
};

const UTM_COLUMNS = ["utmSource", "utmCampaign", "utmContent", "utmMedium", "utmTerm"] as const;

/**
 * Opens an order with the configured provider (decisions 0051, 0052): the payment and its "created" event are one
 * transaction, then the provider's checkout is opened for it. The same idempotency key answers the same order, also
 * under concurrency (the unique index decides which insert wins; the other reads the winner's row). A payment link's
 * payer may be a guest (decision 0159): the order is the tranche's student's, with no one recorded as its maker.
 */
export async function openOrder(actor: Visitor, input: OpenOrderInput): Promise<OpenedOrder> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new AppError("validation_failed", "The sum must be a positive whole number of minor units", {
      fields: { amount_minor: "greater than zero" },
    });
  }
  const key = input.idempotencyKey?.trim() || null;
  if (key) {
    const existing = await queries.findByIdempotencyKey(actor, { userId: input.userId, key });
    if (existing) return answerFor(actor, { payment: existing, input });
  }
  const buyer = await queries.buyerOf(actor, input.userId);
  if (!buyer) throw new AppError("not_found", "The buyer is not a user of this school");
  const provider = actor.deps.payments.checkout;
  const utm = Object.fromEntries(
    UTM_COLUMNS.map((column) => [column, input.utm?.[column]?.trim() || buyer[column] || null]),
  ) as Record<(typeof UTM_COLUMNS)[number], string | null>;

  const purchase = { ...input, courseId: input.courseId ?? null, provider: provider.name };
  const created = await inTransaction(actor, async (tx) => {
    // A purchase made once: the buyer's order of it still waiting answers, whatever the key. Two Buys with two keys
    // at once meet at the purchase's lock, so the second finds the first's order (decision 0167).
    const open = input.oneOpenOrder ? await queries.lockedOpenOrderOf(tx, purchase) : null;
    if (open) return open;
    const payment = await queries.insertPayment(tx, {
      orderId: `${input.kind === "course" ? "c" : input.kind === "tariff" ? "t" : "p"}-${randomUUID()}`,
      kind: input.kind,
      userId: input.userId,
      courseId: input.courseId ?? null,
      title: input.title,
      amountMinor: input.amountMinor,
      currency: input.currency,
      status: "pending",
      method: "provider",
      provider: provider.name,
      idempotencyKey: key,
      tariffStudents: input.tariff?.students ?? null,
      tariffMonths: input.tariff?.months ?? null,
      createdBy: actor.caller?.userId ?? null,
      ...utm,
    });
    if (!payment) return null;
    await ledger.appendEvent(tx, {
      paymentId: payment.id,
      kind: "created",
      amountMinor: payment.amountMinor,
      actorId: actor.caller?.userId ?? null,
      actorName: actor.caller?.userId === input.userId ? `${buyer.firstName} ${buyer.lastName}`.trim() : "",
      provider: provider.name,
      description: input.title,
    });
    return payment;
  });
  // A concurrent request with the same key inserted first: answer its order.
  const payment = created ?? (key ? await queries.findByIdempotencyKey(actor, { userId: input.userId, key }) : null);
  if (!payment) throw new AppError("conflict", "The order could not be opened; try again");
  return answerFor(actor, { payment, input, email: buyer.email });
}

/**
 * The order's answer: a pending order's checkout is the provider's order kept on it, opened once (decision 0167).
 * Every later open, a link opened again, a reload, a hundred tabs, answers that one, so the provider holds one order
 * that can be paid once, and a second charge of it is the settle path's to return.
 */
async function answerFor(
  actor: Visitor,
  order: { payment: PaymentRow; input: OpenOrderInput; email?: string },
): Promise<OpenedOrder> {
  const { payment } = order;
  if (payment.status !== "pending" || payment.checkoutUrl) return answerOf(payment);
  // The payment is locked across the provider's call, as a refund holds it (decision 0125): a concurrent open waits
  // for the first and answers the checkout it kept, instead of opening an order of its own.
  return inTransaction(actor, async (tx) => {
    const locked = await ledger.lockOrder(tx, payment.orderId);
    if (!locked) throw new AppError("not_found", "Order not found");
    if (locked.status !== "pending" || locked.checkoutUrl) return answerOf(locked);
    const checkoutUrl = await openCheckout(tx, { ...order, payment: locked });
    return answerOf(await ledger.updatePayment(tx, { id: locked.id, values: { checkoutUrl } }));
  });
}

/** A pending order answers its kept checkout; any other state none. */
const answerOf = (payment: PaymentRow): OpenedOrder => ({
  order_id: payment.orderId,
  status: payment.status,
  checkout_url: payment.status === "pending" ? payment.checkoutUrl : null,
});

/** The provider's own order for this payment, with its sum and buyer, returning to the order's pages. */
async function openCheckout(
  actor: Visitor,
  order: { payment: PaymentRow; input: OpenOrderInput; email?: string },
): Promise<string> {
  const { payment, input, email } = order;
  const provider = actor.deps.payments.byName.get(payment.provider ?? "") ?? actor.deps.payments.checkout;
  const base = actor.deps.env.PUBLIC_URL;
  try {
    const { checkoutUrl } = await provider.openCheckout({
      orderId: payment.orderId,
      amountMinor: payment.amountMinor,
      currency: payment.currency as CurrencyCode,
      description: payment.title,
      accountId: String(payment.userId),
      email: email ?? (await queries.buyerOf(actor, input.userId))?.email ?? null,
      returnUrl: new URL(withOrder(input.returnPath, payment.orderId), base).toString(),
      failUrl: new URL(withOrder(input.failPath, payment.orderId), base).toString(),
    });
    return checkoutUrl;
  } catch (error) {
    actor.deps.log.error({ err: error, orderId: payment.orderId }, "the payment provider did not open a checkout");
    throw new AppError("service_unavailable", "The payment service is not answering; try again in a minute");
  }
}

const withOrder = (path: string, orderId: string) => path.replaceAll("{orderId}", encodeURIComponent(orderId));
