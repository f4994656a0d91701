// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getSchoolBot = {
  method: "GET",
  path: "user/school/telegram-bot/",
} as Route<typeof endpoints.getSchoolBot>;

export const setSchoolBot = {
  method: "PUT",
  path: "user/school/telegram-bot/",
} as Route<typeof endpoints.setSchoolBot>;

export const telegramWebhook = {
  method: "POST",
  path: "telegram/webhook/{bot_id}/",
} as Route<typeof endpoints.telegramWebhook>;
