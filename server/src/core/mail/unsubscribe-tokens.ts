import { createHmac, timingSafeEqual } from "node:crypto";
import { MAILING_CHANNELS, type MailingChannel } from "@school/contracts";

/** Whom an unsubscribe link is for: the person of a school, on one channel of its mailings. */
export type UnsubscribeSubject = { schoolId: number; userId: number; channel: MailingChannel };

/**
 * The token of a mailing's unsubscribe links (decision 0141): `school.user.channel.signature`, the signature an HMAC
 * of the rest under the platform's secret. It is the only credential of the unsubscribe calls, so an id cannot be
 * guessed into someone else's opt-out, and nothing is stored to look it up. It does not expire: an unsubscribe link
 * in an old mail must still work (RFC 8058 asks for that).
 */
export type UnsubscribeTokens = {
  issue(subject: UnsubscribeSubject): string;
  /** The subject of a token, or null when it is malformed or its signature is not the platform's. */
  read(token: string): UnsubscribeSubject | null;
};

const TOKEN = new RegExp(`^(\\d{1,10})\\.(\\d{1,10})\\.(${MAILING_CHANNELS.join("|")})\\.([\\w-]{43})$`);

export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const sign = (payload: string) =>
    createHmac("sha256", `mailing-unsubscribe:${secret}`).update(payload).digest("base64url");
  return {
    issue({ schoolId, userId, channel }) {
      const payload = `${schoolId}.${userId}.${channel}`;
      return `${payload}.${sign(payload)}`;
    },
    read(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, school, user, channel, signature] = match as unknown as [string, string, string, MailingChannel, string];
      const expected = Buffer.from(sign(`${school}.${user}.${channel}`));
      if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
      return { schoolId: Number(school), userId: Number(user), channel };
    },
  };
}
