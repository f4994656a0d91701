import { createHash, randomBytes } from "node:crypto";
import { type AccessClaims, accessClaims } from "@school/contracts";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export type TokenSigner = {
  signAccess(claims: Omit<AccessClaims, "exp" | "iat">, now?: Date): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
};

/** Verified tokens are remembered (bounded) so a busy client costs no HMAC per call; expiry is still checked each time. */
const VERIFIED_CACHE_SIZE = 20_000;

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, AccessClaims>();
  const remember = (token: string, claims: AccessClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value as string);
    verified.set(token, claims);
  };
  return {
    async signAccess(claims, now = new Date()) {
      // iat keeps milliseconds (NumericDate allows fractions) so a token issued right after a logout
      // in the same second is still told apart from the ones the logout ended.
      const iat = now.getTime() / 1000;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setIssuedAt(iat)
        .setExpirationTime(Math.floor(iat) + ACCESS_TOKEN_SECONDS)
        .sign(key);
    },
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) return known.exp * 1000 > Date.now() ? known : null;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
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
