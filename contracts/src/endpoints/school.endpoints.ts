import { schoolTwoFactor, schoolTwoFactorStatus } from "../auth.js";
import {
  currencyCodeResponse,
  currencyList,
  domainQuery,
  guestSchoolInfo,
  logoResponse,
  SCHOOL_LOGO_MAX_BYTES,
  schoolDetail,
  schoolLanguageQuery,
  schoolTextQuery,
  schoolUpdated,
} from "../school.js";
import { endpoint } from "./endpoint.js";

/** Guests name their school by `domain`; signed-in callers always get their own school, whatever they send. */
const tags = ["school"];

export const getOwnSchool = endpoint({
  method: "GET",
  path: "user/school/detail/",
  permission: "session.own",
  summary: "The caller's school, its texts in `translate_lang`",
  tags,
  query: schoolLanguageQuery,
  response: schoolDetail,
});

export const getSchoolLogo = endpoint({
  method: "GET",
  path: "user/school/get_logo/",
  permission: "school.public",
  summary: "The school's logo and name in `translate_lang`",
  tags,
  query: schoolTextQuery,
  response: logoResponse,
});

export const listCurrencies = endpoint({
  method: "GET",
  path: "user/school/currency/list/",
  permission: "session.own",
  summary: "Currencies a school can price in",
  tags,
  response: currencyList,
});

export const getSchoolCurrency = endpoint({
  method: "GET",
  path: "user/school/currency/code/",
  permission: "school.public",
  summary: "The school's currency code",
  tags,
  query: domainQuery,
  response: currencyCodeResponse,
});

export const getGuestSchoolInfo = endpoint({
  method: "GET",
  path: "user/school/guest-info-school/",
  permission: "school.public",
  summary: "Public information about the school of a domain: name, description and tagline in `translate_lang`",
  tags,
  query: schoolTextQuery,
  response: guestSchoolInfo,
});

export const updateSchool = endpoint({
  method: "PUT",
  path: "user/school/update/",
  permission: "school.manage",
  multipart: true,
  summary:
    "Change the caller's school (multipart): the text fields of `updateSchoolFields` (texts in ru, kk and en, address, " +
    "currency, time zone, work hours, allowances, `cancelTime`/`transferTime` in hours, nightly completion), each " +
    `optional, and the logo image in the file field \`logo\` (JPEG, PNG, WebP or GIF, ${SCHOOL_LOGO_MAX_BYTES / 1024 / 1024} MB at most); ` +
    "the answer also counts the planned lessons ahead that fall outside the work hours (they stay as planned)",
  tags,
  response: schoolUpdated,
});

export const getSchoolTwoFactor = endpoint({
  method: "GET",
  path: "user/school/two-factor/",
  permission: "school.security",
  summary:
    "Whether the school requires an authenticator of all its staff, and how many of them have none (extension, " +
    "decisions 0127, 0168)",
  tags,
  response: schoolTwoFactorStatus,
});

export const setSchoolTwoFactor = endpoint({
  method: "PUT",
  path: "user/school/two-factor/",
  permission: "school.security",
  summary:
    "Requires an authenticator of all the school's staff, or stops requiring it; the school admin must have one " +
    "first (409). Staff without one are led to set it up at their next sign-in (extension, decision 0127)",
  tags,
  body: schoolTwoFactor,
  response: schoolTwoFactorStatus,
});
