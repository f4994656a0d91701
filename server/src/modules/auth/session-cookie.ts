import { API_PREFIX } from "@school/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Deps } from "../../deps.js";
import type { IssuedSession } from "./auth.service.js";

export const REFRESH_COOKIE = "refresh_token";
/** Sent only to the session calls, never readable by scripts, never sent cross-site. */
const COOKIE_PATH = `${API_PREFIX}user/accounts/`;

export function setSessionCookie(deps: Deps, reply: FastifyReply, session: IssuedSession): { access: string } {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: "strict",
    secure: deps.env.PUBLIC_URL.startsWith("https://"),
    path: COOKIE_PATH,
    expires: session.refreshExpires,
  });
  return { access: session.access };
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}

export const readRefreshCookie = (request: FastifyRequest): string | undefined => request.cookies[REFRESH_COOKIE];
