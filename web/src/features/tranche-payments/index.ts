/**
 * Tranches paid online and instalments (issue 38, decision 0159): the link's page, the student's payments, staff's
 * Send link, a program's plan and its Buy in N payments, the lock at an overdue payment.
 */
export { InstalmentPlanPanel } from "./components/InstalmentPlanPanel";
export { MyPaymentsScreen } from "./components/MyPaymentsScreen";
export { PaymentLinkScreen } from "./components/PaymentLinkScreen";
export { SendPaymentLinkButton } from "./components/SendPaymentLinkButton";
export { loadBuyInInstalments, loadInstalmentOverdue, loadLockedLessonsNotice } from "./lazy";
