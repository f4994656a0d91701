import { calcTariff, getMyTariff, payTariff } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** The price of `students` for `months` (the server's price table, decision 0055). */
export function fetchTariffPrice(input: { students: number; months: number }, signal?: AbortSignal) {
  return callEndpoint(calcTariff, { query: { std: input.students, month: input.months }, signal });
}

/** The school's current tariff, whether it is active, the next payment and the history. */
export function fetchMyTariff(signal?: AbortSignal) {
  return callEndpoint(getMyTariff, { signal });
}

/** Opens the tariff's order; the answer names the provider's checkout page. */
export function openTariffCheckout(input: { students: number; months: number }) {
  return callEndpoint(payTariff, { body: input });
}
