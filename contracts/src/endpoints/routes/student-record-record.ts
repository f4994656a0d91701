// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getStudentCard = {
  method: "GET",
  path: "user/accounts/get_user_by_id/{id}/",
} as Route<typeof endpoints.getStudentCard>;
