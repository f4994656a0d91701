/**
 * The in-app notification centre's vocabulary (issue 22, decision 0063), without zod: the header's bell reads it on
 * the first screen, which downloads no schema (decision 0039).
 */

/** What a notification is about, of the kinds each user chooses how they reach them. */
export const CHOOSABLE_NOTIFICATION_KINDS = [
  "school_notice",
  "mailing",
  "document_alert",
  "deadline_alert",
  "grade",
  "schedule_change",
  "task_due",
  "rule_notice",
] as const;
export type ChoosableNotificationKind = (typeof CHOOSABLE_NOTIFICATION_KINDS)[number];
/**
 * Every kind: the choosable ones, a payment's receipt, which always goes by e-mail too (decision 0125), and the
 * school's rejection of a Kaspi or transfer payment, which the payer must read as surely (decision 0160).
 */
export const NOTIFICATION_KINDS = [...CHOOSABLE_NOTIFICATION_KINDS, "payment_receipt", "payment_review"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** In the app only, also by e-mail at once, or in the app and in one e-mail a day (the digest). */
export const NOTIFICATION_DELIVERIES = ["app", "email", "digest"] as const;
export type NotificationDelivery = (typeof NOTIFICATION_DELIVERIES)[number];

/**
 * What a kind does for a user who chose nothing: a school notice is the school's e-mail (`send_mail/`), so it goes
 * by e-mail at once, and so do a schedule change (a lesson cancelled or moved matters before the next visit to the
 * app, decision 0081), a grade (a student waits for it, often away from the app, decision 0078) and a staff task's
 * reminder (it is due now, decision 0149); the rest already
 * have their own mail (a mailing, the CRM's expiry alerts) or are small, so they stay in the app. A receipt is no one's
 * choice: no preference is kept for it, so it is always mailed.
 */
export const DEFAULT_NOTIFICATION_DELIVERY: Record<NotificationKind, NotificationDelivery> = {
  school_notice: "email",
  mailing: "app",
  document_alert: "app",
  deadline_alert: "app",
  grade: "email",
  schedule_change: "email",
  task_due: "email",
  rule_notice: "app",
  payment_receipt: "email",
  payment_review: "email",
};

/** The bell's live channel: a WebSocket outside /api/v1/, opened with a hello carrying the access token. */
export const NOTIFICATION_SOCKET_PATH = "/api/live/notifications/";

/**
 * What the server sends on the bell's channel: the caller's unread notifications and waiting conversations, at once and
 * after every change; and that a student's conversation changed (issue 37), to the school's staff who read the inbox
 * and to that student.
 */
export type NotificationSocketMessage =
  | { type: "unread"; unread: number; threads: number }
  | { type: "conversation"; student_id: number }
  | { type: "error"; code: string; detail: string };

/** The hour of the school's morning (its own time zone) at which the daily digest goes out. */
export const DIGEST_LOCAL_HOUR = 8;
