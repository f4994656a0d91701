import type { PaymentReceipt, UiLanguage } from "@school/contracts";
import { hasAccess, requireAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { notify } from "../../../core/notify/notify.js";
import type { ListenerScope } from "../../../core/payments/listeners.js";
import { inTransaction, type SchoolWork, type Scope } from "../../../core/tenancy/scope.js";
import { filledRequisites } from "../../requisites/index.js";
import { RECEIPT_PDF } from "./receipt-pdf.js";
import { type Receipt, type ReceiptDocument, receiptText } from "./receipt-text.js";
import * as queries from "./receipts.queries.js";

/** The language a payer reads when they never chose one: the sign-in default. */
const DEFAULT_LANGUAGE: UiLanguage = "ru";

export type ReceiptInput = {
  paymentId: number;
  kind: Receipt["kind"];
  amountMinor: number;
  at: Date;
  /** One receipt per payment and per refund, whatever path and however often it is reached. */
  key: string;
  refundEventId: number | null;
};

/**
 * A payment's or a refund's receipt (decisions 0125, 0161), recorded in the transaction that records the money: one
 * row per key (a replayed settle writes none) and, with it, the `receipts.issue` job that fiscalises it (when a
 * register is configured), draws its PDF and sends it. A payment without a payer (an operator's tariff period) has
 * no receipt.
 */
export async function recordReceipt(scope: ListenerScope, input: ReceiptInput): Promise<void> {
  const facts = await queries.receiptFacts(scope, input.paymentId);
  if (!facts?.payment.userId) return;
  const id = await queries.insertReceipt(scope, {
    paymentId: input.paymentId,
    kind: input.kind,
    key: input.key,
    refundEventId: input.refundEventId,
    amountMinor: input.amountMinor,
    issuedAt: input.at,
    fiscalState: scope.deps.fiscal ? "pending" : "off",
  });
  if (id !== null) await scope.jobs.enqueue("receipts.issue", { school_id: scope.schoolId, receipt_id: id });
}

/** A receipt's number as its PDF and the screens print it. */
export const receiptNumber = (id: number) => String(id).padStart(6, "0");

/**
 * The receipt as its PDF prints it, in the payer's language (or `language`, the one a payer now reads the app in);
 * null when its payment or payer is gone.
 */
export async function receiptDocument(
  scope: Scope,
  { receipt, language }: { receipt: queries.ReceiptRow; language?: UiLanguage },
) {
  const facts = await queries.receiptFacts(scope, receipt.paymentId);
  if (!facts) return null;
  const { payment, school, course, payer } = facts;
  language ??= (facts.payerLanguage as UiLanguage | null) ?? DEFAULT_LANGUAGE;
  const inLanguage = (texts: Record<UiLanguage, string>) => texts[language] || texts.ru;
  const item: Receipt["item"] =
    payment.kind === "tariff"
      ? { kind: "tariff", students: payment.tariffStudents ?? 0, months: payment.tariffMonths ?? 0 }
      : payment.kind === "priority_package"
        ? { kind: "package" }
        : {
            kind: "course",
            title: course ? inLanguage({ ru: course.titleRu, kk: course.titleKk, en: course.titleEn }) : payment.title,
          };
  const requisites = await filledRequisites(scope);
  const schoolName = inLanguage({ ru: school.name, kk: school.nameKk, en: school.nameEn });
  const document: ReceiptDocument = {
    kind: receipt.kind,
    school: schoolName,
    item,
    amountMinor: receipt.amountMinor,
    currency: payment.currency,
    method: payment.method,
    provider: payment.provider,
    at: receipt.issuedAt,
    timeZone: school.timeZone,
    orderId: payment.orderId,
    number: receiptNumber(receipt.id),
    payer: [`${payer.firstName ?? ""} ${payer.lastName ?? ""}`.trim(), payer.email].filter(Boolean).join(", "),
    seller: requisites.legalName
      ? { name: requisites.legalName, bin: requisites.bin, address: requisites.legalAddress }
      : { name: schoolName, bin: "", address: "" },
    vatRate: requisites.vatPayer ? requisites.vatRate : null,
    fiscal:
      receipt.fiscalState === "registered" && receipt.fiscalSign
        ? {
            provider: receipt.fiscalProvider ?? "",
            sign: receipt.fiscalSign,
            number: receipt.fiscalNumber ?? "",
            url: receipt.fiscalUrl,
            at: receipt.fiscalAt ?? receipt.issuedAt,
          }
        : null,
  };
  return {
    document,
    language,
    payerId: payment.userId,
    payerEmail: payer.email,
    paymentKind: payment.kind,
    /** What was bought as it was named when bought (the school's own language): the register prints this one. */
    paymentTitle: payment.title,
  };
}

/** The PDF's file name: the kind and the number, the same in every language. */
const fileName = (receipt: queries.ReceiptRow) => `receipt-${receiptNumber(receipt.id)}.pdf`;

/**
 * The job's second half: the PDF drawn (with the fiscal block when there is one), stored under the receipt's own key
 * (a retry overwrites the same file) and, once, the payer's notification with it attached to the e-mail. The
 * notification's key makes it once: a re-drawn PDF after a fiscal retry replaces the file, not the mail.
 */
export async function drawAndSend(scope: SchoolWork, receipt: queries.ReceiptRow): Promise<void> {
  const drawn = await receiptDocument(scope, { receipt });
  if (!drawn) return;
  const pdf = await scope.deps.pdfs.draw(RECEIPT_PDF, { receipt: drawn.document, language: drawn.language });
  const key = `receipts/${scope.schoolId}/${receipt.id}.pdf`;
  await scope.deps.storage.put(key, pdf, "application/pdf");
  await inTransaction(scope, async (tx) => {
    await queries.setReceiptPdf(tx, { id: receipt.id, pdfKey: key, language: drawn.language });
    if (!drawn.payerId) return;
    await notify(tx, {
      userIds: [drawn.payerId],
      kind: "payment_receipt",
      ...receiptText(drawn.language, drawn.document),
      // The student finds it among their payments; a school admin, beside the tariff it paid.
      link: drawn.paymentKind === "tariff" ? "/settings?tab=tariff" : "/settings?tab=payments",
      dedupeKey:
        receipt.kind === "payment" ? `receipt:payment:${receipt.paymentId}` : `receipt:refund:${receipt.refundEventId}`,
      attachment: { key, filename: fileName(receipt) },
    });
  });
}

/** A receipt as the screens show it; why the register refused is staff's to read, not the payer's. */
function toAnswer(row: { receipt: queries.ReceiptRow; currency: string }, showError: boolean): PaymentReceipt {
  const { receipt } = row;
  return {
    id: receipt.id,
    payment_id: receipt.paymentId,
    kind: receipt.kind,
    number: receiptNumber(receipt.id),
    amount_minor: receipt.amountMinor,
    currency: row.currency,
    issued_at: receipt.issuedAt.toISOString(),
    pdf_ready: receipt.pdfKey !== null,
    fiscal_state: receipt.fiscalState,
    fiscal_provider: receipt.fiscalProvider,
    fiscal_sign: receipt.fiscalSign,
    fiscal_number: receipt.fiscalNumber,
    fiscal_url: receipt.fiscalUrl,
    fiscal_at: receipt.fiscalAt?.toISOString() ?? null,
    fiscal_error: showError ? receipt.fiscalError : null,
  };
}

/** A payment's receipts: its payer's own, or any of the school's for staff (payment.read). */
export async function listReceipts(actor: Actor, paymentId: number): Promise<{ results: PaymentReceipt[] }> {
  const facts = await queries.receiptFacts(actor, paymentId);
  await requireAccess(actor, "payment.read", { userId: facts?.payment.userId ?? 0 });
  const staff = await hasAccess(actor, "payment.manage");
  const rows = await queries.receiptsOfPayment(actor, paymentId);
  return { results: rows.map((row) => toAnswer(row, staff)) };
}

/** One receipt that the caller may read, or 404 when there is none. */
async function readableReceipt(actor: Actor, id: number) {
  const found = await queries.receiptById(actor, id);
  if (!found) throw new AppError("not_found", "No such receipt");
  await requireAccess(actor, "payment.read", { userId: found.payerId ?? 0 });
  return found;
}

/**
 * The receipt's PDF: the stored one (the one mailed, in the payer's language then). The payer who now reads the app
 * in another language, or anyone in the seconds before the job drew it, gets it drawn now by the same function.
 */
export async function receiptPdfFile(actor: Actor, id: number): Promise<{ pdf: Buffer; disposition: string }> {
  const { receipt, payerId } = await readableReceipt(actor, id);
  const language = payerId === actor.caller.userId ? actor.language : undefined;
  const storedFits = receipt.pdfKey && (language === undefined || language === receipt.language);
  let pdf = storedFits && receipt.pdfKey ? await actor.deps.storage.get(receipt.pdfKey) : null;
  if (!pdf) {
    const drawn = await receiptDocument(actor, { receipt, language });
    if (!drawn) throw new AppError("not_found", "No such receipt");
    pdf = await actor.deps.pdfs.draw(RECEIPT_PDF, { receipt: drawn.document, language: drawn.language });
  }
  return { pdf, disposition: `attachment; filename="${fileName(receipt)}"` };
}

/**
 * Staff send a receipt whose fiscal registration failed to the register again: back to pending, and the same job
 * (whose claim and the register's ExternalCheckNumber keep it to one fiscal receipt) runs once more.
 */
export async function retryFiscal(actor: Actor, id: number): Promise<PaymentReceipt> {
  const found = await readableReceipt(actor, id);
  if (!actor.deps.fiscal) {
    throw new AppError("conflict", "Fiscal receipts are off on this platform (FISCAL_PROVIDER)");
  }
  return inTransaction(actor, async (tx) => {
    const row = await queries.settleFiscal(tx, {
      id,
      values: { fiscalState: "pending", fiscalAttempts: 0, fiscalError: null, fiscalClaimedAt: null },
      from: ["failed", "off"],
    });
    if (!row) throw new AppError("conflict", "This receipt is already fiscalised or being fiscalised");
    await tx.jobs.enqueue("receipts.issue", { school_id: tx.schoolId, receipt_id: id });
    return toAnswer({ receipt: row, currency: found.currency }, true);
  });
}
