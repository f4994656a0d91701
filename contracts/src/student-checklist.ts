import { z } from "zod";
import { PERMISSIONS, type Permission } from "./access.js";
import { dbId } from "./fields.js";
import { daysBetween } from "./schedule.js";

/**
 * The document checklist, expiry alerts and personal-data calls (decision 0033). The checklist is computed, not
 * stored: every item comes from the student record, the document checks, the uploaded documents and the required
 * documents of the programs the student has an application status for.
 */

/** Days before a date (a document's expiry, a round's close) on which an alert is sent: each once. */
export const EXPIRY_ALERT_DAYS = [60, 30, 7] as const;
export type ExpiryAlertDays = (typeof EXPIRY_ALERT_DAYS)[number];
/** Within this many days of its expiry a document counts as expiring: the first alert's distance. */
export const EXPIRING_WITHIN_DAYS = EXPIRY_ALERT_DAYS[0];
/** The hour of the school's own day (its `time_zone`) from which that day's alerts go out. */
export const ALERT_LOCAL_HOUR = 9;

export const CHECKLIST_GROUPS = ["identity", "program", "uploaded", "finance", "apostille"] as const;
export type ChecklistGroup = (typeof CHECKLIST_GROUPS)[number];
export const CHECKLIST_STATES = ["missing", "handed_in", "checked", "expiring", "expired"] as const;
export type ChecklistState = (typeof CHECKLIST_STATES)[number];

/**
 * One item's state, the first that holds: a passed expiry date, an expiry within `EXPIRING_WITHIN_DAYS`, checked by
 * a manager, a file handed in, or nothing yet. A date outranks the rest: an expired passport is no help however well
 * it was checked.
 */
export function checklistState(
  item: { handedIn: boolean; checked: boolean; expiresOn: string | null },
  today: string,
): ChecklistState {
  if (item.expiresOn !== null) {
    const left = daysBetween(today, item.expiresOn);
    if (left < 0) return "expired";
    if (left <= EXPIRING_WITHIN_DAYS) return "expiring";
  }
  if (item.checked) return "checked";
  if (item.handedIn) return "handed_in";
  return "missing";
}

/** The alert a date `daysLeft` away calls for: the nearest threshold reached, or none (passed, or still far). */
export function alertThreshold(daysLeft: number): ExpiryAlertDays | null {
  if (daysLeft < 0) return null;
  const reached = EXPIRY_ALERT_DAYS.filter((days) => daysLeft <= days);
  return reached.length === 0 ? null : (reached[reached.length - 1] ?? null);
}

export const checklistItem = z.object({
  /** Stable within the student: `passport`, `visa`, `program:{course}:{Russian name}`, `document:{id}`, a check's field. */
  key: z.string(),
  group: z.enum(CHECKLIST_GROUPS),
  /**
   * The program document's name in the reader's language (decision 0134), or the uploaded file's own; standard items
   * are named by their key on the web.
   */
  name: z.string(),
  course_id: z.number().int().nullable(),
  course_title: z.string().nullable(),
  state: z.enum(CHECKLIST_STATES),
  expires_on: z.string().nullable(),
});
export type ChecklistItem = z.infer<typeof checklistItem>;

export const ALERT_SUBJECTS = ["document", "round"] as const;
export const documentAlert = z.object({
  id: z.number().int(),
  subject: z.enum(ALERT_SUBJECTS),
  /** The checklist item's key, or `round:{id}`. */
  key: z.string(),
  name: z.string(),
  course_id: z.number().int().nullable(),
  days: z.number().int(),
  due_on: z.string(),
  sent_at: z.string(),
});
export type DocumentAlert = z.infer<typeof documentAlert>;

export const studentChecklist = z.object({
  user_id: z.number().int(),
  /** The school's today, which the states were computed against. */
  today: z.string(),
  items: z.array(checklistItem),
  /** Alerts sent whose date has not passed yet, the nearest first. */
  alerts: z.array(documentAlert),
});
export type StudentChecklist = z.infer<typeof studentChecklist>;

/** What the audit log records: a read of the student's data, a change, an export, the erasure. */
export const AUDIT_ACTIONS = ["read", "write", "export", "erase"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const AUDIT_PAGE_SIZE = 50;
export const auditEntry = z.object({
  id: z.number().int(),
  action: z.enum(AUDIT_ACTIONS),
  /** The call, as `METHOD path` of the contract. */
  call: z.string(),
  /**
   * What the call reached, as the permission it was made under (a screen names it in its reader's language); null for
   * a call the API no longer has.
   */
  data: z.enum(PERMISSIONS as [Permission, ...Permission[]]).nullable(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditQuery = z.object({
  /** Keyset: entries older than this id. */
  before: dbId.optional(),
});
export const auditPage = z.object({ results: z.array(auditEntry), next_before: z.number().int().nullable() });
export type AuditPage = z.infer<typeof auditPage>;

/** The erasure is confirmed by typing the student's e-mail, so it cannot be one stray click. */
export const erasureBody = z.object({ confirm_email: z.string().min(1).max(254) }).strict();
export const erasureResult = z.object({
  user_id: z.number().int(),
  files_removed: z.number().int(),
  payments_kept: z.number().int(),
});
