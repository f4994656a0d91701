import { API_PREFIX } from "@school/contracts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { hashToken } from "../../core/auth/tokens.js";
import type { Deps } from "../../deps.js";
import type { IssuedSession } from "./auth.service.js";

/**
 * The platform's cookies: the refresh token, and the known-device token that lets the owner sign in while their
 * account refuses unknown devices (decision 0014), both sent only to the session calls and never cross-site; and the
 * page cookie (decision 0176), which names the refresh token's session to the screens' pages so the server draws a
 * signed-in screen as the guest pages are drawn. It is sent with a page's address, also from a link in a message
 * (SameSite=Lax: the page is read, nothing is changed by it), and holds no token the API takes. None is readable
 * by scripts. Written and read here rather than by a cookie plugin, whose hooks would run on every request of the
 * API for the sake of these few calls.
 */
export const REFRESH_COOKIE = "refresh_token";
export const DEVICE_COOKIE = "known_device";
export const PAGE_COOKIE = "page_session";
const COOKIE_PATH = `${API_PREFIX}user/accounts/`;
const DEVICE_COOKIE_DAYS = 365;

function serialize(
  value: string,
  options: { expires: Date; secure: boolean; name?: string; path?: string; sameSite?: "Strict" | "Lax" },
): string {
  const attributes = [
    `${options.name ?? REFRESH_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${options.path ?? COOKIE_PATH}`,
    `Expires=${options.expires.toUTCString()}`,
    "HttpOnly",
    `SameSite=${options.sameSite ?? "Strict"}`,
  ];
  if (options.secure) attributes.push("Secure");
  return attributes.join("; ");
}

const pageCookie = (value: string, options: { expires: Date; secure: boolean }) =>
  serialize(value, { ...options, name: PAGE_COOKIE, path: "/", sameSite: "Lax" });

export function setSessionCookie(deps: Deps, reply: FastifyReply, session: IssuedSession): { access: string } {
  const secure = deps.env.PUBLIC_URL.startsWith("https://");
  const expires = session.refreshExpires;
  const page = deps.tokens.sealPageSession(hashToken(session.refreshToken));
  reply.header("set-cookie", serialize(session.refreshToken, { expires, secure }));
  reply.header("set-cookie", pageCookie(page, { expires, secure }));
  return { access: session.access };
}

/** A password sign-in also remembers the device; the cookie outlives sign-outs on purpose. */
export function setSignInCookies(
  deps: Deps,
  reply: FastifyReply,
  session: IssuedSession & { device: string },
): { access: string } {
  const secure = deps.env.PUBLIC_URL.startsWith("https://");
  const expires = new Date(Date.now() + DEVICE_COOKIE_DAYS * 24 * 3600 * 1000);
  reply.header("set-cookie", serialize(session.device, { expires, secure, name: DEVICE_COOKIE }));
  return setSessionCookie(deps, reply, session);
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.header("set-cookie", serialize("", { expires: new Date(0), secure: false }));
  reply.header("set-cookie", pageCookie("", { expires: new Date(0), secure: false }));
}

export const readRefreshCookie = (request: FastifyRequest) => readCookie(request, REFRESH_COOKIE);
export const readDeviceCookie = (request: FastifyRequest) => readCookie(request, DEVICE_COOKIE);
export const readPageCookie = (request: FastifyRequest) => readCookie(request, PAGE_COOKIE);

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(pair.slice(separator + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
