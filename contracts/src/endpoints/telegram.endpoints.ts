import {
  schoolBot,
  schoolBotBody,
  telegramBotIdParams,
  telegramUpdateBody,
  telegramWebhookAnswer,
} from "../telegram.js";
import { endpoint } from "./endpoint.js";

const tags = ["telegram"];

export const telegramWebhook = endpoint({
  method: "POST",
  path: "telegram/webhook/{bot_id}/",
  permission: "telegram.webhook",
  summary:
    "Telegram posts the bot's updates here, with the secret-token header it was given (extension, decision 0057)",
  tags,
  params: telegramBotIdParams,
  body: telegramUpdateBody,
  response: telegramWebhookAnswer,
});

export const getSchoolBot = endpoint({
  method: "GET",
  path: "user/school/telegram-bot/",
  permission: "school.manage",
  summary: "Whether the school set its own Telegram bot, and which bot its students link to (extension, decision 0057)",
  tags,
  response: schoolBot,
});

export const setSchoolBot = endpoint({
  method: "PUT",
  path: "user/school/telegram-bot/",
  permission: "school.manage",
  summary:
    "Set (checked with Telegram) or remove the school's own bot token; never returned (extension, decision 0057)",
  tags,
  body: schoolBotBody,
  response: schoolBot,
});
