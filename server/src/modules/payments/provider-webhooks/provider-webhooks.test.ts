import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationBody, signNotification } from "../../../core/payments/cloudpayments.js";
import { schoolScope } from "../../../core/tenancy/scope.js";
import { courseMembers, paymentEvents, payments } from "../../../db/schema/index.js";
import { newCourse, newCoursePayment } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";
import { settle } from "../settle.js";

/** The real provider's verification, on requests signed with a test secret (issue 21). */
const SECRET = "cloudpayments-test-api-secret";
const suite = apiSuite({ env: { CLOUDPAYMENTS_PUBLIC_ID: "pk_test", CLOUDPAYMENTS_API_SECRET: SECRET } });

type Order = { id: number; orderId: string; userId: number; courseId: number };
/** Each order is for a program of its own, so one test's membership never shows in another's. */
async function newOrder(): Promise<Order> {
  const userId = suite.school.users.student;
  const courseId = await newCourse(suite.harness.database.db, suite.school.id, { cost: 25_000 });
  const orderId = `c-test-${Math.random().toString(36).slice(2)}`;
  const id = await newCoursePayment(suite.harness.database.db, {
    schoolId: suite.school.id,
    courseId,
    userId,
    orderId,
    amountMinor: 2_500_000,
    currency: "KZT",
    status: "pending",
    paidAt: null,
    provider: "cloudpayments",
  });
  return { id, orderId, userId, courseId };
}

type Fields = Partial<{
  transactionId: string;
  accountId: string;
  amountMinor: number;
  currency: "KZT" | "USD";
  occurredAt: Date;
  orderId: string;
}>;

function bodyFor(order: Order, fields: Fields = {}) {
  return notificationBody({
    transactionId: fields.transactionId ?? String(Math.floor(Math.random() * 1e9)),
    orderId: fields.orderId ?? order.orderId,
    accountId: fields.accountId ?? String(order.userId),
    amountMinor: fields.amountMinor ?? 2_500_000,
    currency: fields.currency ?? "KZT",
    occurredAt: fields.occurredAt ?? suite.harness.clock.now(),
    status: "Completed",
  });
}

function deliver(
  type: string,
  body: string,
  headers: Record<string, string> = { "content-hmac": signNotification(body, SECRET) },
) {
  return suite.harness.app.inject({
    method: "POST",
    url: `/api/v1/pay/notifications/cloudpayments/${type}/`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: body,
  });
}

async function stateOf(order: Order) {
  const db = suite.harness.database.db;
  const [payment] = await db.select().from(payments).where(eq(payments.id, order.id));
  const events = await db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, order.id));
  const members = await db
    .select()
    .from(courseMembers)
    .where(and(eq(courseMembers.courseId, order.courseId), eq(courseMembers.userId, order.userId)));
  return { status: payment!.status, refunded: payment!.refundedMinor, events: events.length, members };
}

describe("CloudPayments notifications", () => {
  it("a good signature pays the order once, enrols the buyer, and a replay changes nothing", async () => {
    const order = await newOrder();
    const body = bodyFor(order, { transactionId: "777001" });
    const check = await deliver("check", body);
    expect(check.json()).toEqual({ code: 0 });
    expect((await stateOf(order)).status).toBe("pending");

    const paid = await deliver("pay", body);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ code: 0 });
    const after = await stateOf(order);
    expect(after).toMatchObject({ status: "paid", events: 1 });
    expect(after.members).toEqual([expect.objectContaining({ role: "student", source: "payment" })]);

    const replay = await deliver("pay", body);
    expect(replay.json()).toEqual({ code: 0 });
    expect(await stateOf(order)).toEqual(after);
  });

  it("accepts the JSON form and X-Content-HMAC too", async () => {
    const order = await newOrder();
    const json = JSON.stringify(Object.fromEntries(new URLSearchParams(bodyFor(order))));
    const answer = await suite.harness.app.inject({
      method: "POST",
      url: "/api/v1/pay/notifications/cloudpayments/pay/",
      headers: { "content-type": "application/json", "x-content-hmac": signNotification(json, SECRET) },
      payload: json,
    });
    expect(answer.json()).toEqual({ code: 0 });
    expect((await stateOf(order)).status).toBe("paid");
  });

  const refusals: [string, (order: Order) => { body: string; headers?: Record<string, string> }, number][] = [
    ["a forged signature", (order) => ({ body: bodyFor(order), headers: { "content-hmac": "Zm9yZ2Vk" } }), 13],
    [
      "a body changed after signing",
      (order) => {
        const signed = bodyFor(order);
        return {
          body: signed.replace("25000.00", "25.00"),
          headers: { "content-hmac": signNotification(signed, SECRET) },
        };
      },
      13,
    ],
    ["a missing signature", (order) => ({ body: bodyFor(order), headers: {} }), 13],
    [
      "a stale notification",
      (order) => ({ body: bodyFor(order, { occurredAt: new Date(Date.now() - 4 * 86_400_000) }) }),
      20,
    ],
    ["an unknown order", (order) => ({ body: bodyFor(order, { orderId: "c-nobody" }) }), 10],
    ["a wrong amount", (order) => ({ body: bodyFor(order, { amountMinor: 2_499_999 }) }), 12],
    ["a wrong currency", (order) => ({ body: bodyFor(order, { currency: "USD" }) }), 12],
    ["a wrong account", (order) => ({ body: bodyFor(order, { accountId: String(suite.school.users.admin) }) }), 11],
  ];
  for (const [what, make, code] of refusals) {
    it(`refuses ${what} in the provider's format and changes nothing`, async () => {
      const order = await newOrder();
      const { body, headers } = make(order);
      const answer = await deliver("pay", body, headers);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ code });
      expect(await stateOf(order)).toMatchObject({ status: "pending", events: 0, members: [] });
    });
  }

  it("records a declined payment as failed, and a later payment still goes through", async () => {
    const order = await newOrder();
    expect((await deliver("fail", bodyFor(order, { transactionId: "9001" }))).json()).toEqual({ code: 0 });
    expect(await stateOf(order)).toMatchObject({ status: "failed", events: 1, members: [] });
    expect((await deliver("pay", bodyFor(order, { transactionId: "9002" }))).json()).toEqual({ code: 0 });
    expect(await stateOf(order)).toMatchObject({ status: "paid", events: 2 });
  });

  it("a partial refund keeps access, the full one takes away only the membership the payment made", async () => {
    const order = await newOrder();
    await deliver("pay", bodyFor(order, { transactionId: "5001" }));
    const part = bodyFor(order, { transactionId: "5002", amountMinor: 1_000_000 });
    expect((await deliver("refund", part)).json()).toEqual({ code: 0 });
    expect((await deliver("refund", part)).json()).toEqual({ code: 0 });
    expect(await stateOf(order)).toMatchObject({ status: "paid", refunded: 1_000_000, events: 2 });
    expect((await stateOf(order)).members).toHaveLength(1);
    const tooMuch = bodyFor(order, { transactionId: "5003", amountMinor: 2_000_000 });
    expect((await deliver("refund", tooMuch)).json()).toEqual({ code: 12 });
    const rest = bodyFor(order, { transactionId: "5004", amountMinor: 1_500_000 });
    expect((await deliver("refund", rest)).json()).toEqual({ code: 0 });
    expect(await stateOf(order)).toMatchObject({ status: "refunded", refunded: 2_500_000, events: 3, members: [] });
  });

  it("a full refund keeps a membership staff made", async () => {
    const order = await newOrder();
    const db = suite.harness.database.db;
    await db
      .insert(courseMembers)
      .values({ schoolId: suite.school.id, courseId: order.courseId, userId: order.userId, role: "student" })
      .onConflictDoNothing();
    await db
      .update(courseMembers)
      .set({ source: "staff" })
      .where(and(eq(courseMembers.courseId, order.courseId), eq(courseMembers.userId, order.userId)));
    await deliver("pay", bodyFor(order, { transactionId: "6001" }));
    await deliver("refund", bodyFor(order, { transactionId: "6002" }));
    expect(await stateOf(order)).toMatchObject({
      status: "refunded",
      members: [expect.objectContaining({ source: "staff" })],
    });
    await db.delete(courseMembers).where(eq(courseMembers.courseId, order.courseId));
  });

  describe("the replay rule: a provider's transaction's event of a kind is recorded once, on every path", () => {
    it.each(["pay", "fail", "refund"] as const)("a %s replayed after it was recorded changes nothing", async (type) => {
      const order = await newOrder();
      if (type === "refund") await deliver("pay", bodyFor(order, { transactionId: "7100" }));
      const body = bodyFor(order, { transactionId: `71${type.length}`, amountMinor: 2_500_000 });
      expect((await deliver(type, body)).json()).toEqual({ code: 0 });
      const recorded = await stateOf(order);
      expect((await deliver(type, body)).json()).toEqual({ code: 0 });
      expect(await stateOf(order)).toEqual(recorded);
    });

    it("first deliveries racing past the unlocked check are decided under the lock: one event, one enrolment", async () => {
      const order = await newOrder();
      const body = bodyFor(order, { transactionId: "7200" });
      const answers = await Promise.all(Array.from({ length: 6 }, () => deliver("pay", body)));
      expect(answers.map((answer) => answer.json())).toEqual(Array(6).fill({ code: 0 }));
      expect(await stateOf(order)).toMatchObject({ status: "paid", events: 1, members: [expect.anything()] });
    });

    it("settling a recorded event again, as the locked path does, answers replayed and changes nothing", async () => {
      const order = await newOrder();
      const body = bodyFor(order, { transactionId: "7300" });
      await deliver("pay", body);
      const recorded = await stateOf(order);
      const scope = schoolScope(suite.harness.deps, suite.school.id);
      const again = await settle(scope, {
        orderId: order.orderId,
        provider: "cloudpayments",
        transactionId: "7300",
        settlement: { kind: "paid", amountMinor: 2_500_000, occurredAt: null },
      });
      expect(again.outcome).toBe("replayed");
      const refundTwice = async () =>
        settle(scope, {
          orderId: order.orderId,
          provider: "cloudpayments",
          transactionId: "7301",
          settlement: { kind: "refunded", amountMinor: 2_500_000 },
        });
      expect((await refundTwice()).outcome).toBe("recorded");
      // The whole sum went back: the same refund again is more than is left, yet a replay, not a wrong amount.
      expect((await refundTwice()).outcome).toBe("replayed");
      expect(await stateOf(order)).toMatchObject({ status: "refunded", events: recorded.events + 1 });
    });
  });

  it("the development provider's address is closed while CloudPayments is configured", async () => {
    const order = await newOrder();
    const body = bodyFor(order);
    const answer = await suite.harness.app.inject({
      method: "POST",
      url: "/api/v1/pay/notifications/development/pay/",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-hmac": signNotification(body, SECRET) },
      payload: body,
    });
    expect(answer.statusCode).toBe(404);
    // Nor can the buyer pay their own order on the development checkout.
    const selfPaid = await suite.as(suite.school, "student", {
      method: "POST",
      url: `/api/v1/pay/dev_checkout/${order.orderId}/`,
      payload: { outcome: "pay" },
    });
    expect(selfPaid.statusCode).toBe(404);
    expect((await stateOf(order)).status).toBe("pending");
  });
});
