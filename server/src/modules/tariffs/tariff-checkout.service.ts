import { priceTariff, TARIFF_CURRENCY, type TariffCheckout, type UiLanguage } from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { openOrder } from "../payments/index.js";

/** The order's title, shown on the provider's checkout and in the payments list, in the payer's language (0135). */
const TARIFF_ORDER_TITLE: Record<UiLanguage, (tariff: { students: number; months: number }) => string> = {
  ru: ({ students, months }) => `Тариф: учеников — ${students}, месяцев — ${months}`,
  kk: ({ students, months }) => `Тариф: ${students} оқушы, ${months} ай`,
  en: ({ students, months }) => `Tariff: ${students} students, ${months} months`,
};

/**
 * `pay_tariff/`: prices the tariff on the server and opens an order of kind `tariff` through the payments core; the
 * school admin is sent to the provider's checkout and comes back to /success/tariff/…, whose numbers are only for
 * the address: the page reads the order's state from the server (decision 0055).
 */
export async function payTariff(actor: Actor, input: { students: number; months: number }): Promise<TariffCheckout> {
  const price = priceTariff(input);
  const opened = await openOrder(actor, {
    kind: "tariff",
    userId: actor.caller.userId,
    title: TARIFF_ORDER_TITLE[actor.language](input),
    amountMinor: price.total_minor,
    currency: TARIFF_CURRENCY,
    tariff: input,
    returnPath: `/success/tariff/{orderId}/${price.total_minor}/${price.currency}/${input.students}/${input.months}`,
    failPath: `/success/tariff/{orderId}/${price.total_minor}/${price.currency}/${input.students}/${input.months}`,
  });
  if (opened.checkout_url === null) throw new AppError("conflict", "The order is no longer waiting for a payment");
  return { order_id: opened.order_id, checkout_url: opened.checkout_url, price };
}
