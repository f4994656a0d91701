import { API_PREFIX } from "@school/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.js";
import type { IssuedSession } from "./auth.service.js";

/**
 * The refresh token's cookie, the only cookie the platform uses: sent only to the session calls, never readable by
 * scripts, never sent cross-site. Written and read here rather than by a cookie plugin, whose hooks would run on
 * every request of the API for the sake of these few calls.
 */
export const REFRESH_COOKIE = "refresh_token";
const COOKIE_PATH = `${API_PREFIX}user/accounts/`;

function serialize(value: string, options: { expires: Date; secure: boolean }): string {
  const attributes = [
    `${REFRESH_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    `Expires=${options.expires.toUTCString()}`,
    "HttpOnly",
    "SameSite=Strict",
  ];
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}

export function setSessionCookie(deps: Deps, reply: FastifyReply, session: IssuedSession): { access: string } {
  const secure = deps.env.PUBLIC_URL.startsWith("https://");
  reply.header("set-cookie", serialize(session.refreshToken, { expires: session.refreshExpires, secure }));
  return { access: session.access };
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header("set-cookie", serialize("", { expires: new Date(0), secure: false }));
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  for (const pair of (request.headers.cookie ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === REFRESH_COOKIE) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
