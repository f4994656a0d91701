import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { notificationBody, signNotification } from "../../../core/payments/cloudpayments.js";
import { paymentTranches, studentRecords } from "../../../db/schema/index.js";
import { newCourse, newCoursePayment } from "../../../test/factories.js";
import { apiSuite } from "../../../test/test-app.js";

/** The tranche listener as app.ts wires it: a real, signed provider notification pays a matching open tranche. */
const SECRET = "cloudpayments-test-api-secret";
const suite = apiSuite({ env: { CLOUDPAYMENTS_PUBLIC_ID: "pk_test", CLOUDPAYMENTS_API_SECRET: SECRET } });

describe("a provider payment", () => {
  it("marks the open tranche of its sum paid, once, and the paid total follows", async () => {
    const db = suite.harness.database.db;
    const userId = suite.school.users.student;
    const [tranche] = await db
      .insert(paymentTranches)
      .values({ schoolId: suite.school.id, userId, amount: 25_000, dueDate: "2026-12-01" })
      .returning();
    const courseId = await newCourse(db, suite.school.id, { cost: 25_000 });
    const orderId = `c-tranche-${Math.random().toString(36).slice(2)}`;
    await newCoursePayment(db, {
      schoolId: suite.school.id,
      courseId,
      userId,
      orderId,
      amountMinor: 2_500_000,
      status: "pending",
      paidAt: null,
      provider: "cloudpayments",
    });
    const body = notificationBody({
      transactionId: "880001",
      orderId,
      accountId: String(userId),
      amountMinor: 2_500_000,
      currency: "KZT",
      occurredAt: suite.harness.clock.now(),
      status: "Completed",
    });
    const deliver = () =>
      suite.harness.app.inject({
        method: "POST",
        url: "/api/v1/pay/notifications/cloudpayments/pay/",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-hmac": signNotification(body, SECRET),
        },
        payload: body,
      });
    expect((await deliver()).json()).toEqual({ code: 0 });
    const [paid] = await db.select().from(paymentTranches).where(eq(paymentTranches.id, tranche!.id));
    expect(paid!.paidOn).not.toBeNull();
    const [record] = await db.select().from(studentRecords).where(eq(studentRecords.userId, userId));
    expect(record!.paidTotal).toBe(25_000);
    // A replay records nothing, so it marks nothing either.
    expect((await deliver()).json()).toEqual({ code: 0 });
    const [again] = await db.select().from(studentRecords).where(eq(studentRecords.userId, userId));
    expect(again!.paidTotal).toBe(25_000);
  });
});
