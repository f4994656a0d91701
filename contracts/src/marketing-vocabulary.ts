/**
 * Where sales come from (decision 0056), the constants the first screen needs too: no schema here, so the guest
 * pages that keep a visitor's landing marks load no zod (decision 0039).
 */

/** The landing URL's parameters, in the order the spec lists the UTM fields, with the API's field name of each. */
export const UTM_PARAMS = ["utm_source", "utm_campaign", "utm_content", "utm_medium", "utm_term"] as const;
export type UtmParam = (typeof UTM_PARAMS)[number];

/** The longest mark kept: longer ones are cut by the browser and refused by the API. */
export const UTM_MAX_LENGTH = 200;

/** How long the first touch is kept in the browser before a later visit's marks may replace it. */
export const ATTRIBUTION_TTL_DAYS = 30;

/** The referral link's parameter and campaign: `?ref=<code>&utm_source=referral&utm_campaign=referral`. */
export const REFERRAL_PARAM = "ref";
export const REFERRAL_CAMPAIGN = "referral";
/** A referral code: letters and digits only (the server makes them 10 long; old or hand-made ones may differ). */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{6,32}$/;

/** The referrer's cashback: 5 % of the friend's first purchase (product.md section 9), in whole percent. */
export const REFERRAL_CASHBACK_PERCENT = 5;

/** The report's label for users and orders that came with no mark. */
export const NO_UTM_MARK = "";
