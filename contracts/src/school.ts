import { z } from "zod";
import { TRANSLATE_LANGS } from "./catalogue.js";
import { CURRENCY_CODES } from "./constants.js";
import { minutesOf, scheduleSettings, scheduleSettingsBody } from "./schedule.js";

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

export const SCHOOL_NAME_MAX = 120;
export const SCHOOL_TAGLINE_MAX = 160;
export const SCHOOL_DESCRIPTION_MAX = 2000;
export const SCHOOL_ADDRESS_MAX = 300;
/** The logo's upload limit; it is stored as a WebP of at most `SCHOOL_LOGO_PIXELS` a side. */
export const SCHOOL_LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const SCHOOL_LOGO_PIXELS = 512;
/** The multipart field of `update/` that carries the logo image. */
export const SCHOOL_LOGO_FIELD = "logo";

/** One line of text: a line break in a name or tagline would break every heading it is shown in. */
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\r\n\t]*$/, "one line, without line breaks");
/** Multipart sends text: whole numbers and switches are read from it, anything else left for the schema to refuse. */
const formNumber = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (typeof value === "string" && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value), schema);
const formBoolean = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean("true or false"),
);

const rules = scheduleSettings.shape;
const ruleChecks = scheduleSettingsBody.shape;
/**
 * The text fields of `PUT user/school/update/` (multipart; the logo is the file field `logo`). Every field is
 * optional: what is sent is changed, the rest kept. The Russian name, the one every language falls back to, may not
 * be emptied.
 */
export const updateSchoolFields = z
  .object({
    name: oneLine(SCHOOL_NAME_MAX).min(1, "Required"),
    name_kk: oneLine(SCHOOL_NAME_MAX),
    name_en: oneLine(SCHOOL_NAME_MAX),
    description: z.string().trim().max(SCHOOL_DESCRIPTION_MAX),
    description_kk: z.string().trim().max(SCHOOL_DESCRIPTION_MAX),
    description_en: z.string().trim().max(SCHOOL_DESCRIPTION_MAX),
    tagline: oneLine(SCHOOL_TAGLINE_MAX),
    tagline_kk: oneLine(SCHOOL_TAGLINE_MAX),
    tagline_en: oneLine(SCHOOL_TAGLINE_MAX),
    address: oneLine(SCHOOL_ADDRESS_MAX),
    currency: z.enum(CURRENCY_CODES, "a currency from currency/list/"),
    time_zone: ruleChecks.time_zone.unwrap(),
    cancel_count: formNumber(rules.cancel_count),
    transfer_count: formNumber(rules.transfer_count),
    cancelTime: formNumber(rules.cancel_time),
    transferTime: formNumber(rules.transfer_time),
    work_start: rules.work_start,
    work_end: rules.work_end,
    auto_finish: formBoolean,
  })
  .partial()
  .refine((body) => !body.work_start || !body.work_end || minutesOf(body.work_start) < minutesOf(body.work_end), {
    message: "The work day must end after it starts",
    path: ["work_end"],
  });
export type UpdateSchoolFields = z.output<typeof updateSchoolFields>;
export const UPDATE_SCHOOL_TEXT_FIELDS = Object.keys(updateSchoolFields.shape) as (keyof UpdateSchoolFields)[];

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
