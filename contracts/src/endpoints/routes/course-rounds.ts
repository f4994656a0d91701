// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createRound = {
  method: "POST",
  path: "course/course/set_filter/",
  status: 201,
} as Route<typeof endpoints.createRound>;

export const deleteRound = {
  method: "DELETE",
  path: "course/course/delete_filter/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteRound>;

export const listRounds = {
  method: "GET",
  path: "course/course/get_filter/",
} as Route<typeof endpoints.listRounds>;

export const updateRound = {
  method: "PATCH",
  path: "course/course/update_filter/{id}/",
} as Route<typeof endpoints.updateRound>;
