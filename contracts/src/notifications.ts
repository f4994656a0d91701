import { z } from "zod";
import { dbId } from "./fields.js";
import { CHOOSABLE_NOTIFICATION_KINDS, NOTIFICATION_DELIVERIES, NOTIFICATION_KINDS } from "./notification-kinds.js";
import { pageOf, pageParam } from "./pagination.js";
import { SIGNED_IN_ROLES } from "./roles.js";

export * from "./notification-kinds.js";

/** Bounds of a school notice (decision 0064). */
export const NOTICE_TITLE_MAX = 200;
/** The body is rich text (HTML, sanitised on the server with an allow-list); this bounds what is sent. */
export const NOTICE_BODY_MAX = 20_000;
/** "Chosen users": at most this many in one notice (a larger audience is a role or the whole school). */
export const NOTICE_MAX_USERS = 500;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const noControl = (value: string) => !CONTROL.test(value);

export const NOTICE_AUDIENCES = ["all", "role", "users"] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

const noticeTitle = z.string().trim().max(NOTICE_TITLE_MAX).refine(noControl, "no control characters");
const noticeBody = z.string().trim().max(NOTICE_BODY_MAX).refine(noControl, "no control characters");

/**
 * `send_mail/create/`: a notice to the whole school, to one role, or to chosen users; its title and body in Russian,
 * the Kazakh and English ones beside them (optional: their readers see the Russian meanwhile, decision 0134).
 */
export const noticeCreateBody = z
  .object({
    title: noticeTitle.pipe(z.string().min(1)),
    title_kk: noticeTitle.default(""),
    title_en: noticeTitle.default(""),
    body: noticeBody.pipe(z.string().min(1)),
    body_kk: noticeBody.default(""),
    body_en: noticeBody.default(""),
    audience: z.enum(NOTICE_AUDIENCES),
    role: z.enum(SIGNED_IN_ROLES).optional(),
    user_ids: z.array(dbId).min(1).max(NOTICE_MAX_USERS).optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.audience === "role" && !value.role) {
      context.addIssue({ code: "custom", path: ["role"], message: "Required for the audience role" });
    }
    if (value.audience === "users" && !value.user_ids) {
      context.addIssue({ code: "custom", path: ["user_ids"], message: "Required for the audience users" });
    }
  });
export type NoticeCreateBody = z.infer<typeof noticeCreateBody>;

export const noticeListQuery = z.object({ page: pageParam });

/** A recipient whose e-mail could not be delivered, with the spec's message. */
export const noticeFailedRecipient = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  error: z.string(),
});

/** A notice as its list answers it: the title and body in the reader's language (decision 0134). */
export const schoolNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  audience: z.enum(NOTICE_AUDIENCES),
  role: z.enum(SIGNED_IN_ROLES).nullable(),
  author: z.string().nullable(),
  created_at: z.string(),
  counts: z.object({
    recipients: z.number().int(),
    read: z.number().int(),
    /** E-mails handed to the mail server. */
    emailed: z.number().int(),
    failed: z.number().int(),
    /** E-mails still queued, and digests not sent yet. */
    pending: z.number().int(),
    /** Recipients who chose the app only. */
    app_only: z.number().int(),
  }),
  /** At most the first 50 failed recipients. */
  failed: z.array(noticeFailedRecipient),
});
export type SchoolNotice = z.infer<typeof schoolNotice>;
export const schoolNoticePage = pageOf(schoolNotice);

/** One notification of the caller's centre. */
export const notificationItem = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** In the reader's language where the server wrote it in three (decisions 0134, 0140). */
  title: z.string(),
  /** Plain text. */
  body: z.string(),
  /** Sanitised HTML, when the notification has rich text (a school notice). */
  html: z.string().nullable(),
  /** A path of the web app to open, or null. */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const NOTIFICATION_PAGE_MAX = 50;

/** Keyset pagination: the page after the notification `before` (newest first). */
export const notificationListQuery = z.object({
  before: dbId.optional(),
  limit: z.coerce.number().int().min(1).max(NOTIFICATION_PAGE_MAX).default(20),
});

export const notificationPage = z.object({
  results: z.array(notificationItem),
  /** The `before` of the next page, or null at the end. */
  next_before: z.number().int().nullable(),
  unread: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPage>;

/**
 * The bell's counts: unread notifications, and the conversations that wait for the caller (issue 37): for staff,
 * threads with unread messages from students that are theirs or nobody's; for a student, their own thread with a
 * reply they have not read.
 */
export const unreadCount = z.object({ unread: z.number().int(), threads: z.number().int() });

export const notificationPreference = z.object({
  kind: z.enum(CHOOSABLE_NOTIFICATION_KINDS),
  delivery: z.enum(NOTIFICATION_DELIVERIES),
});
export const notificationPreferences = z.object({ preferences: z.array(notificationPreference) });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export const notificationPreferencesBody = z
  .object({ preferences: z.array(notificationPreference).min(1).max(CHOOSABLE_NOTIFICATION_KINDS.length) })
  .strict();
