import type { UiLanguage } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { describe, expect, it } from "vitest";
import { notificationBody } from "../../../core/payments/cloudpayments.js";
import { notifications, paymentEvents, payments, users } from "../../../db/schema/index.js";
import { settledJobs } from "../../../test/queued-jobs.js";
import { type Payer, receiptsSuite } from "./receipts.test-kit.js";

/**
 * Every payment and refund sends its payer one receipt (decision 0125): an e-mail through a real SMTP server and a
 * line in the notification centre, in the payer's language, however often the provider repeats itself.
 */
const receipts = receiptsSuite();

const newPayer = (language: UiLanguage) => receipts.newPayer({ language, firstName: "Payer" });
const deliver = (type: "pay" | "refund", body: string) => receipts.deliver({ type, body });
const buyAndPay = (payer: Payer, times: number) => receipts.buyAndPay({ payer, times });

/** The payer's receipts once every one of their e-mails has been handed to the SMTP server. */
async function receiptsOf(payer: { id: number; email: string }) {
  // The receipts' job writes the notification once it drew the PDF (decision 0161).
  await settledJobs(receipts.harness.database.db, {
    name: "receipts.issue",
    field: "school_id",
    value: receipts.school.id,
  });
  const rows = await receipts.harness.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, payer.id), eq(notifications.kind, "payment_receipt")));
  for (const row of rows) {
    await settledJobs(receipts.harness.database.db, {
      name: "notifications.email",
      field: "notification_id",
      value: row.id,
    });
  }
  const sent = await receipts.harness.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, payer.id), eq(notifications.kind, "payment_receipt")))
    .orderBy(notifications.id);
  const mails = await Promise.all(
    receipts.smtp.messages
      .filter((mail) => mail.to.includes(payer.email))
      .map(async (mail) => {
        // A receipt's mail carries its PDF: multipart, read as a mail reader reads it.
        const parsed = await simpleParser(mail.raw);
        return { ...mail, text: plain(parsed.text ?? ""), attachments: parsed.attachments };
      }),
  );
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
    expect(mails[0]!.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      [expect.stringMatching(/^receipt-\d{6}\.pdf$/), "application/pdf"],
    ]);
  });

  it("a refund sends one refund receipt; the provider's own notification of it, replayed, sends none", async () => {
    const payer = await newPayer("en");
    const payment = await buyAndPay(payer, 1);
    await receipts.refund(payment);
    const [recorded] = await receipts.harness.database.db
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
    receipts.harness.clock.set(new Date("2026-11-25T09:15:00Z"));
    const created = await receipts.recordCashPayment(payer);
    const { rows, mails } = await receiptsOf(payer);
    expect(rows).toHaveLength(1);
    expect(mails).toHaveLength(1);
    for (const line of [
      "Школа: Школа Алатау",
      "Программа: Архитектура",
      "Сумма: 15 000,00 KZT",
      "Способ оплаты: Наличные",
      "Дата: 25 ноября 2026 г. в 14:15",
      `Номер заказа: ${created.order_id}`,
    ]) {
      expect(mails[0]!.text).toContain(line);
    }
  });

  it("a school's tariff paid through the provider sends its admin a receipt for the tariff", async () => {
    const admin = { id: receipts.school.users.admin_school, email: "" };
    const [row] = await receipts.harness.database.db.select().from(users).where(eq(users.id, admin.id));
    admin.email = row!.email!;
    await receipts.harness.database.db.update(users).set({ language: "en" }).where(eq(users.id, admin.id));
    const opened = await receipts.as(receipts.school, "admin_school", {
      method: "POST",
      url: "/api/v1/pay/pay_tariff/",
      payload: { students: 40, months: 6 },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const [order] = await receipts.harness.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, opened.json().order_id));
    const body = notificationBody({
      transactionId: "800001",
      orderId: order!.orderId,
      accountId: String(admin.id),
      amountMinor: order!.amountMinor,
      currency: "KZT",
      occurredAt: receipts.harness.clock.now(),
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
