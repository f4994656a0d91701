import { randomUUID } from "node:crypto";
import {
  type CurrencyCode,
  inLanguage,
  OFFLINE_STATES,
  type OfflineState,
  OPEN_OFFLINE_STATES,
  RECONCILIATION_PAGE_SIZE,
  type ReconciliationItem,
  type ReconciliationPage,
  type ReconciliationQuery,
  type RecordOfflineBody,
} from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError, notFound } from "../../../core/errors.js";
import { notify } from "../../../core/notify/notify.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { loadCourse } from "../../course/index.js";
import * as checkoutQueries from "../checkout/checkout.queries.js";
import * as ledger from "../ledger.queries.js";
import { orderTitle } from "../order-title.js";
import { settleIn } from "../settle.js";
import * as queries from "./offline.queries.js";
import { METHOD_OF, referenceOf } from "./offline-orders.service.js";

/**
 * The reconciliation queue (decision 0160): Kaspi and transfer payments a student says they made, and cash staff took,
 * wait here until a staff member holding `payment.manage` confirms the money arrived or rejects it with a reason. A
 * confirmation settles through `settleIn`, the one path a card payment takes (access, referral, tranche, receipt), and
 * the offline row's lock makes it once however many confirmations race.
 */

export const toItem = (actor: Actor, row: queries.OfflineWithPayment): ReconciliationItem => ({
  id: row.offline.id,
  payment_id: row.payment.id,
  order_id: row.payment.orderId,
  reference: referenceOf(row.payment.id),
  channel: row.offline.channel,
  state: row.offline.state,
  user_id: row.payment.userId,
  user_name: row.userName,
  title: orderTitle(actor.language, row),
  amount_minor: row.payment.amountMinor,
  currency: row.payment.currency,
  note: row.payment.note,
  created_at: row.offline.createdAt.toISOString(),
  recorded_by_name: row.offline.recordedByName,
  reported_at: row.offline.reportedAt?.toISOString() ?? null,
  receipt_url: row.offline.receiptKey ? actor.deps.storage.url(row.offline.receiptKey) : null,
  decided_at: row.offline.decidedAt?.toISOString() ?? null,
  decided_by_name: row.offline.decidedByName,
  rejection_reason: row.offline.rejectionReason,
});

export async function listQueue(actor: Actor, query: ReconciliationQuery): Promise<ReconciliationPage> {
  const states: readonly OfflineState[] =
    query.state === undefined || query.state === "open"
      ? OPEN_OFFLINE_STATES
      : OFFLINE_STATES.filter((state) => state === query.state);
  const rows = await queries.queuePage(actor, { states, channel: query.channel, before: query.before });
  const page = rows.slice(0, RECONCILIATION_PAGE_SIZE);
  return {
    results: page.map((row) => toItem(actor, row)),
    next_cursor: rows.length > RECONCILIATION_PAGE_SIZE ? page[page.length - 1]!.offline.id : null,
    counts: await queries.stateCounts(actor, query.channel),
  };
}

async function requireItem(actor: Actor, id: number): Promise<queries.OfflineWithPayment> {
  const found = await queries.findById(actor, id);
  if (!found || found.payment.deletedAt) throw notFound("Payment not found");
  return found;
}

async function staffOf(actor: Actor) {
  return { id: actor.caller.userId, name: (await queries.userName(actor, actor.caller.userId)) || actor.caller.email };
}

/**
 * Money staff took by hand (cash at the desk, a transfer or Kaspi seen in the statement) for a student's program: a
 * pending payment that waits in the queue like a student's "I have paid", so a second person can confirm it.
 */
export async function recordOffline(actor: Actor, body: RecordOfflineBody): Promise<ReconciliationItem> {
  const course = await loadCourse(actor, body.course_id);
  const student = await queries.schoolUser(actor, body.user_id);
  if (!student) throw new AppError("not_found", "Student not found", { fields: { user_id: "Not found" } });
  if (student.role !== "student") {
    throw new AppError("validation_failed", "Only a student's payment is recorded", {
      fields: { user_id: "Not a student" },
    });
  }
  const currency = (body.currency ?? (await checkoutQueries.schoolCurrency(actor)) ?? "KZT") as CurrencyCode;
  const staff = await staffOf(actor);
  const now = actor.deps.clock.now();
  const offlineId = await inTransaction(actor, async (tx) => {
    const payment = await checkoutQueries.insertPayment(tx, {
      orderId: `${body.channel}-${randomUUID()}`,
      kind: "course",
      userId: student.id,
      courseId: course.id,
      // The receipt and the student's list show the title in the student's language.
      title: inLanguage(student.language ?? "ru", { ru: course.titleRu, kk: course.titleKk, en: course.titleEn }),
      amountMinor: body.amount_minor,
      currency,
      status: "pending",
      method: METHOD_OF[body.channel],
      provider: body.channel,
      note: body.note ?? "",
      createdBy: staff.id,
    });
    if (!payment) throw new AppError("conflict", "The payment could not be recorded; try again");
    await ledger.appendEvent(tx, {
      paymentId: payment.id,
      kind: "created",
      amountMinor: payment.amountMinor,
      actorId: staff.id,
      actorName: staff.name,
      provider: body.channel,
      description: body.note ?? "",
      details: { method: METHOD_OF[body.channel], recorded_by_staff: true },
    });
    const offline = await queries.insertOffline(tx, {
      paymentId: payment.id,
      channel: body.channel,
      state: "awaiting_confirmation",
      recordedBy: staff.id,
      recordedByName: staff.name,
      reportedAt: now,
    });
    return offline.id;
  });
  return toItem(actor, await requireItem(actor, offlineId));
}

/** A decision is made once: an open payment takes it; a decided one answers as it stands, or 409 for the other one. */
function isOpen(state: OfflineState): boolean {
  return (OPEN_OFFLINE_STATES as readonly OfflineState[]).includes(state);
}

/** The settlement's transaction: one per offline payment, so the ledger's replay rule also holds it once. */
const transactionOf = (orderId: string) => `offline-${orderId}`;

/**
 * "The money arrived": under the offline row's lock, the payment settles through `settleIn` (paid, listeners: the
 * program opens, the referrer's credit, the tranche, the receipt) and the row is marked confirmed, in one
 * transaction. A confirmation that finds it confirmed already answers it unchanged; a rejected one is 409.
 */
export async function confirmOffline(actor: Actor, id: number): Promise<ReconciliationItem> {
  const found = await requireItem(actor, id);
  const staff = await staffOf(actor);
  await inTransaction(actor, async (tx) => {
    const offline = await queries.lockOffline(tx, id);
    if (!offline) throw notFound("Payment not found");
    if (offline.state === "confirmed") return;
    if (!isOpen(offline.state)) throw new AppError("conflict", "This payment was rejected");
    const result = await settleIn(tx, {
      orderId: found.payment.orderId,
      provider: offline.channel,
      transactionId: transactionOf(found.payment.orderId),
      settlement: { kind: "paid", amountMinor: found.payment.amountMinor, occurredAt: null },
      actor: staff,
      details: { confirmed_by: staff.name, channel: offline.channel },
    });
    if (result.outcome === "refused") throw new AppError("conflict", "The payment cannot be confirmed");
    await queries.updateOffline(tx, {
      id: offline.id,
      values: {
        state: "confirmed",
        decidedAt: tx.deps.clock.now(),
        decidedBy: staff.id,
        decidedByName: staff.name,
      },
    });
  });
  return toItem(actor, await requireItem(actor, id));
}

const REJECTED_TITLE = {
  ru: "Школа не подтвердила оплату",
  kk: "Мектеп төлемді растамады",
  en: "The school did not confirm your payment",
};
const rejectedBody = (title: string, reason: string) => ({
  ru: `«${title}»: ${reason}`,
  kk: `«${title}»: ${reason}`,
  en: `"${title}": ${reason}`,
});

/**
 * "The money did not arrive": the payment fails with the reason (through `settleIn`, as a provider's decline), the row
 * keeps who rejected it and why, and the student is told in the same transaction.
 */
export async function rejectOffline(actor: Actor, input: { id: number; reason: string }): Promise<ReconciliationItem> {
  const found = await requireItem(actor, input.id);
  const staff = await staffOf(actor);
  await inTransaction(actor, async (tx) => {
    const offline = await queries.lockOffline(tx, input.id);
    if (!offline) throw notFound("Payment not found");
    if (offline.state === "rejected") return;
    if (!isOpen(offline.state)) throw new AppError("conflict", "This payment was confirmed already");
    const result = await settleIn(tx, {
      orderId: found.payment.orderId,
      provider: offline.channel,
      transactionId: transactionOf(found.payment.orderId),
      settlement: { kind: "failed", reason: input.reason },
      actor: staff,
    });
    if (result.outcome === "refused") throw new AppError("conflict", "The payment cannot be rejected");
    await queries.updateOffline(tx, {
      id: offline.id,
      values: {
        state: "rejected",
        decidedAt: tx.deps.clock.now(),
        decidedBy: staff.id,
        decidedByName: staff.name,
        rejectionReason: input.reason,
      },
    });
    if (found.payment.userId) {
      await notify(tx, {
        userIds: [found.payment.userId],
        kind: "payment_review",
        title: REJECTED_TITLE,
        body: rejectedBody(found.payment.title, input.reason),
        link: `/pay/offline/${encodeURIComponent(found.payment.orderId)}`,
        dedupeKey: `offline-rejected:${offline.id}`,
      });
    }
  });
  return toItem(actor, await requireItem(actor, input.id));
}
