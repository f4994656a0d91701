import { z } from "zod";
import { dbId } from "./fields.js";
import { UI_LANGUAGES } from "./languages.js";
import { pageOf, pageParam } from "./pagination.js";
import { mailingAudienceQuery } from "./users.js";

/**
 * Mailings (issue 22, decisions 0066-0069): staff write a subject and a rich-text body, pick the channels and the
 * audience (everyone, the user list's active filter, or one user), and the server sends one delivery per recipient
 * and channel through the queue.
 */
export const MAILING_CHANNELS = ["email", "telegram", "whatsapp"] as const;
export type MailingChannel = (typeof MAILING_CHANNELS)[number];

/** The variables a subject or body may hold, filled per recipient. */
export const MAILING_VARIABLES = ["first_name", "last_name", "program", "school"] as const;

export const MAILING_SUBJECT_MAX = 200;
export const MAILING_BODY_MAX = 50_000;
/** Rows per page of a mailing's log and of the mailing list. */
export const MAILING_PAGE_SIZE = 50;

/** The day's greetings (decision 0068), and the templates staff send by hand beside them. */
export const GREETING_OCCASIONS = [
  "birthday",
  "new_year",
  "defenders_day",
  "womens_day",
  "nauryz",
  "unity_day",
  "may_7",
  "victory_day",
  "kurban_ait",
  "capital_day",
  "constitution_day",
  "republic_day",
  "independence_day",
] as const;
export type GreetingOccasion = (typeof GREETING_OCCASIONS)[number];
export const MESSAGE_TEMPLATES = [
  ...GREETING_OCCASIONS,
  "service_rating",
  "send_off",
  "salutation",
  "loyalty",
  "visa_recommendations",
  "refer_a_friend",
] as const;
export type MessageTemplateKey = (typeof MESSAGE_TEMPLATES)[number];
export const isGreeting = (key: MessageTemplateKey): key is GreetingOccasion =>
  (GREETING_OCCASIONS as readonly string[]).includes(key);

/** "2026-12-24T09:30": a wall-clock time in the school's zone. */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Expected YYYY-MM-DDTHH:mm");

/** Who a mailing reaches (product.md 4): everyone, the user list's active filter, or one user. */
export const mailingAudienceBody = z.discriminatedUnion("audience", [
  z.object({ audience: z.literal("all") }).strict(),
  z.object({ audience: z.literal("filter"), filters: mailingAudienceQuery }).strict(),
  z.object({ audience: z.literal("user"), user_id: dbId }).strict(),
]);
export type MailingAudienceBody = z.infer<typeof mailingAudienceBody>;
/** What a client sends: the filters as the user list's address holds them (strings). */
export type MailingAudienceInput = z.input<typeof mailingAudienceBody>;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters (but tab and line breaks) is the point
const noControl = (value: string) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value);

/** `send_tg_mailing/`: the message, its channels and audience, now or at a time in the school's zone. */
const mailingChannels = z
  .array(z.enum(MAILING_CHANNELS))
  .min(1)
  .max(MAILING_CHANNELS.length)
  .refine((list) => new Set(list).size === list.length, "Each channel once");

export const sendMailingBody = z
  .object({
    channels: mailingChannels,
    subject: z.string().trim().min(1).max(MAILING_SUBJECT_MAX).refine(noControl, "No control characters"),
    /** Rich text: sanitised with the allow-list on the server; variables such as {first_name} are filled per person. */
    body: z.string().trim().min(1).max(MAILING_BODY_MAX).refine(noControl, "No control characters"),
    target: mailingAudienceBody,
    /** Absent: now. A wall-clock time in the school's zone, in the future. */
    send_at: localDateTime.optional(),
    /**
     * On WhatsApp, the school's approved template (decision 0157) a recipient gets instead when more than 24 hours
     * passed since their last WhatsApp message; without it such a recipient's delivery fails "outside the window".
     */
    whatsapp_template: z.enum(MESSAGE_TEMPLATES).optional(),
  })
  .strict();
export type SendMailingBody = z.infer<typeof sendMailingBody>;
export type SendMailingInput = z.input<typeof sendMailingBody>;

export const mailingPreviewBody = z
  .object({
    target: mailingAudienceBody,
    /** The channels the mailing would go by; absent: every channel. */
    channels: mailingChannels.optional(),
  })
  .strict();
/**
 * Why a person of the audience gets nothing on any of the channels (decision 0171): they unsubscribed from one of
 * them; else a messenger (Telegram, WhatsApp) they have not linked; else no e-mail address.
 */
export const MAILING_EXCLUSIONS = ["unsubscribed", "unlinked", "no_address"] as const;
export type MailingExclusion = (typeof MAILING_EXCLUSIONS)[number];
export const mailingPreview = z.object({
  /** The audience: everyone the target selects. */
  count: z.number().int(),
  with_chat_id: z.number().int(),
  /** The first recipients' first names, in the order they would be sent. */
  first_names: z.array(z.string()),
  /** Of the audience, those the mailing reaches on at least one of the channels. */
  recipients: z.number().int(),
  /** The rest, counted once each by why (`MAILING_EXCLUSIONS`). */
  excluded: z.object({ unsubscribed: z.number().int(), unlinked: z.number().int(), no_address: z.number().int() }),
});
export type MailingPreview = z.infer<typeof mailingPreview>;

export const MAILING_STATUSES = ["scheduled", "sending", "done", "cancelled"] as const;
/** Who made a mailing: staff by hand, the day's greetings, a program's notice, an automation rule (decision 0156). */
export const MAILING_KINDS = ["manual", "greeting", "program", "automation"] as const;
export const DELIVERY_STATES = ["pending", "sending", "sent", "failed", "cancelled"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const mailingProgress = z.object({
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
});

export const mailingSummary = z.object({
  id: z.number().int(),
  kind: z.enum(MAILING_KINDS),
  subject: z.string(),
  channels: z.array(z.enum(MAILING_CHANNELS)),
  status: z.enum(MAILING_STATUSES),
  audience: z.string(),
  author: z.string().nullable(),
  send_at: z.string(),
  created_at: z.string(),
  progress: mailingProgress,
});
export type MailingSummary = z.infer<typeof mailingSummary>;
export const mailingDetail = mailingSummary.extend({ body: z.string() });
export type MailingDetail = z.infer<typeof mailingDetail>;
export const mailingListQuery = z.object({ page: pageParam }).strict();
export const mailingPage = pageOf(mailingSummary);

/** One line of a mailing's log: who got what, when, and why not. */
export const mailingDelivery = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  channel: z.enum(MAILING_CHANNELS),
  address: z.string().nullable(),
  state: z.enum(DELIVERY_STATES),
  /** Why it failed: blocked, invalid_address, no_address, rejected, interrupted, cancelled. */
  reason: z.string().nullable(),
  detail: z.string().nullable(),
  attempts: z.number().int(),
  sent_at: z.string().nullable(),
  updated_at: z.string(),
});
export type MailingDelivery = z.infer<typeof mailingDelivery>;
export const mailingLogQuery = z.object({ page: pageParam, state: z.enum(DELIVERY_STATES).optional() }).strict();
export const mailingLogPage = pageOf(mailingDelivery);

/* Templates and greetings (decision 0068). */

export const templateText = z.object({ subject: z.string(), body: z.string() });
export type TemplateText = z.infer<typeof templateText>;
export const messageTemplate = z.object({
  key: z.enum(MESSAGE_TEMPLATES),
  /** When it goes out by itself: "MM-DD", "birthday", "kurban_ait", or null for a template used by hand. */
  date: z.string().nullable(),
  texts: z.object({ ru: templateText, kk: templateText, en: templateText }),
  /** The languages the school rewrote. */
  overridden: z.array(z.enum(UI_LANGUAGES)),
});
export type MessageTemplate = z.infer<typeof messageTemplate>;
export const messageTemplateList = z.array(messageTemplate);
export const templateKeyParams = z.object({ key: z.enum(MESSAGE_TEMPLATES) });
export const templateUpdateBody = z
  .object({
    language: z.enum(UI_LANGUAGES),
    subject: z.string().trim().max(MAILING_SUBJECT_MAX).refine(noControl, "No control characters"),
    body: z.string().trim().max(MAILING_BODY_MAX).refine(noControl, "No control characters"),
  })
  .strict();

export const mailingSettings = z.object({
  /** Birthday and holiday greetings sent by themselves on the day, at the school's morning. */
  greetings_enabled: z.boolean(),
  /** The channels greetings use (Telegram only reaches students who linked the bot). */
  greeting_channels: z.array(z.enum(MAILING_CHANNELS)).min(1),
});
export type MailingSettings = z.infer<typeof mailingSettings>;
export const mailingSettingsBody = mailingSettings.partial().strict();
/** The hour of the school's morning when the day's greetings go out. */
export const GREETING_LOCAL_HOUR = 9;

// Leaving a school's mailings (decision 0141).

/** The signed token of a mailing's unsubscribe link: it names the school, the person and the channel. */
const unsubscribeToken = z.string().trim().min(1).max(200);

/** `mailings/unsubscribe/?token=`: the address of a mailing's List-Unsubscribe header. */
export const oneClickUnsubscribeQuery = z.object({ token: unsubscribeToken });

/** What RFC 8058 has a mail provider post (form-encoded) to the List-Unsubscribe address. */
export const oneClickUnsubscribeBody = z.object({ "List-Unsubscribe": z.literal("One-Click") });

/** The unsubscribe page's call: leave (`subscribed` false) or join again (true). */
export const mailingSubscriptionBody = z.object({ token: unsubscribeToken, subscribed: z.boolean() });
export type MailingSubscriptionBody = z.infer<typeof mailingSubscriptionBody>;

/** Whether the person now receives the school's mailings on the channel; the school's name in the reader's language. */
export const mailingSubscription = z.object({
  school: z.string(),
  channel: z.enum(MAILING_CHANNELS),
  subscribed: z.boolean(),
});
export type MailingSubscription = z.infer<typeof mailingSubscription>;
