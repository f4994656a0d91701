import { createHash, createHmac, randomBytes, timingSafeEqual, webcrypto } from "node:crypto";
import { type AccessClaims, accessClaims } from "@school/contracts";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
/**
 * How long a rotated refresh token still answers (decision 0182): a refresh whose answer never reached the browser
 * (a navigation aborted it, a phone lost the network) leaves the browser with the spent token, which must not sign
 * the user out. Logout and every other ending revoke at once, rotated tokens included.
 */
export const REFRESH_REUSE_SECONDS = 30;

export type TokenSigner = {
  signAccess(claims: Omit<AccessClaims, "exp" | "iat">, now?: Date): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
  /**
   * The claims of a token verified before, without waiting: null when it has expired since, undefined when this
   * process has not verified it yet (then `verifyAccess`).
   */
  knownAccess(token: string): AccessClaims | null | undefined;
  /**
   * The page cookie's value for a session (decision 0176): its refresh token's hash, signed so that no other value
   * is looked up; `openPageSession` gives the hash back, or null for a value this secret did not sign.
   */
  sealPageSession(refreshTokenHash: string): string;
  openPageSession(sealed: string): string | null;
};

/** Verified tokens are remembered (bounded) so a busy client costs no HMAC per call; expiry is still checked each time. */
const VERIFIED_CACHE_SIZE = 20_000;

/**
 * The key a verified token is remembered by: a small integer mixed from six characters near the end of its signature
 * (an HMAC, so evenly spread), read in place, where a string key would be cut out of the token and hashed on every
 * call (decisions 0090, 0119). Two tokens of one key only evict each other: a hit is still compared with the whole
 * token. The last character is skipped, as it carries 4 bits of the 256.
 */
function keyOf(token: string): number {
  let key = 0;
  for (let index = token.length - 7; index < token.length - 1; index += 1) {
    key = (Math.imul(key, 31) + token.charCodeAt(index)) | 0;
  }
  return key & 0x3fffffff;
}

export function createTokenSigner(secret: string): TokenSigner {
  // The secret imported as an HMAC key once: given as bytes, jose imports them anew on every sign and verify.
  let imported: Promise<webcrypto.CryptoKey> | undefined;
  const key = () => {
    imported ??= webcrypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    return imported;
  };
  const verified = new Map<number, { token: string; claims: AccessClaims }>();
  const remember = (token: string, claims: AccessClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as number);
    verified.set(keyOf(token), { token, claims });
  };
  const knownAccess = (token: string) => {
    const known = verified.get(keyOf(token));
    if (known?.token !== token) return undefined;
    return known.claims.exp * 1000 > Date.now() ? known.claims : null;
  };
  const pageSeal = (refreshTokenHash: string) =>
    createHmac("sha256", secret).update(`page-session:${refreshTokenHash}`).digest("base64url");
  return {
    sealPageSession: (refreshTokenHash) => `${refreshTokenHash}.${pageSeal(refreshTokenHash)}`,
    openPageSession(sealed) {
      const [refreshTokenHash = "", seal = ""] = sealed.split(".");
      if (!/^[0-9a-f]{64}$/.test(refreshTokenHash)) return null;
      const expected = Buffer.from(pageSeal(refreshTokenHash));
      const given = Buffer.from(seal);
      return given.length === expected.length && timingSafeEqual(given, expected) ? refreshTokenHash : null;
    },
    async signAccess(claims, now = new Date()) {
      // iat keeps milliseconds (NumericDate allows fractions) so a token issued right after a logout
      // in the same second is still told apart from the ones the logout ended.
      const iat = now.getTime() / 1000;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt(iat)
        .setExpirationTime(Math.floor(iat) + ACCESS_TOKEN_SECONDS)
        .sign(await key());
    },
    knownAccess,
    async verifyAccess(token) {
      const known = knownAccess(token);
      if (known !== undefined) return known;
      try {
        const { payload } = await jwtVerify(token, await key(), { algorithms: ["HS256"] });
        const parsed = accessClaims.safeParse(payload);
        if (!parsed.success) return null;
        remember(token, parsed.data);
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
}

/** Opaque random tokens (refresh, password reset): only their SHA-256 is stored. */
export const newOpaqueToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
