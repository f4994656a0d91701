import type { SignedInRole } from "@school/contracts";
import type { FastifyRequest } from "fastify";
import type { Deps } from "../../deps.js";
import { AppError } from "../errors.js";

export type Caller = {
  userId: number;
  role: SignedInRole;
  schoolId: number;
  schoolActive: boolean;
  email: string;
};

/**
 * Reads the bearer token, if any. No token: a guest (null). A token that is malformed, expired, or issued before
 * the user's last logout or password change: 401, even on guest routes, so a client never acts on a dead session.
 */
export async function authenticate(request: FastifyRequest, deps: Deps): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  if (scheme?.toLowerCase() !== "bearer" || !token) throw invalidToken();
  return (await callerOfToken(token, deps)).caller;
}

/**
 * The caller an access token speaks for, checked as for every API call (signature, expiry, logout, changed role),
 * with the moment it expires: the board's live channel reads the token from its first message (decision 0023).
 */
export async function callerOfToken(token: string, deps: Deps): Promise<{ caller: Caller; expiresAtMs: number }> {
  const claims = await deps.tokens.verifyAccess(token);
  if (!claims) throw invalidToken();
  const session = await deps.sessions.get(claims.user_id);
  if (!session || Math.round(claims.iat * 1000) < session.tokensValidAfterMs) throw invalidToken();
  if (session.role !== claims.role || session.schoolId !== claims.school_id) throw invalidToken();
  const caller = {
    userId: claims.user_id,
    role: claims.role,
    schoolId: claims.school_id,
    schoolActive: session.schoolActive,
    email: claims.email,
  };
  return { caller, expiresAtMs: claims.exp * 1000 };
}

const invalidToken = () => new AppError("token_invalid", "Given token not valid for any token type");
