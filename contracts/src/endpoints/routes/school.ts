// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getGuestSchoolInfo = {
  method: "GET",
  path: "user/school/guest-info-school/",
} as Route<typeof endpoints.getGuestSchoolInfo>;

export const getOwnSchool = {
  method: "GET",
  path: "user/school/detail/",
} as Route<typeof endpoints.getOwnSchool>;

export const getSchoolCurrency = {
  method: "GET",
  path: "user/school/currency/code/",
} as Route<typeof endpoints.getSchoolCurrency>;

export const getSchoolLogo = {
  method: "GET",
  path: "user/school/get_logo/",
} as Route<typeof endpoints.getSchoolLogo>;

export const getSchoolTwoFactor = {
  method: "GET",
  path: "user/school/two-factor/",
} as Route<typeof endpoints.getSchoolTwoFactor>;

export const listCurrencies = {
  method: "GET",
  path: "user/school/currency/list/",
} as Route<typeof endpoints.listCurrencies>;

export const setSchoolTwoFactor = {
  method: "PUT",
  path: "user/school/two-factor/",
} as Route<typeof endpoints.setSchoolTwoFactor>;

export const updateSchool = {
  method: "PUT",
  path: "user/school/update/",
  multipart: true,
} as Route<typeof endpoints.updateSchool>;
