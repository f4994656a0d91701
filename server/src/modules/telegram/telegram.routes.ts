import { getChatCode, getSchoolBot, renewChatCode, setSchoolBot, telegramWebhook } from "@school/contracts";
import type { Update } from "grammy/types";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as service from "./telegram.service.js";

/** The chat bot (decision 0057): Telegram's webhook, the student's code, the school's own bot. */
export const telegramRoutes: RouteDef[] = [
  defineRoute(telegramWebhook, {
    crossSchool: "the platform's bot serves every school: the update's code or chat says whose student it is",
    // A school whose tariff lapsed still lets a student stop the bot.
    allowInactiveSchool: true,
    handler: async ({ params, body, ctx }) => {
      const secret = ctx.request.headers["x-telegram-bot-api-secret-token"];
      await ctx.deps.telegram.handleWebhook({
        botId: params.bot_id,
        secret: typeof secret === "string" ? secret : undefined,
        update: body as unknown as Update,
      });
      return { ok: true };
    },
  }),
  defineRoute(getChatCode, { handler: async ({ actor }) => service.chatCode(actor, { fresh: false }) }),
  defineRoute(renewChatCode, { handler: async ({ actor }) => service.chatCode(actor, { fresh: true }) }),
  defineRoute(getSchoolBot, { handler: async ({ actor }) => service.schoolBot(actor) }),
  defineRoute(setSchoolBot, { handler: async ({ actor, body }) => service.setSchoolBot(actor, body) }),
];
