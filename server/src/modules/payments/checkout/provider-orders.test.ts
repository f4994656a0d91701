import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationBody, signNotification } from "../../../core/payments/cloudpayments.js";
import { paymentEvents, payments, paymentTranches } from "../../../db/schema/index.js";
import { startCloudPaymentsFake } from "../../../test/cloudpayments-fake.js";
import { newCourse } from "../../../test/factories.js";
import { sendPaymentLink } from "../../../test/payment-links.js";
import { caller, createTestApp, TEST_PASSWORD, type TestApp, type TestSchool } from "../../../test/test-app.js";
import { addUser } from "../../school/school-setup.service.js";

/**
 * One charge per order (issue 50, decision 0167) against CloudPayments' local fake: an order of the platform opens
 * one provider order however often and however concurrently it is opened (a payment link, a program's checkout), and
 * a second charge of an order already paid goes back to the payer through the provider, once, in the order's history.
 */
const SECRET = "cloudpayments-test-api-secret";
let harness: TestApp;
let school: TestSchool;
let cloudPayments: Awaited<ReturnType<typeof startCloudPaymentsFake>>;
let as: ReturnType<typeof caller>;
let courseId: number;
const db = () => harness.database.db;

beforeAll(async () => {
  cloudPayments = await startCloudPaymentsFake({ refundDelayMs: 200 });
  harness = await createTestApp({
    env: {
      CLOUDPAYMENTS_PUBLIC_ID: "pk_test",
      CLOUDPAYMENTS_API_SECRET: SECRET,
      CLOUDPAYMENTS_API_URL: cloudPayments.url,
    },
  });
  school = await harness.newSchool();
  as = caller(harness);
  courseId = await newCourse(db(), school.id, { cost: 25_000, titleRu: "Магистратура" });
});
afterAll(async () => {
  await harness.close();
  await cloudPayments.close();
});

async function newStudent(): Promise<TestSchool> {
  const id = await addUser(db(), {
    schoolId: school.id,
    email: `payer.${Math.random().toString(36).slice(2)}@test.kz`,
    password: TEST_PASSWORD,
    role: "student",
    firstName: "Payer",
  });
  return { ...school, users: { ...school.users, student: id } };
}

const ordersMade = () => cloudPayments.callsTo("/orders/create").length;
const refundsMade = () => cloudPayments.callsTo("/payments/refund");

/** Staff send a tranche's link; the token is read from the message the student got. */
async function linkOfNewTranche(userId: number): Promise<string> {
  const [tranche] = await db()
    .insert(paymentTranches)
    .values({ schoolId: school.id, userId, amount: 40_000, dueDate: "2026-12-01" })
    .returning();
  return sendPaymentLink({ harness, as, school, trancheId: tranche!.id });
}

const openLink = (token: string, address: string) =>
  harness.app.inject({ method: "POST", url: `/api/v1/pay/link/${token}/`, remoteAddress: address });

const payCourse = (buyer: TestSchool, key: string) =>
  as(buyer, "student", {
    method: "POST",
    url: "/api/v1/pay/pay_course/",
    payload: { course_id: courseId, idempotency_key: key },
  });

describe("one platform order, one provider order", () => {
  it("a payment link opened three times, then by 100 at once, asks CloudPayments for one order", async () => {
    const student = await newStudent();
    const token = await linkOfNewTranche(student.users.student);
    const before = ordersMade();
    const first = await openLink(token, "198.51.100.1");
    expect(first.statusCode).toBe(200);
    const url = first.json().checkout_url as string;
    expect(url).toMatch(/^https:\/\/orders\.cloudpayments\.ru\/d\/o\d+$/);
    for (const address of ["198.51.100.2", "198.51.100.3"]) {
      expect((await openLink(token, address)).json()).toMatchObject({ checkout_url: url });
    }
    expect(ordersMade() - before).toBe(1);

    const other = await linkOfNewTranche(student.users.student);
    const atOnce = ordersMade();
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) => openLink(other, `203.0.113.${index + 1}`)),
    );
    // A request that waited past the pool's five seconds on a loaded run hears 503 and opened nothing.
    for (const answer of answers) expect([200, 503]).toContain(answer.statusCode);
    const urls = new Set(
      answers.filter((answer) => answer.statusCode === 200).map((answer) => answer.json().checkout_url),
    );
    expect(urls.size).toBe(1);
    expect(ordersMade() - atOnce).toBe(1);
  }, 120_000);

  it("a program's checkout opened again, with its key or a new one, answers the same provider order", async () => {
    const buyer = await newStudent();
    const before = ordersMade();
    const answers = await Promise.all(Array.from({ length: 5 }, () => payCourse(buyer, "buy-click-01")));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((answer) => answer.json().checkout_url)).size).toBe(1);
    expect((await payCourse(buyer, "buy-click-01")).json().checkout_url).toBe(answers[0]!.json().checkout_url);
    expect(ordersMade() - before).toBe(1);
    // A Back and a second Buy (the page's new key) while that order waits: the same order, the same provider order.
    const again = await payCourse(buyer, "buy-click-02");
    expect(again.json()).toMatchObject({
      order_id: answers[0]!.json().order_id,
      checkout_url: answers[0]!.json().checkout_url,
    });
    expect(ordersMade() - before).toBe(1);

    // Five tabs' Buys at once, each with its own key: one order, one provider order.
    const tabs = await newStudent();
    const atOnce = await Promise.all(Array.from({ length: 5 }, (_, tab) => payCourse(tabs, `buy-tab-0${tab}`)));
    expect(new Set(atOnce.map((answer) => answer.json().order_id)).size).toBe(1);
    expect(new Set(atOnce.map((answer) => answer.json().checkout_url)).size).toBe(1);
    expect(ordersMade() - before).toBe(2);
  });
});

function deliver(type: "pay" | "refund", order: { orderId: string; userId: number }, transactionId: string) {
  const body = notificationBody({
    transactionId,
    orderId: order.orderId,
    accountId: String(order.userId),
    amountMinor: 2_500_000,
    currency: "KZT",
    occurredAt: harness.clock.now(),
    status: type === "pay" ? "Completed" : "Refunded",
  });
  return harness.app.inject({
    method: "POST",
    url: `/api/v1/pay/notifications/cloudpayments/${type}/`,
    headers: { "content-type": "application/x-www-form-urlencoded", "content-hmac": signNotification(body, SECRET) },
    payload: body,
  });
}
const deliverPay = (order: { orderId: string; userId: number }, transactionId: string) =>
  deliver("pay", order, transactionId);

describe("a second charge of a paid order", () => {
  it("is refunded through CloudPayments once, even delivered twice at once, and shown in the order's history", async () => {
    const buyer = await newStudent();
    const opened = (await payCourse(buyer, "buy-twice-01")).json();
    const order = { orderId: opened.order_id as string, userId: buyer.users.student };
    expect((await deliverPay(order, "5550001")).json()).toEqual({ code: 0 });
    const refundsBefore = refundsMade().length;

    const second = await Promise.all([deliverPay(order, "5550002"), deliverPay(order, "5550002")]);
    expect(second.map((answer) => answer.json())).toEqual([{ code: 0 }, { code: 0 }]);
    const refunds = refundsMade().slice(refundsBefore);
    expect(refunds.map((call) => call.body)).toEqual([{ TransactionId: 5550002, Amount: 25000 }]);
    // A later delivery of the same charge refunds nothing more.
    expect((await deliverPay(order, "5550002")).json()).toEqual({ code: 0 });
    expect(refundsMade().length - refundsBefore).toBe(1);

    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    // The order keeps its first payment: paid, nothing of it refunded.
    expect(payment).toMatchObject({ status: "paid", refundedMinor: 0, providerTransactionId: "5550001" });
    const history = await as(school, "admin_school", {
      method: "GET",
      url: `/api/v1/pay/list_history_pay/?payment_id=${payment!.id}`,
    });
    expect(history.statusCode).toBe(200);
    const lines = history.json().results as { kind: string; amount_minor: number | null; details: object }[];
    expect(lines.map((line) => line.kind)).toEqual(["refunded", "paid", "paid", "created"]);
    expect(lines[0]).toMatchObject({
      amount_minor: 2_500_000,
      details: { paid_twice: true, refund_of: "5550002" },
    });
    expect(lines[1]).toMatchObject({ amount_minor: 2_500_000, details: { paid_twice: true } });
    const events = await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id));
    const refunded = events.filter((event) => event.kind === "refunded");
    expect(refunded).toHaveLength(1);

    // CloudPayments' own notification of that refund finds it recorded and changes nothing.
    const refundNotice = deliver("refund", order, refunded[0]!.providerTransactionId!);
    expect((await refundNotice).json()).toEqual({ code: 0 });
    const [after] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(after).toMatchObject({ status: "paid", refundedMinor: 0 });
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id))).toHaveLength(
      events.length,
    );
  });

  it("is never kept: while CloudPayments cannot refund it, the delivery fails and records nothing, then a retry returns it", async () => {
    const buyer = await newStudent();
    const opened = (await payCourse(buyer, "buy-twice-02")).json();
    const order = { orderId: opened.order_id as string, userId: buyer.users.student };
    expect((await deliverPay(order, "5560001")).json()).toEqual({ code: 0 });
    const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.orderId));
    const eventsOf = () => db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment!.id));
    const before = (await eventsOf()).length;

    cloudPayments.refuseRefunds(true);
    try {
      const refused = await deliverPay(order, "5560002");
      // Not acknowledged: CloudPayments delivers the notification again later.
      expect(refused.statusCode).toBe(503);
      expect(await eventsOf()).toHaveLength(before);
    } finally {
      cloudPayments.refuseRefunds(false);
    }
    expect((await deliverPay(order, "5560002")).json()).toEqual({ code: 0 });
    const lines = (await eventsOf()).slice(before);
    expect(lines.map((line) => [line.kind, line.details])).toEqual([
      ["paid", expect.objectContaining({ paid_twice: true })],
      ["refunded", { paid_twice: true, refund_of: "5560002" }],
    ]);
  });
});
