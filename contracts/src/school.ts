import { z } from "zod";
import { TRANSLATE_LANGS } from "./catalogue.js";

/**
 * Everything the school settings tab edits except the logo, as `detail/` gives it and `update/` takes it: the texts
 * as entered in each language (no fallback), the address and currency, and the schedule's rules (decision 0035).
 * The notice periods keep the spec's names, `cancelTime` and `transferTime`.
 */
export const schoolSettings = z.object({
  name: z.string(),
  name_kk: z.string(),
  name_en: z.string(),
  description: z.string(),
  description_kk: z.string(),
  description_en: z.string(),
  tagline: z.string(),
  tagline_kk: z.string(),
  tagline_en: z.string(),
  address: z.string(),
  currency: z.string(),
  time_zone: z.string(),
  cancel_count: z.number().int(),
  transfer_count: z.number().int(),
  cancelTime: z.number().int(),
  transferTime: z.number().int(),
  work_start: z.string(),
  work_end: z.string(),
  auto_finish: z.boolean(),
});
export type SchoolSettings = z.infer<typeof schoolSettings>;

/** The school's name, description and tagline come in `translate_lang` (Russian when not asked; decision 0020). */
export const schoolDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The line above the school's name on its public pages; empty when the school has none. */
  tagline: z.string(),
  address: z.string(),
  domain: z.string(),
  currency: z.string(),
  logo: z.string().nullable(),
  tariff_status: z.boolean(),
  settings: schoolSettings,
});
export type SchoolDetail = z.infer<typeof schoolDetail>;

export const guestSchoolInfo = schoolDetail.pick({
  id: true,
  name: true,
  description: true,
  tagline: true,
  logo: true,
  currency: true,
});
export type GuestSchoolInfo = z.infer<typeof guestSchoolInfo>;

export const domainQuery = z.object({ domain: z.string().trim().min(1).max(253).optional() });
/** A school's texts for a guest (by `domain`) or its own staff, in one language. */
export const schoolTextQuery = domainQuery.extend({ translate_lang: z.enum(TRANSLATE_LANGS).optional() });
export const schoolLanguageQuery = schoolTextQuery.pick({ translate_lang: true });
export const currency = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export const currencyList = z.array(currency);
export const currencyCodeResponse = z.object({ code: z.string() });
export const logoResponse = z.object({ logo: z.string().nullable(), name: z.string() });

/** The logo's upload limit; it is stored as a WebP of at most `SCHOOL_LOGO_PIXELS` a side. */
export const SCHOOL_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const SCHOOL_LOGO_PIXELS = 512;
/** The multipart field of `update/` that carries the logo image. */
export const SCHOOL_LOGO_FIELD = "logo";

/**
 * What `PUT user/school/update/` answers: the school as every page reads it, and how many planned lessons from now
 * on fall outside its work hours (booked under wider hours or another time zone). They stay as planned; the
 * settings screen says so and leads to the schedule, where they are moved.
 */
export const schoolUpdated = schoolDetail.extend({ lessons_outside_hours: z.number().int().min(0) });
export type SchoolUpdated = z.output<typeof schoolUpdated>;
