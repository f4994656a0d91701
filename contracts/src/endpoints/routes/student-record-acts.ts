// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const countWorkActs = {
  method: "GET",
  path: "user/accounts/avr/count/",
} as Route<typeof endpoints.countWorkActs>;

export const createWorkAct = {
  method: "POST",
  path: "user/accounts/avr/",
  status: 201,
} as Route<typeof endpoints.createWorkAct>;

export const deleteWorkAct = {
  method: "DELETE",
  path: "user/accounts/avr/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteWorkAct>;

export const listWorkActs = {
  method: "GET",
  path: "user/accounts/avr/",
} as Route<typeof endpoints.listWorkActs>;
