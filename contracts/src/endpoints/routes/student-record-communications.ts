// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createComment = {
  method: "POST",
  path: "user/accounts/comment_create/",
  status: 201,
} as Route<typeof endpoints.createComment>;

export const getBotStats = {
  method: "GET",
  path: "user/stats/bot-stats/",
} as Route<typeof endpoints.getBotStats>;

export const listComments = {
  method: "GET",
  path: "user/accounts/comment_list/{id}/",
} as Route<typeof endpoints.listComments>;

export const listCommunications = {
  method: "GET",
  path: "user/accounts/communication_list/{id}/",
} as Route<typeof endpoints.listCommunications>;
