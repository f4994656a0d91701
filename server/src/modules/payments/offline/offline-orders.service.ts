import { randomBytes, randomUUID } from "node:crypto";
import type {
  OfflineChannel,
  OfflineMethods,
  OfflineOrder,
  PayCourseOfflineBody,
  PaymentMethod,
  UiLanguage,
} from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError, notFound } from "../../../core/errors.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import * as checkoutQueries from "../checkout/checkout.queries.js";
import { programSale } from "../checkout/program-sale.js";
import * as ledger from "../ledger.queries.js";
import { orderTitle } from "../order-title.js";
import * as queries from "./offline.queries.js";
import { EXTENSION_OF, type OfflineSetup, offlineSetup } from "./offline-settings.service.js";

/**
 * A student's Kaspi or bank-transfer purchase (decision 0160): the order is a `pending` payment of the ledger with the
 * channel as its provider, and an offline row `awaiting_payment`; "I have paid" moves it into the reconciliation queue.
 */

/** The ledger's method of each channel (the receipt names it). */
export const METHOD_OF: Record<OfflineChannel, PaymentMethod> = {
  kaspi: "kaspi",
  transfer: "bank_transfer",
  cash: "cash",
};

/** The number staff find the money by in Kaspi's or the bank's statement: the payment's own id, short and unique. */
export const referenceOf = (paymentId: number) => String(paymentId);

const COMMENT_WORDS: Record<
  UiLanguage,
  { order: string; purpose: (title: string) => string; noVat: string; vat: (rate: number) => string }
> = {
  ru: {
    order: "Заказ",
    purpose: (title) => `Оплата за обучение: «${title}»`,
    noVat: "Без НДС",
    vat: (rate) => `В т.ч. НДС ${rate}%`,
  },
  kk: {
    order: "Тапсырыс",
    purpose: (title) => `Оқу ақысы: «${title}»`,
    noVat: "ҚҚС-сыз",
    vat: (rate) => `ҚҚС ${rate}% қоса алғанда`,
  },
  en: {
    order: "Order",
    purpose: (title) => `Payment for training: "${title}"`,
    noVat: "Without VAT",
    vat: (rate) => `Including VAT ${rate}%`,
  },
};

/**
 * What the student writes, in their reading language: in Kaspi's comment the order number, their own name (staff find
 * the money in the statement by both, decision 0172) and whatever else the school asks in its own words; as a
 * transfer's purpose of payment what is paid, the order number and the VAT line the school's requisites call for.
 */
function commentOf(input: {
  channel: OfflineChannel;
  language: UiLanguage;
  title: string;
  reference: string;
  buyer: string;
  setup: OfflineSetup;
}): string {
  const words = COMMENT_WORDS[input.language];
  const order = `${words.order} ${input.reference}`;
  if (input.channel === "kaspi") {
    return [order, input.buyer, input.setup.settings?.kaspiComment ?? ""].filter(Boolean).join(", ");
  }
  const { requisites } = input.setup;
  const vat = requisites.vatPayer && requisites.vatRate !== null ? words.vat(requisites.vatRate) : words.noVat;
  return `${words.purpose(input.title)}, ${order}. ${vat}`;
}

/** The offline order as its buyer reads it, with how to pay it as the school's settings say now. */
export async function orderViewOf(actor: Actor, found: queries.OfflineWithPayment): Promise<OfflineOrder> {
  const { offline, payment, program, userName } = found;
  const title = orderTitle(actor.language, { payment, program });
  const setup = await offlineSetup(actor);
  const { storage } = actor.deps;
  const settings = setup.settings;
  const reference = referenceOf(payment.id);
  const firstLessonId =
    payment.status === "paid" && payment.courseId !== null
      ? await checkoutQueries.firstLessonOf(actor, payment.courseId)
      : null;
  const { requisites } = setup;
  return {
    order_id: payment.orderId,
    reference,
    channel: offline.channel,
    state: offline.state,
    status: payment.status,
    title,
    course_id: payment.courseId,
    amount_minor: payment.amountMinor,
    currency: payment.currency,
    created_at: offline.createdAt.toISOString(),
    reported_at: offline.reportedAt?.toISOString() ?? null,
    decided_at: offline.decidedAt?.toISOString() ?? null,
    rejection_reason: offline.rejectionReason,
    receipt_url: offline.receiptKey ? storage.url(offline.receiptKey) : null,
    comment: commentOf({
      channel: offline.channel,
      language: actor.language,
      title,
      reference,
      buyer: userName,
      setup,
    }),
    kaspi:
      offline.channel === "kaspi"
        ? {
            link: settings?.kaspiLink || null,
            qr_url: settings?.kaspiQrKey ? storage.url(settings.kaspiQrKey) : null,
          }
        : null,
    transfer:
      offline.channel === "transfer"
        ? {
            legal_name: requisites.legalName,
            bin: requisites.bin,
            bank_name: requisites.bankName,
            iik: requisites.iik,
            bik: requisites.bik,
            kbe: requisites.kbe,
          }
        : null,
    first_lesson_id: firstLessonId,
  };
}

export async function listMethods(actor: Actor): Promise<OfflineMethods> {
  const setup = await offlineSetup(actor);
  return { kaspi: setup.kaspi, transfer: setup.transfer };
}

/**
 * Opens a program's Kaspi or transfer order: the sum is the program's (`programSale`, as the card's), the channel must
 * be one the school offers now, and the same idempotency key answers the order it already made.
 */
export async function openOfflineOrder(actor: Actor, body: PayCourseOfflineBody): Promise<OfflineOrder> {
  const userId = actor.caller.userId;
  const key = body.idempotency_key ?? null;
  if (key) {
    const existing = await checkoutQueries.findByIdempotencyKey(actor, { userId, key });
    const found = existing ? await queries.findByOrder(actor, existing.orderId) : undefined;
    if (found) return orderViewOf(actor, found);
  }
  const setup = await offlineSetup(actor);
  if (!setup[body.channel]) {
    throw new AppError("conflict", "The school does not take this way of payment now", {
      fields: { channel: "Not offered" },
    });
  }
  const sale = await programSale(actor, body.course_id);
  if (sale.kind !== "sold") throw new AppError("conflict", "This program has nothing to pay: open it");
  const buyer = await checkoutQueries.buyerOf(actor, userId);
  const orderId = await inTransaction(actor, async (tx) => {
    const payment = await checkoutQueries.insertPayment(tx, {
      orderId: `${body.channel}-${randomUUID()}`,
      kind: "course",
      userId,
      courseId: sale.courseId,
      title: sale.title,
      amountMinor: sale.amountMinor,
      currency: sale.currency,
      status: "pending",
      method: METHOD_OF[body.channel],
      provider: body.channel,
      idempotencyKey: key,
      createdBy: userId,
      utmSource: buyer?.utmSource ?? null,
      utmCampaign: buyer?.utmCampaign ?? null,
      utmContent: buyer?.utmContent ?? null,
      utmMedium: buyer?.utmMedium ?? null,
      utmTerm: buyer?.utmTerm ?? null,
    });
    // A concurrent request with the same key inserted first: its order is the answer.
    if (!payment) return null;
    await ledger.appendEvent(tx, {
      paymentId: payment.id,
      kind: "created",
      amountMinor: payment.amountMinor,
      actorId: userId,
      actorName: `${buyer?.firstName ?? ""} ${buyer?.lastName ?? ""}`.trim(),
      provider: body.channel,
      description: sale.title,
    });
    await queries.insertOffline(tx, { paymentId: payment.id, channel: body.channel, state: "awaiting_payment" });
    return payment.orderId;
  });
  const winner =
    orderId ?? (key ? (await checkoutQueries.findByIdempotencyKey(actor, { userId, key }))?.orderId : null);
  const found = winner ? await queries.findByOrder(actor, winner) : undefined;
  if (!found) throw new AppError("conflict", "The order could not be opened; try again");
  return orderViewOf(actor, found);
}

/** The caller's own offline order; anyone else's answers 404, as if it did not exist. */
async function ownOrder(actor: Actor, orderId: string): Promise<queries.OfflineWithPayment> {
  const found = await queries.findByOrder(actor, orderId);
  if (!found || found.payment.userId !== actor.caller.userId || found.payment.deletedAt) {
    throw notFound("Order not found");
  }
  return found;
}

export async function getOwnOrder(actor: Actor, orderId: string): Promise<OfflineOrder> {
  return orderViewOf(actor, await ownOrder(actor, orderId));
}

export async function listOwnOrders(actor: Actor): Promise<OfflineOrder[]> {
  const rows = await queries.ownOrders(actor, actor.caller.userId);
  return Promise.all(rows.map((row) => orderViewOf(actor, row)));
}

/**
 * "I have paid": the order joins the reconciliation queue, with the receipt if one came (stored first, under a
 * private key; a later receipt replaces it while the order still waits). A decided order changes no more.
 */
export async function reportPaid(
  actor: Actor,
  input: { orderId: string; receipt: { data: Buffer; mime: string } | null },
): Promise<OfflineOrder> {
  const found = await ownOrder(actor, input.orderId);
  const { storage } = actor.deps;
  const key = input.receipt
    ? `payment-receipts/${actor.schoolId}/${found.payment.id}-${randomBytes(8).toString("hex")}.${EXTENSION_OF[input.receipt.mime]}`
    : null;
  if (key && input.receipt) await storage.put(key, input.receipt.data, input.receipt.mime);
  const replaced = await inTransaction(actor, async (tx) => {
    const offline = await queries.lockOffline(tx, found.offline.id);
    if (!offline || (offline.state !== "awaiting_payment" && offline.state !== "awaiting_confirmation")) {
      throw new AppError("conflict", "The school has already decided on this payment");
    }
    await queries.updateOffline(tx, {
      id: offline.id,
      values: {
        state: "awaiting_confirmation",
        reportedAt: offline.reportedAt ?? actor.deps.clock.now(),
        ...(key ? { receiptKey: key } : {}),
      },
    });
    await ledger.appendEvent(tx, {
      paymentId: found.payment.id,
      kind: "note",
      actorId: actor.caller.userId,
      actorName: found.userName,
      // A fact, not a sentence: each reader's screen says it in their language (decision 0172).
      details: { reported: key ? "paid_with_receipt" : "paid" },
    });
    return key ? offline.receiptKey : null;
  }).catch(async (error: unknown) => {
    if (key) await storage.remove(key);
    throw error;
  });
  if (replaced) await storage.remove(replaced);
  return getOwnOrder(actor, input.orderId);
}
