import { z } from "zod";
import { email, phone } from "./auth.js";
import { dbId, isoDate, personName, personNameOrEmpty, reportPeriodQuery } from "./fields.js";
import { referralCode, utmMarks } from "./marketing-fields.js";

export * from "./marketing-fields.js";
export * from "./marketing-vocabulary.js";

/** `marketing/utm-report/`: calendar days in the school's zone, both included; both given, the end not before. */
export const utmReportQuery = reportPeriodQuery;
export type UtmReportQuery = z.infer<typeof utmReportQuery>;
export const utmReportExportQuery = z
  .object({ from: isoDate, to: isoDate, translate_lang: z.enum(["ru", "kk", "en"]).default("ru") })
  .strict()
  .refine((query) => query.from <= query.to, { message: "The period ends before it starts", path: ["to"] });
export type UtmReportExportQuery = z.infer<typeof utmReportExportQuery>;

/** A sum per currency, in minor units. */
export const moneyByCurrency = z.object({ currency: z.string(), amount_minor: z.number().int() });
export type MoneyByCurrency = z.infer<typeof moneyByCurrency>;

/**
 * One source and campaign in the period: students who registered, purchases paid (programs and the priority
 * package, not the school's tariff) and their revenue less refunds, per currency. `null` is "no mark".
 */
export const utmReportRow = z.object({
  utm_source: z.string().nullable(),
  utm_campaign: z.string().nullable(),
  registrations: z.number().int(),
  purchases: z.number().int(),
  revenue: z.array(moneyByCurrency),
});
export type UtmReportRow = z.infer<typeof utmReportRow>;
export const utmReport = z.object({
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
  rows: z.array(utmReportRow),
  totals: utmReportRow.omit({ utm_source: true, utm_campaign: true }),
});
export type UtmReport = z.infer<typeof utmReport>;

/** The export's column titles in each interface language. */
export const UTM_REPORT_COLUMNS = {
  utm_source: { ru: "Источник", kk: "Көз", en: "Source" },
  utm_campaign: { ru: "Кампания", kk: "Науқан", en: "Campaign" },
  registrations: { ru: "Регистрации", kk: "Тіркелулер", en: "Registrations" },
  purchases: { ru: "Покупки", kk: "Сатып алулар", en: "Purchases" },
  currency: { ru: "Валюта", kk: "Валюта", en: "Currency" },
  revenue: { ru: "Выручка", kk: "Түсім", en: "Revenue" },
} as const;
export const UTM_REPORT_SHEET = { ru: "Источники продаж", kk: "Сату көздері", en: "Sales sources" } as const;
export const UTM_NO_MARK_LABEL = { ru: "(без метки)", kk: "(белгісіз)", en: "(no mark)" } as const;

/** A person as the referral screens show them: the first name and the last name's initial. */
export const referralPerson = z.object({ first_name: z.string(), last_initial: z.string() });
export type ReferralPerson = z.infer<typeof referralPerson>;

export const referralCredit = z.object({
  friend: referralPerson.nullable(),
  amount_minor: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});
export type ReferralCredit = z.infer<typeof referralCredit>;

/**
 * `marketing/referral/`: the student's own link code, the credits their friends' first purchases earned them (newest
 * first, at most 200) with the totals per currency, and, when they came through a friend's link, who that was and
 * what their own purchase earned the friend.
 */
export const myReferral = z.object({
  code: z.string(),
  cashback_percent: z.number().int(),
  friends_registered: z.number().int(),
  credits: z.array(referralCredit),
  totals: z.array(moneyByCurrency),
  referred_by: referralPerson.nullable(),
  earned_for_referrer: referralCredit.omit({ friend: true }).nullable(),
});
export type MyReferral = z.infer<typeof myReferral>;

/**
 * `marketing/consultation/`: a guest's "Free consultation" request. It becomes a lead in the school's CRM (decision
 * 0056): a student account without a password, its record of type "consultation", the comment in its history.
 */
export const consultationBody = z
  .object({
    first_name: personName,
    last_name: personNameOrEmpty.default(""),
    email,
    phone: phone.optional(),
    comment: z.string().trim().max(2000).default(""),
    /** The program page the request was sent from. */
    course_id: dbId.optional(),
    ref: referralCode.optional(),
    ...utmMarks,
  })
  .strict();
/** A guest names their school by its domain, as the public catalogue does; the request's host when absent. */
export const consultationQuery = z.object({ domain: z.string().trim().max(253).optional() }).strict();
export type ConsultationBody = z.infer<typeof consultationBody>;
/** What the form sends (the defaults filled in by the server). */
export type ConsultationRequest = z.input<typeof consultationBody>;
export const consultationResponse = z.object({ detail: z.string() });
