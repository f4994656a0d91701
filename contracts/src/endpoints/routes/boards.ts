// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getTaskBoard = {
  method: "GET",
  path: "course/board/{exerciseId}/{studentId}/",
} as Route<typeof endpoints.getTaskBoard>;

export const saveTaskBoard = {
  method: "PUT",
  path: "course/board/{exerciseId}/{studentId}/",
} as Route<typeof endpoints.saveTaskBoard>;
