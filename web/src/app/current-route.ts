import { WEB_ROUTES } from "@school/contracts";
import { matchRoutes, useLocation } from "react-router";

export type CurrentRoute = (typeof WEB_ROUTES)[number];

const ROUTE_PATHS = WEB_ROUTES.map((route) => ({ path: route.path, route }));

export type WebRouteMatch = { route: CurrentRoute; params: Record<string, string | undefined> };

/**
 * The addresses already matched, and what they open. React Router's `matchRoutes` flattens, ranks and compiles every
 * route on each call (a tenth of a guest page's drawing on the server, where every drawing is a first): an address
 * is matched once. Bounded, for a server that meets every program's address.
 */
const matched = new Map<string, WebRouteMatch | null>();
const MATCHED_ADDRESSES = 2000;

/** The WEB_ROUTES entry a path opens, ranked as the router ranks them, with its parameters; null on an unknown path. */
export function webRouteAt(pathname: string): WebRouteMatch | null {
  let match = matched.get(pathname);
  if (match === undefined) {
    const found = matchRoutes(ROUTE_PATHS, pathname)?.[0];
    match = found === undefined ? null : { route: found.route.route, params: found.params };
    if (matched.size >= MATCHED_ADDRESSES) matched.clear();
    matched.set(pathname, match);
  }
  return match;
}

/** The WEB_ROUTES entry the address opens; null on an unknown address. */
export function useCurrentRoute(): CurrentRoute | null {
  return webRouteAt(useLocation().pathname)?.route ?? null;
}
