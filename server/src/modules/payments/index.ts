/**
 * The payments module's face for other modules (decisions 0051, 0052): `openOrder` opens an order with the configured
 * provider (tariffs and the priority package use it as `pay_course/` does), `settle` records what a provider or a
 * refund reported and runs the listeners.
 */

export { type OpenedOrder, type OpenOrderInput, type OrderUtm, openOrder } from "./checkout/open-order.js";
export type { PaymentRow } from "./ledger.queries.js";
export { paymentsModule } from "./payments.module.js";
export { handleProviderWebhook, type ProviderWebhookAnswer } from "./provider-webhooks/provider-webhooks.service.js";
export {
  type SettleInput,
  type Settlement,
  type SettleResult,
  settle,
  settledOf,
} from "./settle.js";
