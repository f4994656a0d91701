import { type CurrencyCode, inLanguage, MINOR_UNITS_PER_MAJOR, type OpenedOrderAnswer } from "@school/contracts";
import type { Visitor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { openOrder } from "../payments/index.js";
import * as queries from "./tranche-payments.queries.js";

/** What an order for a tranche is called: the program and which payment, or the tranche's note. */
const TITLE = {
  ru: (number: number, of: number) => `платёж ${number} из ${of}`,
  kk: (number: number, of: number) => `${of} төлемнің ${number}-сі`,
  en: (number: number, of: number) => `payment ${number} of ${of}`,
};
const PLAIN_TITLE = { ru: "Оплата обучения", kk: "Оқу ақысы", en: "Tuition payment" };

export async function trancheTitle(scope: Visitor, tranche: queries.TrancheRow) {
  const plan = await queries.instalmentOf(scope, tranche.id);
  if (!plan) return { title: tranche.note.trim() || inLanguage(scope.language, PLAIN_TITLE), plan };
  const program = inLanguage(scope.language, { ru: plan.titleRu, kk: plan.titleKk, en: plan.titleEn });
  return { title: `${program}: ${TITLE[scope.language](plan.number, plan.of)}`, plan };
}

/**
 * THE way a tranche is paid online (decision 0159), whoever presses Pay (the student, or anyone holding its link):
 * one order per tranche at a time, named by its idempotency key, so any number of concurrent Pays answer the same
 * order and the provider is paid once; a failed or refunded order gives way to a new one. The order is the student's
 * (the settle path enrols, credits the referrer and sends the receipt as for any purchase) and names its tranche, so
 * the tranche listener marks that one.
 */
export async function openTrancheOrder(
  payer: Visitor,
  input: { tranche: queries.TrancheRow; returnPath: string },
): Promise<OpenedOrderAnswer> {
  const { tranche } = input;
  if (tranche.paidOn !== null) throw new AppError("payment_link_closed", "This payment is already paid");
  const school = await queries.schoolFacts(payer);
  const currency = (school?.currency ?? "KZT") as CurrencyCode;
  const amountMinor = tranche.amount * (MINOR_UNITS_PER_MAJOR[currency] ?? 100);
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new AppError("validation_failed", "The tranche's sum cannot be paid online", {
      fields: { amount: "a positive whole sum" },
    });
  }
  const previous = await queries.latestOrderOf(payer, tranche.id);
  const key =
    previous && previous.status !== "pending" ? `tranche-${tranche.id}-after-${previous.id}` : `tranche-${tranche.id}`;
  const { title, plan } = await trancheTitle(payer, tranche);
  const opened = await openOrder(payer, {
    kind: "course",
    userId: tranche.userId,
    courseId: plan?.courseId ?? null,
    title,
    amountMinor,
    currency,
    idempotencyKey: key,
    returnPath: input.returnPath,
    failPath: input.returnPath,
  });
  const paymentId = opened.order_id ? await queries.paymentIdOf(payer, opened.order_id) : undefined;
  if (paymentId !== undefined) await queries.nameTranche(payer, { paymentId, trancheId: tranche.id });
  return opened;
}
