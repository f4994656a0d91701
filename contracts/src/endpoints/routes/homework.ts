// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const addToFinalDocuments = {
  method: "POST",
  path: "course/course/add-to-final-doc/",
  status: 201,
} as Route<typeof endpoints.addToFinalDocuments>;
