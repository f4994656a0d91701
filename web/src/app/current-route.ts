import { type RouteAudience, routesFor, type WEB_ROUTES } from "@school/contracts";
import { matchRoutes, useLocation } from "react-router";
import type { Session } from "../features/session/session.store";
import { useSession } from "../features/session/use-session";

export type CurrentRoute = (typeof WEB_ROUTES)[number];

const ROUTE_PATHS: Record<RouteAudience, { path: string; route: CurrentRoute }[]> = {
  visitor: routesFor("visitor").map((route) => ({ path: route.path, route })),
  signedIn: routesFor("signedIn").map((route) => ({ path: route.path, route })),
};

export type WebRouteMatch = { route: CurrentRoute; params: Record<string, string | undefined> };

/**
 * The addresses already matched, and what they open. React Router's `matchRoutes` flattens, ranks and compiles every
 * route on each call (a tenth of a guest page's drawing on the server, where every drawing is a first): an address
 * is matched once. Bounded, for a server that meets every program's address.
 */
const matched = new Map<string, WebRouteMatch | null>();
const MATCHED_ADDRESSES = 2000;

/**
 * The WEB_ROUTES entry a path opens for an audience (the root is the school's home page for a visitor, decision
 * 0170), ranked as the router ranks them, with its parameters; null on an unknown path.
 */
export function webRouteAt(pathname: string, audience: RouteAudience): WebRouteMatch | null {
  const key = `${audience} ${pathname}`;
  let match = matched.get(key);
  if (match === undefined) {
    const found = matchRoutes(ROUTE_PATHS[audience], pathname)?.[0];
    match = found === undefined ? null : { route: found.route.route, params: found.params };
    if (matched.size >= MATCHED_ADDRESSES) matched.clear();
    matched.set(key, match);
  }
  return match;
}

/**
 * Whom the screens are for: a visitor while no one is signed in, nor being restored on a browser that keeps a
 * signed-in user's data (a reload of a signed-in screen waits for its session, not for the visitor's home page).
 */
export function audienceOf(session: Session): RouteAudience {
  if (session.status === "signedIn") return "signedIn";
  return session.status === "restoring" && session.userData !== null ? "signedIn" : "visitor";
}

/** The WEB_ROUTES entry the address opens for the session's audience; null on an unknown address. */
export function useCurrentRoute(): CurrentRoute | null {
  const audience = audienceOf(useSession());
  return webRouteAt(useLocation().pathname, audience)?.route ?? null;
}
