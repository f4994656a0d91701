import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents, payments } from "../../../db/schema/index.js";
import { startCloudPaymentsFake } from "../../../test/cloudpayments-fake.js";
import { newCourse, newCoursePayment } from "../../../test/factories.js";
import { caller, createTestApp, type TestApp, type TestSchool } from "../../../test/test-app.js";

/**
 * Refunds through the provider (decisions 0052, 0125): the payment is locked and what is left of it checked before
 * CloudPayments (its local fake, whose refund takes as long as a real one) is asked.
 */
let harness: TestApp;
let school: TestSchool;
let cloudPayments: Awaited<ReturnType<typeof startCloudPaymentsFake>>;
let as: ReturnType<typeof caller>;

beforeAll(async () => {
  cloudPayments = await startCloudPaymentsFake({ refundDelayMs: 200 });
  harness = await createTestApp({
    env: {
      CLOUDPAYMENTS_PUBLIC_ID: "pk_test",
      CLOUDPAYMENTS_API_SECRET: "cloudpayments-test-api-secret",
      CLOUDPAYMENTS_API_URL: cloudPayments.url,
    },
  });
  school = await harness.newSchool();
  as = caller(harness);
});
afterAll(async () => {
  await harness.close();
  await cloudPayments.close();
});

/** A program bought through CloudPayments, paid. */
async function paidPayment(): Promise<number> {
  const db = harness.database.db;
  const courseId = await newCourse(db, school.id, { cost: 25_000 });
  return newCoursePayment(db, {
    schoolId: school.id,
    courseId,
    userId: school.users.student,
    provider: "cloudpayments",
    providerTransactionId: String(Math.floor(Math.random() * 1e9)),
  });
}

const refund = (id: number, payload: object = {}) =>
  as(school, "admin_school", { method: "POST", url: `/api/v1/pay/refund/${id}/`, payload });
const refundCalls = () => cloudPayments.callsTo("/payments/refund").length;

describe("refunds through the provider", () => {
  it("ten at once of one payment call the provider once: one refunds, nine are refused", async () => {
    const id = await paidPayment();
    const before = refundCalls();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(id)));
    expect(refundCalls() - before).toBe(1);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toMatchObject({ code: "conflict", detail: expect.any(String) });
    const [row] = await harness.database.db.select().from(payments).where(eq(payments.id, id));
    expect(row).toMatchObject({ status: "refunded", refundedMinor: 2_500_000 });
    const events = await harness.database.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id));
    expect(events.filter((event) => event.kind === "refunded")).toHaveLength(1);
  });

  it("checks what is left before the call: too much, or nothing left, never reaches the provider", async () => {
    const id = await paidPayment();
    const before = refundCalls();
    const tooMuch = await refund(id, { amount_minor: 2_500_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ fields: { amount_minor: "at most 2500000" } });
    expect(refundCalls()).toBe(before);
    expect((await refund(id, { amount_minor: 2_000_000 })).json()).toMatchObject({ refunded_minor: 2_000_000 });
    expect((await refund(id, { amount_minor: 600_000 })).statusCode).toBe(400);
    expect((await refund(id)).json()).toMatchObject({
      status: "refunded",
      refunded_minor: 2_500_000,
      test_payment: false,
    });
    expect((await refund(id)).statusCode).toBe(409);
    expect(refundCalls() - before).toBe(2);
    expect(cloudPayments.callsTo("/payments/refund").at(-1)!.body).toMatchObject({ Amount: 5000 });
  });
});
