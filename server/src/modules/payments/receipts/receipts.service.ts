import type { UiLanguage } from "@school/contracts";
import { type NotifyScope, notify } from "../../../core/notifications/notify.js";
import { type Receipt, receiptText } from "./receipt-text.js";
import * as queries from "./receipts.queries.js";

/** The language a payer reads when they never chose one: the sign-in default. */
const DEFAULT_LANGUAGE: UiLanguage = "ru";

export type ReceiptInput = {
  paymentId: number;
  kind: Receipt["kind"];
  amountMinor: number;
  at: Date;
  /** One receipt per payment and per refund, whatever path and however often it is reached. */
  dedupeKey: string;
};

/**
 * A payment's or a refund's receipt (decision 0125): one notification in the payer's centre and, since receipts are
 * always mailed, its e-mail queued, both in the transaction that records the money, in the payer's language. A
 * payment without a payer (an operator's tariff period) has no receipt.
 */
export async function sendReceipt(scope: NotifyScope, input: ReceiptInput): Promise<void> {
  const facts = await queries.receiptFacts(scope, input.paymentId);
  const payerId = facts?.payment.userId;
  if (!facts || !payerId) return;
  const { payment, school, course } = facts;
  const language = facts.payerLanguage ?? DEFAULT_LANGUAGE;
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
  const text = receiptText(language, {
    kind: input.kind,
    school: inLanguage({ ru: school.name, kk: school.nameKk, en: school.nameEn }),
    item,
    amountMinor: input.amountMinor,
    currency: payment.currency,
    method: payment.method,
    provider: payment.provider,
    at: input.at,
    timeZone: school.timeZone,
    orderId: payment.orderId,
  });
  await notify(scope, {
    userIds: [payerId],
    kind: "payment_receipt",
    ...text,
    link: payment.kind === "tariff" ? "/settings?tab=tariff" : "/my-course",
    dedupeKey: input.dedupeKey,
  });
}
