import type { AccessClaims, SignedInRole } from "@school/contracts";
import type { FastifyRequest } from "fastify";
import type { Deps } from "../../deps.js";
import { AppError } from "../errors.js";
import type { SessionState } from "./sessions.js";

export type Caller = {
  userId: number;
  role: SignedInRole;
  schoolId: number;
  schoolActive: boolean;
  email: string;
  /** The interface language the account chose (the token's claim), null while it never chose (decision 0042). */
  savedLanguage: string | null;
};

/**
 * Reads the bearer token, if any. No token: a guest (null). A token that is malformed, expired, or issued before
 * the user's last logout or password change: 401, even on guest routes, so a client never acts on a dead session.
 * Answers at once (no promise) when this process has verified the token and holds its user's session, as for every
 * call of a busy client but its first (decision 0090); the session cache still hears every revocation at once.
 */
export function authenticate(request: FastifyRequest, deps: Deps): Caller | null | Promise<Caller | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const token = bearerTokenOf(header);
  const claims = deps.tokens.knownAccess(token);
  if (claims === null) throw invalidToken();
  const session = claims && deps.sessions.known(claims.user_id);
  if (claims && session) return knownCaller(claims, session);
  return callerOfToken(token, deps).then(({ caller }) => caller);
}

/**
 * The caller last made of these verified claims and this session state, when both are the same objects: claims never
 * change, and a session state is never changed in place (a change heard drops it; the next read makes a new one), so
 * `callerOf`'s checks would answer the same (decision 0119). A client's every call but its first reuses one caller.
 */
const callersOfClaims = new WeakMap<AccessClaims, { session: SessionState; caller: Caller }>();

function knownCaller(claims: AccessClaims, session: SessionState): Caller {
  const known = callersOfClaims.get(claims);
  if (known?.session === session) return known.caller;
  const caller = callerOf(claims, session);
  callersOfClaims.set(claims, { session, caller });
  return caller;
}

/** The token of `Bearer <token>` (the scheme in any case); anything else is an invalid token. */
function bearerTokenOf(header: string): string {
  // The spelling every client sends, read without cutting out and lowering the scheme (decision 0119).
  if (header.startsWith("Bearer ") && header.length > 7 && header.indexOf(" ", 7) < 0) return header.slice(7);
  const space = header.indexOf(" ");
  const end = header.indexOf(" ", space + 1);
  const token = space < 0 ? "" : header.slice(space + 1, end < 0 ? undefined : end);
  if (!token || header.slice(0, space).toLowerCase() !== "bearer") throw invalidToken();
  return token;
}

/**
 * The caller an access token speaks for, checked as for every API call (signature, expiry, logout, changed role),
 * with the moment it expires: the board's live channel reads the token from its first message (decision 0023).
 */
export async function callerOfToken(token: string, deps: Deps): Promise<{ caller: Caller; expiresAtMs: number }> {
  const claims = await deps.tokens.verifyAccess(token);
  if (!claims) throw invalidToken();
  const session = await deps.sessions.get(claims.user_id);
  if (!session) throw invalidToken();
  return { caller: callerOf(claims, session), expiresAtMs: claims.exp * 1000 };
}

/** The caller of verified claims, unless the session ended (logout, new password) or its role or school changed. */
function callerOf(claims: AccessClaims, session: SessionState): Caller {
  if (Math.round(claims.iat * 1000) < session.tokensValidAfterMs) throw invalidToken();
  if (session.role !== claims.role || session.schoolId !== claims.school_id) throw invalidToken();
  // Frozen: one caller serves every call of a client (knownCaller), so no call may change it for the others.
  return Object.freeze({
    userId: claims.user_id,
    role: claims.role,
    schoolId: claims.school_id,
    schoolActive: session.schoolActive,
    email: claims.email,
    savedLanguage: claims.language,
  });
}

const invalidToken = () => new AppError("token_invalid", "Given token not valid for any token type");
