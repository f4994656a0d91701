import type { Env } from "../../config.js";
import type { MailTransport } from "../mail/mailer.js";
import type { ChannelName, MessageChannel } from "./channel.js";
import { createEmailChannel } from "./email-channel.js";
import type { TelegramChannels } from "./telegram-channel.js";

/** The school's WhatsApp number as a channel (modules/whatsapp builds it, as modules/telegram builds the bot). */
export type WhatsappChannels = { channelFor(schoolId: number): Promise<MessageChannel> };

/**
 * `deps.channels`: each channel for a school (a school may bring its own bot; e-mail is the platform's), and the send
 * rate each is held to across every server process (decision 0067). Only jobs call `send`.
 */
export type MessageChannels = {
  [Name in ChannelName]: {
    of(schoolId: number): Promise<MessageChannel>;
    /** The limits a send takes a slot under: the sender overall, and per address where the provider limits that. */
    limits(schoolId: number, address: string): { key: string; perSecond: number }[];
  };
};

/**
 * The channels of the app: e-mail through the mail transport, Telegram through the platform's bot runtime (the
 * school's own bot or the platform's, decision 0057), WhatsApp through the school's own number (decision 0157); tests
 * and the bench may hand their own Telegram channel.
 */
export function createChannels(
  env: Env,
  providers: { mailTransport: MailTransport; telegram: TelegramChannels; whatsapp: WhatsappChannels },
  override: { telegram?: (schoolId: number) => MessageChannel } = {},
): MessageChannels {
  const { mailTransport, telegram, whatsapp } = providers;
  const telegramOf = override.telegram;
  return {
    email: {
      of: async (schoolId) => createEmailChannel(mailTransport, schoolId),
      limits: () => [{ key: "email", perSecond: env.MAILING_EMAIL_PER_SECOND }],
    },
    telegram: {
      of: telegramOf ? async (schoolId) => telegramOf(schoolId) : (schoolId) => telegram.channelFor(schoolId),
      // Telegram: about 30 messages a second per bot, 1 a second per chat.
      limits: (_schoolId, chatId) => [
        { key: `telegram:chat:${chatId}`, perSecond: 1 },
        { key: "telegram", perSecond: env.MAILING_TELEGRAM_PER_SECOND },
      ],
    },
    whatsapp: {
      of: (schoolId) => whatsapp.channelFor(schoolId),
      // The Cloud API: a number's throughput (80 messages a second by default), and one message to the same person
      // about every 6 seconds (its pair rate limit, error 131056).
      limits: (schoolId, waId) => [
        { key: `whatsapp:pair:${schoolId}:${waId}`, perSecond: 1 / 6 },
        { key: `whatsapp:${schoolId}`, perSecond: env.MAILING_WHATSAPP_PER_SECOND },
      ],
    },
  };
}
