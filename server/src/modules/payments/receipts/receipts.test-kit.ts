import type { UiLanguage } from "@school/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import { notificationBody, signNotification } from "../../../core/payments/cloudpayments.js";
import { payments, schools, users } from "../../../db/schema/index.js";
import { startCloudPaymentsFake } from "../../../test/cloudpayments-fake.js";
import { newCourse } from "../../../test/factories.js";
import { startSmtpCapture } from "../../../test/smtp-capture.js";
import { caller, createTestApp, TEST_PASSWORD, type TestApp, type TestSchool } from "../../../test/test-app.js";
import { addUser } from "../../school/school-setup.service.js";

/**
 * What the receipts' tests share: an app paid through a local fake of CloudPayments and mailing through a real SMTP
 * server, a school in Almaty that names itself in three languages, and one program to buy.
 */
const SECRET = "cloudpayments-test-api-secret";

export type ReceiptsApp = {
  harness: TestApp;
  school: TestSchool;
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  as: ReturnType<typeof caller>;
  courseId: number;
};

/** The app and what a receipts test does with it: a payer, the provider's notification, a purchase, a refund. */
export type ReceiptsSuite = ReceiptsApp & {
  newPayer(payer: { language: UiLanguage; firstName: string; lastName?: string }): Promise<Payer>;
  deliver(notification: { type: "pay" | "refund"; body: string }): ReturnType<typeof deliverNotification>;
  buyAndPay(purchase: { payer: Payer; times: number }): ReturnType<typeof buyAndPayCourse>;
  recordCashPayment(payer: Payer): Promise<{ id: number; order_id: string }>;
  refund(payment: { id: number }): Promise<void>;
};

/**
 * The app of a test file: started in its `beforeAll`, with `env` beside the payment provider's (a fiscal provider's,
 * say), and closed in its `afterAll`; the fields are filled once it started.
 */
export function receiptsSuite(env: () => Promise<Record<string, string>> = async () => ({})): ReceiptsSuite {
  const suite = {
    newPayer: (payer) => newReceiptsPayer(suite, payer),
    deliver: (notification) => deliverNotification(suite, notification),
    buyAndPay: (purchase) => buyAndPayCourse(suite, purchase),
    recordCashPayment: (payer) => recordCashPayment(suite, payer),
    refund: (payment) => refundPart(suite, payment),
  } as ReceiptsSuite;
  const started: { close?: () => Promise<void> } = {};
  beforeAll(async () => {
    const smtp = await startSmtpCapture();
    const cloudPayments = await startCloudPaymentsFake();
    const harness = await createTestApp({
      smtpUrl: smtp.url,
      env: {
        CLOUDPAYMENTS_PUBLIC_ID: "pk_test",
        CLOUDPAYMENTS_API_SECRET: SECRET,
        CLOUDPAYMENTS_API_URL: cloudPayments.url,
        ...(await env()),
      },
    });
    started.close = async () => {
      await harness.close();
      await smtp.close();
      await cloudPayments.close();
    };
    const school = await harness.newSchool();
    await harness.database.db
      .update(schools)
      .set({ name: "Школа Алатау", nameKk: "Алатау мектебі", nameEn: "Alatau School", timeZone: "Asia/Almaty" })
      .where(eq(schools.id, school.id));
    const courseId = await newCourse(harness.database.db, school.id, {
      cost: 25_000,
      titleRu: "Архитектура",
      titleKk: "Сәулет",
      titleEn: "Architecture",
    });
    Object.assign(suite, { harness, school, smtp, as: caller(harness), courseId });
  });
  afterAll(() => started.close?.());
  return suite;
}

let counter = 0;

/** A student of their own who chose a language, so one test's receipts never show in another's. */
async function newReceiptsPayer(
  app: ReceiptsApp,
  payer: { language: UiLanguage; firstName: string; lastName?: string },
): Promise<{ school: TestSchool; id: number; email: string }> {
  counter += 1;
  const email = `payer.${process.pid}.${counter}@receipts.kz`;
  const id = await addUser(app.harness.database.db, {
    schoolId: app.school.id,
    email,
    password: TEST_PASSWORD,
    role: "student",
    firstName: payer.firstName,
    lastName: payer.lastName,
  });
  await app.harness.database.db.update(users).set({ language: payer.language }).where(eq(users.id, id));
  return { school: { ...app.school, users: { ...app.school.users, student: id } }, id, email };
}
export type Payer = Awaited<ReturnType<typeof newReceiptsPayer>>;

/** CloudPayments' signed notification of a payment (`pay`) or a refund, as the provider posts it. */
function deliverNotification(app: ReceiptsApp, notification: { type: "pay" | "refund"; body: string }) {
  return app.harness.app.inject({
    method: "POST",
    url: `/api/v1/pay/notifications/cloudpayments/${notification.type}/`,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "content-hmac": signNotification(notification.body, SECRET),
    },
    payload: notification.body,
  });
}

/** The program bought and paid through the provider's notification, delivered `times` times, all but one at once. */
async function buyAndPayCourse(app: ReceiptsApp, purchase: { payer: Payer; times: number }) {
  const { payer } = purchase;
  const opened = await app.as(payer.school, "student", {
    method: "POST",
    url: "/api/v1/pay/pay_course/",
    payload: { course_id: app.courseId },
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const orderId: string = opened.json().order_id;
  const body = notificationBody({
    transactionId: String(700_000 + counter),
    orderId,
    accountId: String(payer.id),
    amountMinor: 2_500_000,
    currency: "KZT",
    occurredAt: new Date("2026-11-24T20:30:00Z"),
    status: "Completed",
  });
  app.harness.clock.set(new Date("2026-11-24T20:31:00Z"));
  const answers = await Promise.all(
    Array.from({ length: purchase.times - 1 }, () => deliverNotification(app, { type: "pay", body })),
  );
  answers.push(await deliverNotification(app, { type: "pay", body }));
  expect(answers.map((answer) => answer.json())).toEqual(Array(purchase.times).fill({ code: 0 }));
  const [payment] = await app.harness.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return payment!;
}

/** A payment staff record for the program: 15,000 KZT in cash. Answers what the call answered (the payment). */
async function recordCashPayment(app: ReceiptsApp, payer: Payer): Promise<{ id: number; order_id: string }> {
  const created = await app.as(app.school, "admin_school", {
    method: "POST",
    url: "/api/v1/pay/create_course_user/",
    payload: { user_id: payer.id, course_id: app.courseId, amount_minor: 1_500_000, currency: "KZT", method: "cash" },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json();
}

/** Staff refund 10,000 KZT of the payment on the morning after (06:00 UTC, 25 November 2026). */
async function refundPart(app: ReceiptsApp, payment: { id: number }): Promise<void> {
  app.harness.clock.set(new Date("2026-11-25T06:00:00Z"));
  const refunded = await app.as(app.school, "admin_school", {
    method: "POST",
    url: `/api/v1/pay/refund/${payment.id}/`,
    payload: { amount_minor: 1_000_000 },
  });
  expect(refunded.statusCode, refunded.body).toBe(200);
}
