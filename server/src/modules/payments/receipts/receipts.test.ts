import type { UiLanguage } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationBody, signNotification } from "../../../core/payments/cloudpayments.js";
import { notifications, paymentEvents, payments, schools, users } from "../../../db/schema/index.js";
import { startCloudPaymentsFake } from "../../../test/cloudpayments-fake.js";
import { newCourse } from "../../../test/factories.js";
import { settledJobs } from "../../../test/queued-jobs.js";
import { startSmtpCapture } from "../../../test/smtp-capture.js";
import { caller, createTestApp, TEST_PASSWORD, type TestApp, type TestSchool } from "../../../test/test-app.js";
import { addUser } from "../../school/school-setup.service.js";

/**
 * Every payment and refund sends its payer one receipt (decision 0125): an e-mail through a real SMTP server and a
 * line in the notification centre, in the payer's language, however often the provider repeats itself.
 */
const SECRET = "cloudpayments-test-api-secret";
let harness: TestApp;
let school: TestSchool;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let cloudPayments: Awaited<ReturnType<typeof startCloudPaymentsFake>>;
let as: ReturnType<typeof caller>;
let courseId: number;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  cloudPayments = await startCloudPaymentsFake();
  harness = await createTestApp({
    smtpUrl: smtp.url,
    env: {
      CLOUDPAYMENTS_PUBLIC_ID: "pk_test",
      CLOUDPAYMENTS_API_SECRET: SECRET,
      CLOUDPAYMENTS_API_URL: cloudPayments.url,
    },
  });
  school = await harness.newSchool();
  as = caller(harness);
  await harness.database.db
    .update(schools)
    .set({ name: "Школа Алатау", nameKk: "Алатау мектебі", nameEn: "Alatau School", timeZone: "Asia/Almaty" })
    .where(eq(schools.id, school.id));
  courseId = await newCourse(harness.database.db, school.id, {
    cost: 25_000,
    titleRu: "Архитектура",
    titleKk: "Сәулет",
    titleEn: "Architecture",
  });
});
afterAll(async () => {
  await harness.close();
  await smtp.close();
  await cloudPayments.close();
});

/** A student of their own who chose a language, so one test's receipts never show in another's. */
async function newPayer(language: UiLanguage): Promise<{ school: TestSchool; id: number; email: string }> {
  counter += 1;
  const email = `payer.${process.pid}.${counter}@receipts.kz`;
  const id = await addUser(harness.database.db, {
    schoolId: school.id,
    email,
    password: TEST_PASSWORD,
    role: "student",
    firstName: "Payer",
  });
  await harness.database.db.update(users).set({ language }).where(eq(users.id, id));
  return { school: { ...school, users: { ...school.users, student: id } }, id, email };
}

function deliver(type: "pay" | "refund", body: string) {
  return harness.app.inject({
    method: "POST",
    url: `/api/v1/pay/notifications/cloudpayments/${type}/`,
    headers: { "content-type": "application/x-www-form-urlencoded", "content-hmac": signNotification(body, SECRET) },
    payload: body,
  });
}

/** A program bought and paid through CloudPayments' signed notification, delivered `times` times, some at once. */
async function buyAndPay(payer: Awaited<ReturnType<typeof newPayer>>, times: number) {
  const opened = await as(payer.school, "student", {
    method: "POST",
    url: "/api/v1/pay/pay_course/",
    payload: { course_id: courseId },
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
  harness.clock.set(new Date("2026-11-24T20:31:00Z"));
  const answers = await Promise.all(Array.from({ length: times - 1 }, () => deliver("pay", body)));
  answers.push(await deliver("pay", body));
  expect(answers.map((answer) => answer.json())).toEqual(Array(times).fill({ code: 0 }));
  const [payment] = await harness.database.db.select().from(payments).where(eq(payments.orderId, orderId));
  return payment!;
}

/** The payer's receipts once every one of their e-mails has been handed to the SMTP server. */
async function receiptsOf(payer: { id: number; email: string }) {
  const rows = await harness.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, payer.id), eq(notifications.kind, "payment_receipt")));
  for (const row of rows) {
    await settledJobs(harness.database.db, { name: "notifications.email", field: "notification_id", value: row.id });
  }
  const sent = await harness.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, payer.id), eq(notifications.kind, "payment_receipt")))
    .orderBy(notifications.id);
  const mails = smtp.messages
    .filter((mail) => mail.to.includes(payer.email))
    .map((mail) => ({ ...mail, text: plain(mail.text) }));
  return { rows: sent.map((row) => ({ ...row, body: plain(row.body) })), mails };
}

/** Intl writes numbers and dates with no-break spaces; the lines below are written with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("receipts", () => {
  it("a paid purchase sends one receipt in the payer's language, though the provider says so five times", async () => {
    const payer = await newPayer("kk");
    const payment = await buyAndPay(payer, 5);
    expect(payment.status).toBe("paid");
    const { rows, mails } = await receiptsOf(payer);
    expect(rows).toHaveLength(1);
    expect(mails).toHaveLength(1);
    const lines = [
      "Мектеп: Алатау мектебі",
      "Бағдарлама: Сәулет",
      "Сомасы: 25 000,00 KZT",
      "Төлем тәсілі: Банк картасы (CloudPayments)",
      // 20:30 UTC is the next morning in Almaty (UTC+5).
      "Күні: 2026 ж. 25 қараша, 01:30",
      `Тапсырыс нөмірі: ${payment.orderId}`,
    ];
    expect(rows[0]).toMatchObject({ title: "Төлем туралы түбіртек: Сәулет", email: "sent" });
    for (const line of lines) {
      expect(rows[0]!.body).toContain(line);
      expect(mails[0]!.text).toContain(line);
    }
    expect(mails[0]!.raw).toMatch(/Subject: =\?UTF-8\?/);
  });

  it("a refund sends one refund receipt; the provider's own notification of it, replayed, sends none", async () => {
    const payer = await newPayer("en");
    const payment = await buyAndPay(payer, 1);
    harness.clock.set(new Date("2026-11-25T06:00:00Z"));
    const refunded = await as(school, "admin_school", {
      method: "POST",
      url: `/api/v1/pay/refund/${payment.id}/`,
      payload: { amount_minor: 1_000_000 },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [recorded] = await harness.database.db
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.kind, "refunded")));
    const refundTransaction = recorded!.providerTransactionId!;
    const body = notificationBody({
      transactionId: refundTransaction,
      orderId: payment.orderId,
      accountId: String(payer.id),
      amountMinor: 1_000_000,
      currency: "KZT",
      occurredAt: new Date("2026-11-25T06:00:00Z"),
      status: "Refunded",
    });
    expect((await Promise.all([deliver("refund", body), deliver("refund", body)])).map((a) => a.json())).toEqual([
      { code: 0 },
      { code: 0 },
    ]);
    const { rows, mails } = await receiptsOf(payer);
    expect(rows.map((row) => row.title)).toEqual(["Payment receipt: Architecture", "Refund receipt: Architecture"]);
    expect(mails).toHaveLength(2);
    const refund = mails.find((mail) => mail.text.includes("Amount refunded"))!;
    for (const line of [
      "School: Alatau School",
      "Programme: Architecture",
      "Amount refunded: KZT 10,000.00",
      "Payment method: Bank card (CloudPayments)",
      "Date: 25 November 2026 at 11:00",
      `Order number: ${payment.orderId}`,
    ]) {
      expect(refund.text).toContain(line);
    }
  });

  it("a payment staff record sends the student a receipt naming how the money came", async () => {
    const payer = await newPayer("ru");
    harness.clock.set(new Date("2026-11-25T09:15:00Z"));
    const created = await as(school, "admin_school", {
      method: "POST",
      url: "/api/v1/pay/create_course_user/",
      payload: { user_id: payer.id, course_id: courseId, amount_minor: 1_500_000, currency: "KZT", method: "cash" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { rows, mails } = await receiptsOf(payer);
    expect(rows).toHaveLength(1);
    expect(mails).toHaveLength(1);
    for (const line of [
      "Школа: Школа Алатау",
      "Программа: Архитектура",
      "Сумма: 15 000,00 KZT",
      "Способ оплаты: Наличные",
      "Дата: 25 ноября 2026 г. в 14:15",
      `Номер заказа: ${created.json().order_id}`,
    ]) {
      expect(mails[0]!.text).toContain(line);
    }
  });

  it("a school's tariff paid through the provider sends its admin a receipt for the tariff", async () => {
    const admin = { id: school.users.admin_school, email: "" };
    const [row] = await harness.database.db.select().from(users).where(eq(users.id, admin.id));
    admin.email = row!.email!;
    await harness.database.db.update(users).set({ language: "en" }).where(eq(users.id, admin.id));
    const opened = await as(school, "admin_school", {
      method: "POST",
      url: "/api/v1/pay/pay_tariff/",
      payload: { students: 40, months: 6 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const [order] = await harness.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, opened.json().order_id));
    const body = notificationBody({
      transactionId: "800001",
      orderId: order!.orderId,
      accountId: String(admin.id),
      amountMinor: order!.amountMinor,
      currency: "KZT",
      occurredAt: harness.clock.now(),
      status: "Completed",
    });
    expect((await deliver("pay", body)).json()).toEqual({ code: 0 });
    expect((await deliver("pay", body)).json()).toEqual({ code: 0 });
    const { rows, mails } = await receiptsOf(admin);
    expect(rows.map((receipt) => receipt.title)).toEqual(["Payment receipt: 40 students × 6 months"]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("Tariff: 40 students × 6 months");
    expect(mails[0]!.text).toContain(`Order number: ${order!.orderId}`);
  });
});
