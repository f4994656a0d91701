import { randomUUID } from "node:crypto";
import {
  type CreateCourseUserBody,
  inLanguage,
  PAYMENT_PAGE_SIZE,
  type PaymentEvent,
  type PaymentHistory,
  type StaffPayment,
  type UiLanguage,
  type UpdatePaymentBody,
} from "@school/contracts";
import { requireAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { AppError, notFound } from "../../../core/errors.js";
import { schoolDayOf } from "../../../core/school-day.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { loadCourse } from "../../course/index.js";
import * as ledger from "../ledger.queries.js";
import { orderTitle } from "../order-title.js";
import { recordReceipt } from "../receipts/receipts.service.js";
import * as queries from "./staff-payments.queries.js";

/* The staff side of payments (decision 0053): every change writes a line of the append-only history with who. */

/** A payment as a staff screen shows it to a reader of `language`: its order named in their language (decision 0172). */
const toStaffPayment =
  (language: UiLanguage) =>
  ({ payment: row, userName, program }: queries.PaymentWithBuyer): StaffPayment => ({
    id: row.id,
    order_id: row.orderId,
    kind: row.kind,
    user_id: row.userId,
    user_name: userName,
    course_id: row.courseId,
    title: orderTitle(language, { payment: row, program }),
    amount_minor: row.amountMinor,
    refunded_minor: row.refundedMinor,
    currency: row.currency,
    status: row.status,
    method: row.method,
    provider: row.provider,
    note: row.note,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
  });

type EventRow = { event: ledger.PaymentEventRow; payment: ledger.PaymentRow; program: ledger.ProgramTitles };

/**
 * The buyer's "I have paid" as the history wrote it before it was kept as a fact (`details.reported`, which the
 * screens say in their reader's language): the history is append-only, so those lines are read as the same fact.
 */
const WRITTEN_REPORTS: Record<string, string> = {
  "The buyer says they paid": "paid",
  "The buyer says they paid and sent a receipt": "paid_with_receipt",
};

/**
 * A line of the history for a reader of `language`: the order named in their language; an order's first line, which
 * carried the title it was bought under as its text, says nothing the order's name does not (decision 0172).
 */
const toEvent =
  (language: UiLanguage) =>
  ({ event, payment, program }: EventRow): PaymentEvent => {
    const reported = event.kind === "note" ? WRITTEN_REPORTS[event.description] : undefined;
    const repeatsTitle = event.kind === "created" && event.description === payment.title;
    return {
      id: event.id,
      payment_id: event.paymentId,
      payment_title: orderTitle(language, { payment, program }),
      kind: event.kind,
      amount_minor: event.amountMinor,
      currency: payment.currency,
      actor_id: event.actorId,
      actor_name: event.actorName,
      description: reported || repeatsTitle ? "" : event.description,
      details: reported ? { ...event.details, reported } : event.details,
      created_at: event.createdAt.toISOString(),
    };
  };

/** Who acts, as the history keeps them: the id and the name at the time. */
async function actorOf(actor: Actor) {
  const user = await queries.schoolUser(actor, actor.caller.userId);
  return { actorId: actor.caller.userId, actorName: user?.name || actor.caller.email };
}

/** The instant a payment made on `date` is recorded at: now when it is today, else the start of that school day. */
async function paidAtOf(actor: Actor, date: string | undefined): Promise<Date> {
  const day = await schoolDayOf(actor);
  if (date === undefined || date === day.today) return actor.deps.clock.now();
  if (date > day.today) {
    throw new AppError("validation_failed", "A payment cannot be dated in the future", {
      fields: { paid_on: "In the future" },
    });
  }
  return day.startOf(date);
}

async function requirePayment(actor: Actor, id: number) {
  const found = await queries.findPayment(actor, id);
  if (!found) throw notFound("Payment not found");
  return found;
}

/**
 * `create_course_user/`: the payment, its first history line, the staff enrolment and the student's receipt (decision
 * 0125), in one transaction.
 */
export async function createCourseUser(actor: Actor, body: CreateCourseUserBody): Promise<StaffPayment> {
  const course = await loadCourse(actor, body.course_id);
  const student = await queries.schoolUser(actor, body.user_id);
  if (!student) throw new AppError("not_found", "Student not found", { fields: { user_id: "Not found" } });
  if (student.role !== "student") {
    throw new AppError("validation_failed", "Only a student is enrolled with a payment", {
      fields: { user_id: "Not a student" },
    });
  }
  const paidAt = await paidAtOf(actor, body.paid_on);
  const who = await actorOf(actor);
  const payment = await inTransaction(actor, async (tx) => {
    const row = await queries.insertPayment(tx, {
      orderId: `manual-${randomUUID()}`,
      kind: "course",
      userId: student.id,
      courseId: course.id,
      // The title it is bought under is in the student's language, as a program they buy themselves (decision 0134).
      title: inLanguage(student.language ?? "ru", { ru: course.titleRu, kk: course.titleKk, en: course.titleEn }),
      amountMinor: body.amount_minor,
      currency: body.currency,
      status: "paid",
      method: body.method,
      note: body.note ?? "",
      createdBy: actor.caller.userId,
      paidAt,
    });
    await ledger.appendEvent(tx, {
      paymentId: row.id,
      kind: "created",
      amountMinor: row.amountMinor,
      ...who,
      description: body.note ?? "",
      details: { method: body.method, paid_at: paidAt.toISOString() },
    });
    await queries.enrolByStaff(tx, { courseId: course.id, userId: student.id });
    await recordReceipt(tx, {
      paymentId: row.id,
      kind: "payment",
      amountMinor: row.amountMinor,
      at: paidAt,
      key: "payment",
      refundEventId: null,
    });
    return row;
  });
  return toStaffPayment(actor.language)({ payment, userName: student.name, program: course });
}

type Change = { from: unknown; to: unknown };

/**
 * `update_payment/{id}/`: only what differs is written, with one `updated` line naming each change; nothing to change
 * answers the payment as it is. A provider's payment keeps the provider's sum, currency, method and time.
 */
export async function updatePayment(actor: Actor, input: { id: number; body: UpdatePaymentBody }) {
  const found = await requirePayment(actor, input.id);
  const { payment } = found;
  if (payment.deletedAt) throw new AppError("conflict", "This payment is deleted");
  const { body } = input;
  const paidAt = body.paid_on === undefined ? undefined : await paidAtOf(actor, body.paid_on);
  const day = await schoolDayOf(actor);
  const wanted = {
    amountMinor: body.amount_minor,
    currency: body.currency,
    method: body.method,
    note: body.note,
    paidAt: paidAt && (!payment.paidAt || day.dateOf(payment.paidAt) !== body.paid_on) ? paidAt : undefined,
  };
  const changes: Record<string, Change> = {};
  const values: Parameters<typeof ledger.updatePayment>[1]["values"] = {};
  for (const [key, value] of Object.entries(wanted) as [keyof typeof wanted, never][]) {
    if (value === undefined || value === payment[key]) continue;
    changes[key] = { from: payment[key] ?? null, to: value };
    values[key] = value;
  }
  if (Object.keys(changes).length === 0) return { payment: toStaffPayment(actor.language)(found), changed: false };
  const providerOwned = ["amountMinor", "currency", "method", "paidAt"].filter((key) => key in changes);
  if (payment.method === "provider" && providerOwned.length > 0) {
    throw new AppError("conflict", "A provider's payment keeps the provider's sum, currency, method and date", {
      fields: Object.fromEntries(providerOwned.map((key) => [fieldOf[key]!, "Set by the provider"])),
    });
  }
  if (values.method === "provider") {
    throw new AppError("validation_failed", "Only the provider records provider payments", {
      fields: { method: "Not by hand" },
    });
  }
  const who = await actorOf(actor);
  await inTransaction(actor, async (tx) => {
    await ledger.updatePayment(tx, { id: payment.id, values });
    await ledger.appendEvent(tx, {
      paymentId: payment.id,
      kind: "updated",
      amountMinor: values.amountMinor ?? null,
      ...who,
      description: body.note !== undefined && "note" in changes ? body.note : "",
      details: Object.fromEntries(
        Object.entries(changes).map(([key, change]) => [
          fieldOf[key],
          key === "paidAt"
            ? { from: (change.from as Date | null)?.toISOString() ?? null, to: (change.to as Date).toISOString() }
            : change,
        ]),
      ),
    });
  });
  const changed = (await queries.findPayment(actor, payment.id))!;
  return { payment: toStaffPayment(actor.language)(changed), changed: true };
}

const fieldOf: Record<string, string> = {
  amountMinor: "amount_minor",
  currency: "currency",
  method: "method",
  note: "note",
  paidAt: "paid_on",
};

/** `delete/{paymentId}/{userId}/`: kept, marked deleted with a `deleted` line; a second delete changes nothing. */
export async function deletePayment(actor: Actor, input: { paymentId: number; userId: number }): Promise<undefined> {
  const { payment } = await requirePayment(actor, input.paymentId);
  if (payment.userId !== input.userId) throw notFound("This user has no such payment");
  const who = await actorOf(actor);
  await inTransaction(actor, async (tx) => {
    if (!(await queries.markDeleted(tx, { id: payment.id, at: actor.deps.clock.now() }))) return;
    await ledger.appendEvent(tx, { paymentId: payment.id, kind: "deleted", amountMinor: null, ...who });
  });
  return undefined;
}

/** `create_history_pay/`: a note appended to a payment's history. */
export async function addNote(actor: Actor, body: { payment_id: number; description: string }) {
  const { payment, program } = await requirePayment(actor, body.payment_id);
  const event = await ledger.appendEvent(actor, {
    paymentId: payment.id,
    kind: "note",
    ...(await actorOf(actor)),
    description: body.description,
  });
  return toEvent(actor.language)({ event, payment, program });
}

const page = <Row>(rows: Row[], idOf: (row: Row) => number) => ({
  results: rows.slice(0, PAYMENT_PAGE_SIZE),
  next_cursor: rows.length > PAYMENT_PAGE_SIZE ? idOf(rows[PAYMENT_PAGE_SIZE - 1]!) : null,
});

/** `list_pay/{id}/`: a program's payments, newest first, a page at a time. */
export async function listProgramPayments(
  actor: Actor,
  input: { courseId: number; before?: number; includeDeleted: boolean },
) {
  await loadCourse(actor, input.courseId);
  const { results, next_cursor } = page(await queries.programPayments(actor, input), (row) => row.payment.id);
  return { results: results.map(toStaffPayment(actor.language)), next_cursor };
}

/**
 * `list_history_pay/`: one payment's history, or a student's payments and theirs. A student reads only their own
 * (`payment.read` is `self` for them); the payment's buyer decides whose it is.
 */
export async function listHistory(
  actor: Actor,
  query: { payment_id?: number; user_id?: number; before?: number },
): Promise<PaymentHistory> {
  let paymentRows: queries.PaymentWithBuyer[];
  if (query.payment_id !== undefined) {
    const found = await requirePayment(actor, query.payment_id);
    await requireAccess(actor, "payment.read", { userId: found.payment.userId ?? 0 });
    paymentRows = [found];
  } else {
    const userId = query.user_id!;
    const user = await queries.schoolUser(actor, userId);
    if (!user) throw new AppError("not_found", "User not found", { fields: { user_id: "Not found" } });
    await requireAccess(actor, "payment.read", { userId });
    paymentRows = await queries.studentPayments(actor, userId);
  }
  const events = await queries.eventsOf(actor, {
    paymentId: query.payment_id,
    userId: query.user_id,
    before: query.before,
  });
  const { results, next_cursor } = page(events, (row) => row.event.id);
  return {
    payments: paymentRows.map(toStaffPayment(actor.language)),
    results: results.map(toEvent(actor.language)),
    next_cursor,
  };
}
