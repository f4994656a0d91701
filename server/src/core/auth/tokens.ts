import { createHash, randomBytes } from "node:crypto";
import { type AccessClaims, accessClaims } from "@school/contracts";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export type TokenSigner = {
  signAccess(claims: Omit<AccessClaims, "exp" | "iat">, now?: Date): Promise<string>;
  verifyAccess(token: string): Promise<AccessClaims | null>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"] });
        const parsed = accessClaims.safeParse(payload);
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
  };
}

/** Opaque random tokens (refresh, password reset): only their SHA-256 is stored. */
export const newOpaqueToken = () => randomBytes(32).toString("base64url");
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
