// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getHelpInfo = {
  method: "GET",
  path: "help/info/",
} as Route<typeof endpoints.getHelpInfo>;

export const getLegalDocument = {
  method: "GET",
  path: "help/legal/{kind}/",
} as Route<typeof endpoints.getLegalDocument>;
