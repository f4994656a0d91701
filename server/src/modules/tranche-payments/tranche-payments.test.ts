import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  courseMembers,
  instalmentTranches,
  paymentEvents,
  paymentReceipts,
  payments,
  paymentTranches,
  trancheOrders,
} from "../../db/schema/index.js";
import { newCourse, newLesson } from "../../test/factories.js";
import { sendPaymentLink } from "../../test/payment-links.js";
import { apiSuite, TEST_PASSWORD, type TestSchool } from "../../test/test-app.js";
import { addUser } from "../school/school-setup.service.js";

/** Tranches paid by link and programs bought in instalments (issue 38, decision 0159), on PostgreSQL. */
const suite = apiSuite();
const db = () => suite.harness.database.db;

async function newStudent(): Promise<TestSchool> {
  const id = await addUser(db(), {
    schoolId: suite.school.id,
    email: `payer.${Math.random().toString(36).slice(2)}@test.kz`,
    password: TEST_PASSWORD,
    role: "student",
    firstName: "Payer",
  });
  return { ...suite.school, users: { ...suite.school.users, student: id } };
}

async function newTranche(userId: number, amount = 40_000) {
  const [row] = await db()
    .insert(paymentTranches)
    .values({ schoolId: suite.school.id, userId, amount, dueDate: "2026-12-01" })
    .returning();
  return row!;
}

const guest = (input: { method: "GET" | "POST"; url: string; payload?: object; address?: string }) =>
  suite.harness.app.inject({
    method: input.method,
    url: `/api/v1/${input.url}`,
    payload: input.payload,
    remoteAddress: input.address ?? "203.0.113.9",
  });

/** Staff send the tranche's link by e-mail; the token is read from the message the student got. */
const sendLink = (trancheId: number) =>
  sendPaymentLink({ harness: suite.harness, as: suite.as, school: suite.school, trancheId });

/** A payer's receipts (decision 0161): one row per payment, drawn, fiscalised and mailed once by its job. */
const receiptsOf = (userId: number) =>
  db()
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .innerJoin(payments, eq(payments.id, paymentReceipts.paymentId))
    .where(and(eq(payments.userId, userId), eq(paymentReceipts.kind, "payment")));

describe("a payment link", () => {
  it("pays its tranche without signing in, once; then it pays nothing", async () => {
    const student = await newStudent();
    const tranche = await newTranche(student.users.student);
    const token = await sendLink(tranche.id);
    const view = await guest({ method: "GET", url: `pay/link/${token}/` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ state: "open", amount_minor: 4_000_000, currency: "KZT", dev_checkout: true });
    const paid = await guest({ method: "POST", url: `pay/link/${token}/dev_checkout/`, payload: { outcome: "pay" } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ state: "paid", order_status: "paid" });
    const [row] = await db().select().from(paymentTranches).where(eq(paymentTranches.id, tranche.id));
    expect(row!.paidOn).not.toBeNull();
    expect(await receiptsOf(student.users.student)).toHaveLength(1);
    const again = await guest({ method: "POST", url: `pay/link/${token}/` });
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe("payment_link_closed");
    // Refunded in full, the tranche is open again, and the same link pays it with a new order.
    const [order] = await db().select().from(payments).where(eq(payments.userId, student.users.student));
    const refund = await suite.as(suite.school, "admin_school", {
      method: "POST",
      url: `/api/v1/pay/refund/${order!.id}/`,
      payload: {},
    });
    expect(refund.statusCode).toBe(200);
    const [reopened] = await db().select().from(paymentTranches).where(eq(paymentTranches.id, tranche.id));
    expect(reopened!.paidOn).toBeNull();
    const repaid = await guest({ method: "POST", url: `pay/link/${token}/dev_checkout/`, payload: { outcome: "pay" } });
    expect(repaid.json()).toMatchObject({ state: "paid", order_status: "paid" });
    expect(await db().select().from(payments).where(eq(payments.userId, student.users.student))).toHaveLength(2);
  });

  it("marks the tranche it names, not another open one of the same sum due earlier", async () => {
    const student = await newStudent();
    const earlier = await newTranche(student.users.student);
    await db().update(paymentTranches).set({ dueDate: "2026-10-01" }).where(eq(paymentTranches.id, earlier.id));
    const later = await newTranche(student.users.student);
    const token = await sendLink(later.id);
    await guest({ method: "POST", url: `pay/link/${token}/dev_checkout/`, payload: { outcome: "pay" } });
    const rows = await db()
      .select({ id: paymentTranches.id, paidOn: paymentTranches.paidOn })
      .from(paymentTranches)
      .where(inArray(paymentTranches.id, [earlier.id, later.id]));
    expect(rows.find((tranche) => tranche.id === later.id)!.paidOn).not.toBeNull();
    expect(rows.find((tranche) => tranche.id === earlier.id)!.paidOn).toBeNull();
  });

  it("finds nothing for a guessed token, refuses a malformed one, and an expired link pays nothing", async () => {
    const guessed = "A".repeat(43);
    expect((await guest({ method: "GET", url: `pay/link/${guessed}/` })).statusCode).toBe(404);
    expect((await guest({ method: "POST", url: `pay/link/${guessed}/` })).statusCode).toBe(404);
    expect((await guest({ method: "GET", url: "pay/link/short/" })).statusCode).toBe(400);
    const student = await newStudent();
    const token = await sendLink((await newTranche(student.users.student)).id);
    suite.harness.clock.set(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    try {
      expect((await guest({ method: "GET", url: `pay/link/${token}/` })).json().state).toBe("expired");
      const pay = await guest({ method: "POST", url: `pay/link/${token}/dev_checkout/`, payload: { outcome: "pay" } });
      expect(pay.statusCode).toBe(410);
    } finally {
      suite.harness.clock.reset();
    }
    expect(await db().select().from(payments).where(eq(payments.userId, student.users.student))).toHaveLength(0);
  });

  it("is sent by staff only, and never for a paid tranche", async () => {
    const student = await newStudent();
    const tranche = await newTranche(student.users.student);
    const asStudent = await suite.as(student, "student", {
      method: "POST",
      url: `/api/v1/user/accounts/payment-tranche/${tranche.id}/payment_link/`,
      payload: { channel: "email" },
    });
    expect(asStudent.statusCode).toBe(403);
    await db().update(paymentTranches).set({ paidOn: "2026-11-01" }).where(eq(paymentTranches.id, tranche.id));
    const paid = await suite.as(suite.school, "admin", {
      method: "POST",
      url: `/api/v1/user/accounts/payment-tranche/${tranche.id}/payment_link/`,
      payload: { channel: "email" },
    });
    expect(paid.statusCode).toBe(410);
    const telegram = await suite.as(suite.school, "admin", {
      method: "POST",
      url: `/api/v1/user/accounts/payment-tranche/${(await newTranche(student.users.student)).id}/payment_link/`,
      payload: { channel: "telegram" },
    });
    expect(telegram.statusCode).toBe(400);
  });

  it("100 parallel Pays of one tranche make one payment, one settlement, one receipt", async () => {
    const student = await newStudent();
    const tranche = await newTranche(student.users.student, 15_000);
    const token = await sendLink(tranche.id);
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        guest({
          method: "POST",
          url: `pay/link/${token}/dev_checkout/`,
          payload: { outcome: "pay" },
          address: `198.51.100.${index + 1}`,
        }),
      ),
    );
    // Each Pay is answered: paid (200), or the link already paid (410); on a loaded run a request that waited past
    // the pool's five seconds hears 503 and changed nothing. None is paid twice, whichever answered.
    for (const answer of answers) expect([200, 410, 503]).toContain(answer.statusCode);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
    const made = await db().select().from(payments).where(eq(payments.userId, student.users.student));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ status: "paid", amountMinor: 1_500_000 });
    const paidEvents = await db()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, made[0]!.id), eq(paymentEvents.kind, "paid")));
    expect(paidEvents).toHaveLength(1);
    expect(await receiptsOf(student.users.student)).toHaveLength(1);
    const named = await db().select().from(trancheOrders).where(eq(trancheOrders.trancheId, tranche.id));
    expect(named).toHaveLength(1);
    // A hundred requests on the pool of a loaded two-core run queue for connections: the claim is the count, not speed.
  }, 120_000);
});

describe("instalment plans", () => {
  let courseId: number;
  let lessonId: number;
  beforeAll(async () => {
    courseId = await newCourse(db(), suite.school.id, { cost: 100_000, titleRu: "Магистратура в рассрочку" });
    lessonId = await newLesson(db(), { schoolId: suite.school.id, courseId, order: 1 });
  });
  const setPlan = (payload: object) =>
    suite.as(suite.school, "admin", { method: "PUT", url: `/api/v1/course/instalment_plan/${courseId}/`, payload });

  it("are validated: no zero, negative or overflowing amounts, and the payments add up to the price", async () => {
    const base = { payments: 3, interval_days: 30, first_amount: 40_000, lock_after_days: 5 };
    for (const wrong of [
      { first_amount: 0 },
      { first_amount: -5 },
      { first_amount: 1e12 },
      { first_amount: 99_999 },
      { payments: 1 },
      { payments: 13 },
      { interval_days: 0 },
      { first_amount: 10.5 },
    ]) {
      const answer = await setPlan({ ...base, ...wrong });
      expect(answer.statusCode, JSON.stringify(wrong)).toBe(400);
    }
    const student = await suite.as(suite.school, "student", {
      method: "PUT",
      url: `/api/v1/course/instalment_plan/${courseId}/`,
      payload: base,
    });
    expect(student.statusCode).toBe(403);
    const saved = await setPlan(base);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().plan.amounts).toEqual([40_000, 30_000, 30_000]);
    const odd = await setPlan({ ...base, first_amount: 33_333 });
    const amounts: number[] = odd.json().plan.amounts;
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(100_000);
    await setPlan(base);
    const read = await suite.as(suite.school, "student", {
      method: "GET",
      url: `/api/v1/course/instalment_plan/${courseId}/`,
    });
    expect(read.json().plan).toMatchObject({ payments: 3, amounts: [40_000, 30_000, 30_000] });
  });

  it("buying makes the tranches once, the first payment opens the lessons, an overdue one closes them until paid", async () => {
    await setPlan({ payments: 3, interval_days: 30, first_amount: 40_000, lock_after_days: 5 });
    const student = await newStudent();
    const buy = () =>
      suite.as(student, "student", {
        method: "POST",
        url: "/api/v1/pay/pay_instalments/",
        payload: { course_id: courseId },
      });
    const [first, second] = await Promise.all([buy(), buy()]);
    expect(first!.statusCode).toBe(200);
    expect(second!.json().order_id).toBe(first!.json().order_id);
    const made = await db()
      .select({ id: instalmentTranches.trancheId, number: instalmentTranches.number, amount: paymentTranches.amount })
      .from(instalmentTranches)
      .innerJoin(paymentTranches, eq(paymentTranches.id, instalmentTranches.trancheId))
      .where(eq(instalmentTranches.userId, student.users.student))
      .orderBy(instalmentTranches.number);
    expect(made.map((tranche) => tranche.amount)).toEqual([40_000, 30_000, 30_000]);
    const lesson = () =>
      suite.as(student, "student", { method: "GET", url: `/api/v1/course/lesson/get_detail_lesson/${lessonId}/` });
    expect((await lesson()).json().code).toBe("not_bought");
    const checkout = await suite.as(student, "student", {
      method: "POST",
      url: `/api/v1/pay/dev_checkout/${first!.json().order_id}/`,
      payload: { outcome: "pay" },
    });
    expect(checkout.json().status).toBe("paid");
    const member = await db()
      .select()
      .from(courseMembers)
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.userId, student.users.student)));
    expect(member).toHaveLength(1);
    expect((await lesson()).statusCode).toBe(200);
    // The second payment falls due and is 6 days late: past the plan's 5, the lessons close.
    const due = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await db().update(paymentTranches).set({ dueDate: due }).where(eq(paymentTranches.id, made[1]!.id));
    const locked = await lesson();
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ code: "instalment_overdue", fields: { tranche_id: String(made[1]!.id) } });
    const own = await suite.as(student, "student", {
      method: "POST",
      url: `/api/v1/user/accounts/payment-tranche/${made[1]!.id}/pay/`,
    });
    expect(own.statusCode).toBe(200);
    await suite.as(student, "student", {
      method: "POST",
      url: `/api/v1/pay/dev_checkout/${own.json().order_id}/`,
      payload: { outcome: "pay" },
    });
    expect((await lesson()).statusCode).toBe(200);
    // Another student's tranche is not theirs to pay.
    const other = await newStudent();
    const foreign = await suite.as(other, "student", {
      method: "POST",
      url: `/api/v1/user/accounts/payment-tranche/${made[2]!.id}/pay/`,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
