import { z } from "zod";
import { minutesOf } from "./clock-time.js";
import { CURRENCY_CODES } from "./constants.js";
import { scheduleSettings, scheduleSettingsBody } from "./schedule-settings.js";

// What `PUT user/school/update/` takes (decision 0035), apart from the shapes in school.ts that every page reads: the
// first screens never load this.
export const SCHOOL_NAME_MAX = 120;
export const SCHOOL_TAGLINE_MAX = 160;
export const SCHOOL_DESCRIPTION_MAX = 2000;
export const SCHOOL_ADDRESS_MAX = 300;

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
