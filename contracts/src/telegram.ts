import { z } from "zod";

/** How long a chat-bot code links before a new one is needed (decision 0057). */
export const CHAT_CODE_TTL_MINUTES = 30;

/** A Telegram bot's numeric id: the part of its token before the colon, public (it names the bot, not its secret). */
export const telegramBotIdParams = z.object({ bot_id: z.string().regex(/^\d{1,20}$/) });

/** An update as Telegram posts it to a webhook: its id is checked here, the rest by the bot's handlers. */
export const telegramUpdateBody = z.looseObject({
  update_id: z
    .number()
    .int()
    .nonnegative()
    .max(2 ** 53),
});
export const telegramWebhookAnswer = z.object({ ok: z.boolean() });

/** The school's own bot as the settings show it: whether a token is set and the bot's name, never the token. */
export const schoolBot = z.object({
  set: z.boolean(),
  username: z.string().nullable(),
  /** The bot the school's students link to: the school's own, the platform's, or none configured. */
  active_bot: z.string().nullable(),
});
export type SchoolBot = z.infer<typeof schoolBot>;

export const schoolBotBody = z
  .object({
    /** A BotFather token; null removes the school's bot (its students link to the platform's again). */
    token: z
      .string()
      .trim()
      .regex(/^\d{1,20}:[A-Za-z0-9_-]{20,100}$/, "A bot token as BotFather gives it")
      .nullable(),
  })
  .strict();
