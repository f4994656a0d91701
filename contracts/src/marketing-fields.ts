import { z } from "zod";
import { REFERRAL_CODE_PATTERN, UTM_MAX_LENGTH, UTM_PARAMS, type UtmParam } from "./marketing-vocabulary.js";

/**
 * One UTM mark at the API edge (decision 0056): trimmed, at most `UTM_MAX_LENGTH` characters and no control
 * character at all (not even a tab or a line break), else 400; an empty mark is no mark.
 */
export const utmValue = z
  .string()
  .trim()
  .max(UTM_MAX_LENGTH)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .regex(/^[^\u0000-\u001F\u007F-\u009F]*$/, "no control characters")
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** The five marks, each optional, as a body's or a query's fields (`utm_source` …). */
export const utmMarks = Object.fromEntries(UTM_PARAMS.map((param) => [param, utmValue])) as Record<
  UtmParam,
  typeof utmValue
>;
export type UtmMarks = Partial<Record<UtmParam, string>>;

/** A referral code as a body field: refused (400) unless letters and digits; one naming nobody is ignored. */
export const referralCode = z.string().trim().regex(REFERRAL_CODE_PATTERN, "a referral code");
