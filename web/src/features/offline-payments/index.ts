// Kaspi, bank transfer and cash, confirmed by staff in the reconciliation queue (issue 38, decision 0160).

export { MyOfflinePayments } from "./components/MyOfflinePayments";
export { OtherWaysToPay } from "./components/OtherWaysToPay";

/** The settings' Kaspi and transfer tab, in a chunk of its own: only staff who manage the school open it. */
export const loadOfflineSettingsTab = () => import("./components/OfflineSettingsTab");
/** Finance → Reconciliation, in a chunk of its own. */
export const loadReconciliationTab = () => import("./components/ReconciliationTab");
