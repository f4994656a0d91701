import type { MailTransport } from "../mail/mailer.js";
import type { DeliveryOutcome, MessageChannel } from "./channel.js";

/**
 * E-mail as a message channel (decision 0067): the platform's SMTP transport (core/mail/mailer.ts), its answers
 * mapped to outcomes. A 4xx reply or a lost connection is temporary (retry); a 5xx reply is final: 550/551/553 and
 * 5.1.x say the mailbox or address is wrong, anything else is a refusal. One per school: its mail is signed by the
 * school (decision 0141).
 */
export function createEmailChannel(transport: MailTransport, schoolId: number): MessageChannel {
  return {
    name: "email",
    async send(address, message): Promise<DeliveryOutcome> {
      try {
        await transport.send({
          to: address,
          school_id: schoolId,
          subject: message.subject,
          text: message.text,
          html: message.html,
          unsubscribe_url: message.unsubscribeUrl,
          attachments: message.attachment && [
            {
              filename: message.attachment.name,
              content_type: message.attachment.mime,
              content_base64: message.attachment.data.toString("base64"),
            },
          ],
        });
        return { kind: "delivered" };
      } catch (error) {
        return emailOutcomeOf(error);
      }
    },
  };
}

export function emailOutcomeOf(error: unknown): DeliveryOutcome {
  const { responseCode, response, message } = (error ?? {}) as {
    responseCode?: number;
    response?: string;
    message?: string;
  };
  const detail = String(response ?? message ?? error).slice(0, 500);
  if (typeof responseCode === "number" && responseCode >= 500) {
    const badAddress = [550, 551, 553].includes(responseCode) || /\b5\.1\.\d\b/.test(detail);
    return { kind: "failed", reason: badAddress ? "invalid_address" : "rejected", detail };
  }
  // 4xx, a refused or dropped connection, a timeout: the server may take it later.
  return { kind: "retry", afterSeconds: 30, detail };
}
