/**
 * Tranches paid online and instalments (issue 38, decision 0159): the link's page, the student's payments, staff's
 * Send link, a program's plan and its Buy in N payments, the lock at an overdue payment.
 */
// The payment pages import their screens' own modules, and a program's plan comes through its loader: a screen that
// wants one light part of this feature does not download its tables and forms (decision 0174).
export { SendPaymentLinkButton } from "./components/SendPaymentLinkButton";
export { loadBuyInInstalments, loadInstalmentOverdue, loadInstalmentPlanPanel, loadLockedLessonsNotice } from "./lazy";
