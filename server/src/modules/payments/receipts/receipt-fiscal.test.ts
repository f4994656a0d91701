import type { PaymentReceipt, UiLanguage } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { paymentReceipts, schoolRequisites } from "../../../db/schema/index.js";
import type { JobContext } from "../../../deps.js";
import { pdfText } from "../../../test/pdf-text.js";
import { settledJobs } from "../../../test/queued-jobs.js";
import { startWebkassaFake, WEBKASSA } from "../../../test/webkassa-fake.js";
import { issueReceiptJob } from "./receipt.job.js";
import { type Payer, receiptsSuite } from "./receipts.test-kit.js";

/**
 * A receipt per payment and per refund, as a PDF in the payer's language, fiscalised through Webkassa's protocol
 * (decision 0161): the app talks to a local fake of Webkassa's API v4 (test/webkassa-fake.ts) and a real SMTP server;
 * the PDFs are read back with poppler's pdftotext.
 */
let webkassa: Awaited<ReturnType<typeof startWebkassaFake>>;
const receipts = receiptsSuite(async () => {
  webkassa = await startWebkassaFake();
  return {
    FISCAL_PROVIDER: "webkassa",
    WEBKASSA_API_URL: webkassa.url,
    WEBKASSA_API_KEY: WEBKASSA.apiKey,
    WEBKASSA_LOGIN: WEBKASSA.login,
    WEBKASSA_PASSWORD: WEBKASSA.password,
    WEBKASSA_CASHBOX: WEBKASSA.cashbox,
  };
});
afterAll(() => webkassa.close());

const newPayer = (language: UiLanguage) => receipts.newPayer({ language, firstName: "Айгерим", lastName: "Серікова" });
const buyAndPay = (payer: Payer) => receipts.buyAndPay({ payer, times: 1 });

/** Every receipt job of the school run to its end, and the e-mails they wrote handed to the SMTP server. */
async function receiptsIssued() {
  const db = receipts.harness.database.db;
  await settledJobs(db, { name: "receipts.issue", field: "school_id", value: receipts.school.id, timeoutMs: 60_000 });
  await settledJobs(db, { name: "notifications.email", field: "school_id", value: receipts.school.id });
}

async function receiptsAs(payer: Payer, paymentId: number, role: "student" | "admin_school" = "student") {
  const answer = await receipts.as(role === "student" ? payer.school : receipts.school, role, {
    method: "GET",
    url: `/api/v1/pay/receipts/${paymentId}/`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().results as PaymentReceipt[];
}

async function downloadAs(payer: Payer, receiptId: number) {
  const answer = await receipts.as(payer.school, "student", {
    method: "GET",
    url: `/api/v1/pay/receipt/${receiptId}/pdf/`,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers["content-type"]).toBe("application/pdf");
  return pdfText(answer.rawPayload);
}

async function mailsTo(payer: Payer) {
  return Promise.all(
    receipts.smtp.messages.filter((mail) => mail.to.includes(payer.email)).map((mail) => simpleParser(mail.raw)),
  );
}

describe("receipts as PDF, fiscalised through Webkassa", () => {
  it("a payment's receipt: the seller's requisites, VAT, the fiscal sign and link, in Kazakh, mailed and downloadable", async () => {
    await receipts.harness.database.db
      .insert(schoolRequisites)
      .values({
        schoolId: receipts.school.id,
        legalName: "ТОО «Алатау Білім»",
        bin: "180740012345",
        legalAddress: "Алматы, Абай даңғылы, 10",
        vatPayer: true,
        vatRate: 12,
      })
      .onConflictDoNothing();
    const payer = await newPayer("kk");
    const payment = await buyAndPay(payer);
    await receiptsIssued();
    const [receipt] = await receiptsAs(payer, payment.id);
    expect(receipt).toMatchObject({
      kind: "payment",
      amount_minor: 2_500_000,
      currency: "KZT",
      pdf_ready: true,
      fiscal_state: "registered",
      fiscal_provider: "webkassa",
      fiscal_number: expect.any(String),
    });
    const check = webkassa.checks.find((each) => each.checkNumber === receipt!.fiscal_sign)!;
    expect(check).toMatchObject({ operationType: 2, total: 25_000, paymentType: 1, taxPercent: 12 });
    // The title it was bought under (the buyer read Kazakh at checkout).
    expect(check.positionName).toBe("Сәулет");
    expect(receipt!.fiscal_url).toContain(check.checkNumber);

    const text = await downloadAs(payer, receipt!.id);
    for (const line of [
      "Төлем туралы түбіртек",
      `№ ${receipt!.number} түбіртек`,
      "Сатушы: ТОО «Алатау Білім», БСН 180740012345",
      "Сатып алушы: Айгерим Серікова",
      "Бағдарлама: Сәулет",
      "Сомасы: 25 000,00 KZT",
      "Оның ішінде ҚҚС 12 %: 2 678,57 KZT",
      "Төлем тәсілі: Банк картасы (CloudPayments)",
      "Күні: 2026 ж. 25 қараша, 01:30",
      "Фискалдық чек",
      `Фискалдық белгі: ${receipt!.fiscal_sign}`,
      "Онлайн-касса: Webkassa",
    ]) {
      expect(text).toContain(line);
    }
    expect(text.replace(/ /g, "")).toContain(`Чектітексеру:${receipt!.fiscal_url}`);

    const [mail, ...more] = await mailsTo(payer);
    expect(more).toHaveLength(0);
    const attached = mail!.attachments.find((file) => file.contentType === "application/pdf")!;
    expect(attached.filename).toBe(`receipt-${receipt!.number}.pdf`);
    expect(await pdfText(attached.content)).toContain(`Фискалдық белгі: ${receipt!.fiscal_sign}`);
  });

  it("a refund gets its own receipt, fiscalised as a return, in English", async () => {
    const payer = await newPayer("en");
    const payment = await buyAndPay(payer);
    await receipts.refund(payment);
    await receiptsIssued();
    const issued = await receiptsAs(payer, payment.id);
    expect(issued.map((each) => [each.kind, each.amount_minor, each.fiscal_state])).toEqual([
      ["payment", 2_500_000, "registered"],
      ["refund", 1_000_000, "registered"],
    ]);
    const refund = issued[1]!;
    expect(webkassa.checks.find((each) => each.checkNumber === refund.fiscal_sign)).toMatchObject({
      operationType: 3,
      total: 10_000,
    });
    const text = await downloadAs(payer, refund.id);
    for (const line of [
      "Refund receipt",
      `Receipt No. ${refund.number}`,
      "Amount refunded: KZT 10,000.00",
      "Date: 25 November 2026 at 11:00",
      `Fiscal sign: ${refund.fiscal_sign}`,
      `Order number: ${payment.orderId}`,
    ]) {
      expect(text).toContain(line);
    }
    expect(await mailsTo(payer)).toHaveLength(2);
  });

  it("Webkassa's expired session is signed in again and the same check sent once more", async () => {
    const payer = await newPayer("ru");
    const before = webkassa.calls.length;
    webkassa.expireTokens();
    const payment = await buyAndPay(payer);
    await receiptsIssued();
    const [receipt] = await receiptsAs(payer, payment.id);
    expect(receipt!.fiscal_state).toBe("registered");
    const paths = webkassa.calls.slice(before).map((call) => call.path);
    // The old token refused (code 2), a new session, the check again: one check registered.
    expect(paths).toEqual(["/api/v4/Check", "/api/v4/Authorize", "/api/v4/Check"]);
    expect(webkassa.checks.filter((each) => each.checkNumber === receipt!.fiscal_sign)).toHaveLength(1);
  });

  it("a refusal leaves the receipt failed for staff, mailed without a fiscal block; staff send it again", async () => {
    const payer = await newPayer("ru");
    webkassa.answerNext({ code: 7, text: "Касса заблокирована" });
    const payment = await buyAndPay(payer);
    await receiptsIssued();
    const [staffView] = await receiptsAs(payer, payment.id, "admin_school");
    expect(staffView).toMatchObject({ fiscal_state: "failed", fiscal_error: "Webkassa 7: Касса заблокирована" });
    const [payerView] = await receiptsAs(payer, payment.id);
    expect(payerView).toMatchObject({ fiscal_state: "failed", fiscal_error: null });
    expect(await mailsTo(payer)).toHaveLength(1);
    expect(await downloadAs(payer, staffView!.id)).not.toContain("Фискальный признак");

    const refused = await receipts.as(payer.school, "student", {
      method: "POST",
      url: `/api/v1/pay/receipt/${staffView!.id}/fiscalise/`,
    });
    expect(refused.statusCode).toBe(403);
    const retried = await receipts.as(receipts.school, "admin_school", {
      method: "POST",
      url: `/api/v1/pay/receipt/${staffView!.id}/fiscalise/`,
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ fiscal_state: "pending", fiscal_error: null });
    await receiptsIssued();
    const [after] = await receiptsAs(payer, payment.id, "admin_school");
    expect(after).toMatchObject({ fiscal_state: "registered", fiscal_error: null });
    expect(await downloadAs(payer, after!.id)).toContain(`Фискальный признак: ${after!.fiscal_sign}`);
    // The PDF was drawn again; the mail went once.
    expect(await mailsTo(payer)).toHaveLength(1);
    const again = await receipts.as(receipts.school, "admin_school", {
      method: "POST",
      url: `/api/v1/pay/receipt/${after!.id}/fiscalise/`,
    });
    expect(again.statusCode).toBe(409);
  });

  it("a register that is down is asked again; a payment recorded in cash is fiscalised as cash without requisites' VAT", async () => {
    await receipts.harness.database.db
      .update(schoolRequisites)
      .set({ vatPayer: false, vatRate: null })
      .where(eq(schoolRequisites.schoolId, receipts.school.id));
    const payer = await newPayer("ru");
    webkassa.answerNext({ httpStatus: 502 });
    webkassa.slowDown(200);
    const created = await receipts.recordCashPayment(payer);
    const paymentId: number = created.id;
    const [row] = await receipts.harness.database.db
      .select()
      .from(paymentReceipts)
      .where(and(eq(paymentReceipts.paymentId, paymentId), eq(paymentReceipts.key, "payment")));
    // Runs of the job at once beside the worker's (a retry overlapping a slow attempt): one check, whatever wins.
    const context = { deps: receipts.harness.deps } as JobContext;
    const runs = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        issueReceiptJob.handle({ school_id: receipts.school.id, receipt_id: row!.id }, context),
      ),
    );
    expect(runs.some((run) => run.status === "rejected")).toBe(true);
    await expect
      .poll(async () => (await receiptsAs(payer, paymentId))[0]!.fiscal_state, { timeout: 60_000, interval: 500 })
      .toBe("registered");
    await receiptsIssued();
    const [receipt] = await receiptsAs(payer, paymentId);
    const registered = webkassa.checks.filter((each) =>
      each.externalCheckNumber.startsWith(`${receipts.school.id}-${paymentId}-`),
    );
    expect(registered).toHaveLength(1);
    expect(registered[0]).toMatchObject({ paymentType: 0, taxPercent: 0, total: 15_000 });
    const text = await downloadAs(payer, receipt!.id);
    for (const line of ["Способ оплаты: Наличные", "Без НДС", `Фискальный признак: ${receipt!.fiscal_sign}`]) {
      expect(text).toContain(line);
    }
    expect(await mailsTo(payer)).toHaveLength(1);
    webkassa.slowDown(0);
  }, 90_000);
});
