import { priceTariff, TARIFF_CURRENCY, type TariffCheckout } from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { openOrder } from "../payments/index.js";

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
    title: `Тариф: ${input.students} учеников × ${input.months} мес.`,
    amountMinor: price.total_minor,
    currency: TARIFF_CURRENCY,
    tariff: input,
    returnPath: `/success/tariff/{orderId}/${price.total_minor}/${price.currency}/${input.students}/${input.months}`,
    failPath: `/success/tariff/{orderId}/${price.total_minor}/${price.currency}/${input.students}/${input.months}`,
  });
  if (opened.checkout_url === null) throw new AppError("conflict", "The order is no longer waiting for a payment");
  return { order_id: opened.order_id, checkout_url: opened.checkout_url, price };
}
