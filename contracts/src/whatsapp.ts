import { z } from "zod";
import { phone } from "./auth.js";
import { dbId } from "./fields.js";
import { MAILING_VARIABLES, MESSAGE_TEMPLATES } from "./mailings.js";

/**
 * WhatsApp through the WhatsApp Business Cloud API (issue 37, decision 0157): the school brings its own business phone
 * number (its id, a token and its app's secret, never shown back); a student links their WhatsApp number once it is
 * verified by an SMS code; a student's message lands in their thread; staff answer freely within 24 hours of the
 * student's last WhatsApp message and by the school's approved templates outside that window.
 */

/** How long after a student's last WhatsApp message the school may write freely (WhatsApp's customer service window). */
export const WHATSAPP_WINDOW_HOURS = 24;
/** How long an SMS code that links a WhatsApp number is good for, and how many wrong tries void it. */
export const WHATSAPP_CODE_TTL_MINUTES = 10;
export const WHATSAPP_CODE_TRIES = 5;

/** The Graph API's ids: digits. */
const graphId = z
  .string()
  .trim()
  .regex(/^\d{5,30}$/, "Digits, as Meta's developer dashboard shows it");
/** An access token or app secret: printable, no spaces. */
const secretText = (min: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^[A-Za-z0-9_\\-.|]{${min},1024}$`), "As Meta's developer dashboard shows it");

/** A platform template sent on WhatsApp as the school's approved template: its name, language and parameters. */
export const whatsappTemplateMapping = z.object({
  key: z.enum(MESSAGE_TEMPLATES),
  /** The approved template's name in WhatsApp Manager. */
  name: z
    .string()
    .trim()
    .regex(/^[a-z0-9_]{1,512}$/, "Lower-case letters, digits and underscores, as WhatsApp Manager names it"),
  /** Its language code in WhatsApp Manager: ru, kk, en, en_US… */
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}(_[A-Z]{2})?$/, "A language code such as ru, kk or en_US"),
  /** What fills the template's {{1}}, {{2}}…, in order. */
  parameters: z.array(z.enum(MAILING_VARIABLES)).max(10),
});
export type WhatsappTemplateMapping = z.infer<typeof whatsappTemplateMapping>;

/** The school's WhatsApp as the settings show it: never the token or the app secret. */
export const schoolWhatsapp = z.object({
  /** Whether the school set its number: its messages then come and go through it. */
  set: z.boolean(),
  phone_number_id: z.string().nullable(),
  /** The number as WhatsApp shows it to students, and its verified business name. */
  display_phone: z.string().nullable(),
  verified_name: z.string().nullable(),
  /** The address Meta's dashboard calls (Callback URL) and the token it sends back (Verify token). */
  webhook_url: z.string(),
  verify_token: z.string(),
  templates: z.array(whatsappTemplateMapping),
});
export type SchoolWhatsapp = z.infer<typeof schoolWhatsapp>;

export const schoolWhatsappBody = z
  .object({
    phone_number_id: graphId,
    /** A system user's permanent token (whatsapp_business_messaging); omitted keeps the one set. */
    access_token: secretText(20).optional(),
    /** The Meta app's secret: checks each webhook post's signature; omitted keeps the one set. */
    app_secret: secretText(16).optional(),
  })
  .strict();
export type SchoolWhatsappBody = z.infer<typeof schoolWhatsappBody>;

export const whatsappTemplatesBody = z
  .object({
    templates: z
      .array(whatsappTemplateMapping)
      .max(MESSAGE_TEMPLATES.length)
      .refine((list) => new Set(list.map((item) => item.key)).size === list.length, "Each template once"),
  })
  .strict();

/** The webhook's path names the school whose number it serves. */
export const whatsappWebhookParams = z.object({ school_id: dbId });

/** Meta's subscription handshake: the Verify token given in its dashboard and a challenge to echo. */
export const whatsappVerifyQuery = z.object({
  "hub.mode": z.literal("subscribe"),
  "hub.verify_token": z.string().max(200),
  "hub.challenge": z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
});

/** A webhook post: `object` and `entry` checked here, each change read by the webhook's own parser. */
export const whatsappWebhookBody = z.looseObject({
  object: z.string().max(100),
  entry: z.array(z.looseObject({ id: z.string().max(100) })).max(100),
});

/** A student's WhatsApp in the app: whether the school has WhatsApp, the linked number, the school's number. */
export const whatsappLink = z.object({
  /** The school set its WhatsApp number: linking is possible. */
  available: z.boolean(),
  /** The student's linked number (+7…), or null. */
  phone: z.string().nullable(),
  /** The school's number to write to (wa.me), or null. */
  school_phone: z.string().nullable(),
  /** A code was sent to this number and waits to be entered (until `code_expires_at`). */
  code_phone: z.string().nullable(),
  code_expires_at: z.string().nullable(),
});
export type WhatsappLink = z.infer<typeof whatsappLink>;

export const whatsappCodeBody = z.object({ phone }).strict();
export const whatsappLinkBody = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, "Six digits"),
  })
  .strict();

/**
 * Until when the school may write to a student freely on WhatsApp: 24 hours after their last WhatsApp message; null
 * when that is past (or they never wrote), when only an approved template may go. The one place the rule is written.
 */
export function whatsappWindowUntil(lastInboundAt: Date | null | undefined, now: Date): Date | null {
  if (!lastInboundAt) return null;
  const until = new Date(lastInboundAt.getTime() + WHATSAPP_WINDOW_HOURS * 3_600_000);
  return until > now ? until : null;
}
