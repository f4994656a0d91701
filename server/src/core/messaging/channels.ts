import type { Env } from "../../config.js";
import type { MailTransport } from "../mail/mailer.js";
import type { ChannelName, DeliveryOutcome, MessageChannel } from "./channel.js";
import { createEmailChannel } from "./email-channel.js";
import { createFetchTelegramChannel } from "./telegram-channel.js";

/**
 * `deps.channels`: each channel for a school (a school may bring its own bot; e-mail is the platform's), and the send
 * rate each is held to across every server process (decision 0067). Only jobs call `send`.
 */
export type MessageChannels = {
  [Name in ChannelName]: {
    of(schoolId: number): MessageChannel;
    /** The limits a send takes a slot under: the sender overall, and per address where the provider limits that. */
    limits(schoolId: number, address: string): { key: string; perSecond: number }[];
  };
};

/** Telegram answers before a send when no bot is configured: a delivery that can never go. */
const noBot: MessageChannel = {
  name: "telegram",
  async send(): Promise<DeliveryOutcome> {
    return { kind: "failed", reason: "rejected", detail: "No Telegram bot is configured (TELEGRAM_BOT_TOKEN)" };
  },
};

/**
 * The channels of the app. The Telegram one here is the minimal fetch channel until h-tg's grammY channel
 * (`createTelegramChannel`) is wired at merge; tests and the bench hand their own `telegram` (the Bot API fake).
 */
export function createChannels(
  env: Env,
  mailTransport: MailTransport,
  override: { telegram?: (schoolId: number) => MessageChannel } = {},
): MessageChannels {
  const email = createEmailChannel(mailTransport);
  const token = env.TELEGRAM_BOT_TOKEN;
  const telegram = token ? createFetchTelegramChannel({ token, apiRoot: env.TELEGRAM_API_ROOT }) : noBot;
  return {
    email: {
      of: () => email,
      limits: () => [{ key: "email", perSecond: env.MAILING_EMAIL_PER_SECOND }],
    },
    telegram: {
      of: override.telegram ?? (() => telegram),
      // Telegram: about 30 messages a second per bot, 1 a second per chat.
      limits: (_schoolId, chatId) => [
        { key: `telegram:chat:${chatId}`, perSecond: 1 },
        { key: "telegram", perSecond: env.MAILING_TELEGRAM_PER_SECOND },
      ],
    },
  };
}
