import { createHmac, timingSafeEqual } from "node:crypto";

/** Whose thread a reply lands in: a student of a school. */
export type ReplyThread = { schoolId: number; studentId: number };

/**
 * The per-thread Reply-To of the school's mails to a student (issue 37, decision 0155):
 * `reply-<school>-<student>-<signature>@<INBOUND_MAIL_DOMAIN>`, the signature an HMAC of the ids under the platform's
 * secret, cut to 20 hex digits (80 bits: not guessed). It is the only credential of an inbound mail, so an id cannot
 * be changed into another student's thread, and nothing is stored to look it up. Lowercase hex, because some mail
 * servers change the case of an address's local part. Null everywhere when no inbound domain is configured: the
 * school's support address stays the Reply-To.
 */
export type ReplyAddresses = {
  of(thread: ReplyThread): string | null;
  /** The thread of a recipient address, or null when it is not ours or its signature is not the platform's. */
  read(address: string): ReplyThread | null;
};

const LOCAL_PART = /^reply-(\d{1,10})-(\d{1,10})-([0-9a-f]{20})$/;

export function createReplyAddresses(input: { secret: string; domain: string | undefined }): ReplyAddresses {
  const domain = input.domain?.toLowerCase();
  const sign = (schoolId: number, studentId: number) =>
    createHmac("sha256", `thread-reply:${input.secret}`).update(`${schoolId}.${studentId}`).digest("hex").slice(0, 20);
  return {
    of({ schoolId, studentId }) {
      return domain ? `reply-${schoolId}-${studentId}-${sign(schoolId, studentId)}@${domain}` : null;
    },
    read(address) {
      if (!domain) return null;
      const at = address.lastIndexOf("@");
      if (at < 0 || address.slice(at + 1).toLowerCase() !== domain) return null;
      const match = LOCAL_PART.exec(address.slice(0, at).toLowerCase());
      if (!match) return null;
      const schoolId = Number(match[1]);
      const studentId = Number(match[2]);
      const expected = Buffer.from(sign(schoolId, studentId));
      if (!timingSafeEqual(expected, Buffer.from(match[3]!))) return null;
      return { schoolId, studentId };
    },
  };
}
