import type { FastifyRequest } from "fastify";

/**
 * Whether the request's browser is a phone, for the layout a page is drawn in before its scripts know the width:
 * the client hint where the browser sends one, else its User-Agent.
 */
export function isPhone(request: FastifyRequest): boolean {
  const hint = request.headers["sec-ch-ua-mobile"];
  if (hint === "?1") return true;
  if (hint === "?0") return false;
  return /Mobi|Android|iPhone|iPod/i.test(request.headers["user-agent"] ?? "");
}
