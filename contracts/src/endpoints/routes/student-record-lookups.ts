// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getRecordSelectors = {
  method: "GET",
  path: "user/selectors/",
} as Route<typeof endpoints.getRecordSelectors>;

export const listAdmins = {
  method: "GET",
  path: "user/accounts/admins-list/",
} as Route<typeof endpoints.listAdmins>;

export const listCountries = {
  method: "GET",
  path: "user/accounts/country_list/",
} as Route<typeof endpoints.listCountries>;

export const listDegrees = {
  method: "GET",
  path: "user/accounts/degree_list/",
} as Route<typeof endpoints.listDegrees>;

export const listIeltsTeachers = {
  method: "GET",
  path: "user/accounts/ielts/teachers/",
} as Route<typeof endpoints.listIeltsTeachers>;

export const listPackages = {
  method: "GET",
  path: "user/accounts/package_list/",
} as Route<typeof endpoints.listPackages>;

export const listResponsibleAbroad = {
  method: "GET",
  path: "user/accounts/responsible-abroad/",
} as Route<typeof endpoints.listResponsibleAbroad>;

export const listSellerStudents = {
  method: "GET",
  path: "user/accounts/sellers/{id}/",
} as Route<typeof endpoints.listSellerStudents>;
