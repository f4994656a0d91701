import { WEB_ROUTES } from "@school/contracts";
import { useMemo } from "react";
import { matchRoutes, useLocation } from "react-router";

export type CurrentRoute = (typeof WEB_ROUTES)[number];

const ROUTE_PATHS = WEB_ROUTES.map((route) => ({ path: route.path, route }));

/** The WEB_ROUTES entry the address opens, ranked as the router ranks them; null on an unknown address. */
export function useCurrentRoute(): CurrentRoute | null {
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(ROUTE_PATHS, pathname)?.[0]?.route.route ?? null, [pathname]);
}
