// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getSchoolRequisites = {
  method: "GET",
  path: "user/school/requisites/",
} as Route<typeof endpoints.getSchoolRequisites>;

export const setSchoolRequisites = {
  method: "PUT",
  path: "user/school/requisites/",
} as Route<typeof endpoints.setSchoolRequisites>;
