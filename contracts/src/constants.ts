/** Business constants of product.md section 9, one place for server and web. */
export const TOAST_SECONDS = 2;
export const MOBILE_BREAKPOINT_PX = 993;
export const UPLOAD_LIMIT_MB = 20;
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 * 1024;
export const PHONE_PREFIX = "+7";
/** What the spec stores after login: language index 0 and a value nb of 6 (meaning not shown, kept as given). */
export const LOGIN_DEFAULT_LANG_INDEX = 0;
export const LOGIN_NB_VALUE = 6;

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_WRONG_TRIES = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const PASSWORD_MIN_LENGTH = 8;

export const CURRENCIES = [
  { id: 1, code: "KZT", name: "Tenge" },
  { id: 2, code: "USD", name: "US dollar" },
  { id: 3, code: "EUR", name: "Euro" },
  { id: 4, code: "RUB", name: "Russian rouble" },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]["code"];
export const CURRENCY_CODES = CURRENCIES.map((currency) => currency.code) as [CurrencyCode, ...CurrencyCode[]];

/** PostgreSQL's `integer`, which every id column is: a larger number names nothing and must not reach a query. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** The calendar's time step and the default notice for a lesson's times: the spec's "default 5 min value". */
export const SCHEDULE_STEP_MINUTES = 5;
