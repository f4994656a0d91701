import type { MessageTemplateKey } from "@school/contracts";

/**
 * One way of reaching a person (issue 22): e-mail, Telegram or WhatsApp (decision 0157). A mailing, a greeting or a notice hands each
 * recipient's message to a channel from a queued job; the channel says what happened, and the job decides from that
 * whether to try again (and when), or to record a failure that no retry can fix.
 */
export type ChannelName = "email" | "telegram" | "whatsapp";

/** The message as one recipient reads it: variables already filled in, HTML already sanitised. */
export type ChannelMessage = {
  subject: string;
  /** Plain text: what a mail client without HTML and a Telegram message without markup show. */
  text: string;
  /** Sanitised HTML (an allow-list); Telegram takes the subset its `parse_mode: "HTML"` knows. */
  html?: string;
  /** A mailing's one-click unsubscribe address (RFC 8058): e-mail sends it as a header; Telegram has its own stop. */
  unsubscribeUrl?: string;
  /**
   * The school's template this message is, with its variables filled: WhatsApp sends the school's approved template
   * mapped to it when its 24-hour window is closed (decision 0157); other channels send the text.
   */
  template?: { key: MessageTemplateKey; variables: Record<string, string> };
  /**
   * One file sent with the text (an issued document's PDF, decision 0162): e-mail attaches it, Telegram sends it as a
   * document captioned with the text, WhatsApp uploads it and sends a document message inside its 24-hour window.
   */
  attachment?: MessageFile;
};

/** A file a message carries: the name the reader sees, its type, its bytes. */
export type MessageFile = { name: string; mime: string; data: Buffer };

/** Why a delivery can never succeed as it is: the job records it and stops. */
export type PermanentFailure =
  /** The person blocked the bot, or stopped it. */
  | "blocked"
  /** The address or chat does not exist, or the server refused it for good. */
  | "invalid_address"
  /** The recipient has no address on this channel (no e-mail, no linked chat). */
  | "no_address"
  /** Anything else the provider calls final. */
  | "rejected";

export type DeliveryOutcome =
  | { kind: "delivered"; providerMessageId?: string }
  /** Try again, not before this many seconds (a provider's `retry_after`, or a transient fault's back-off). */
  | { kind: "retry"; afterSeconds: number; detail: string }
  | { kind: "failed"; reason: PermanentFailure; detail: string };

export type MessageChannel = {
  readonly name: ChannelName;
  /** `address` is an e-mail address, a Telegram chat id or a WhatsApp id. Never throws for the provider's answers. */
  send(address: string, message: ChannelMessage): Promise<DeliveryOutcome>;
};
