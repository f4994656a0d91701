import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Devices a user has signed in on, remembered by a signed cookie (decision 0014). Wrong passwords from unknown
 * devices count against the account and, past the limit, refuse unknown devices only: the owner signing in from a
 * device they used before is let through, so nobody can lock an account out by guessing its password.
 * The cookie holds `userId.nonce.signature`; nothing is stored on the server.
 */
export type KnownDevices = {
  /** A new device token for a user who just signed in. */
  issue(userId: number): string;
  /** The user a presented device token was issued to, or null when it is missing, malformed or forged. */
  ownerOf(token: string | undefined): number | null;
};

export function createKnownDevices(secret: string): KnownDevices {
  const sign = (payload: string) => createHmac("sha256", `known-device:${secret}`).update(payload).digest("base64url");
  return {
    issue(userId) {
      const payload = `${userId}.${randomBytes(16).toString("base64url")}`;
      return `${payload}.${sign(payload)}`;
    },
    ownerOf(token) {
      const match = /^(\d{1,10})\.([\w-]{22})\.([\w-]{43})$/.exec(token ?? "");
      if (!match) return null;
      const expected = Buffer.from(sign(`${match[1]}.${match[2]}`));
      const given = Buffer.from(match[3]!);
      return timingSafeEqual(expected, given) ? Number(match[1]) : null;
    },
  };
}
