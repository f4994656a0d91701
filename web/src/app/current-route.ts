import { WEB_ROUTES, type WebRouteKey } from "@school/contracts";
import { useMatches } from "react-router";

export type RouteHandle = { routeKey: WebRouteKey };
export type CurrentRoute = (typeof WEB_ROUTES)[number];

const byKey = new Map<string, CurrentRoute>(WEB_ROUTES.map((route) => [route.key, route]));

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === "object" && handle !== null && "routeKey" in handle;
}

/** The WEB_ROUTES entry of the deepest matched route (every page route carries its key as a handle). */
export function useCurrentRoute(): CurrentRoute | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return byKey.get(handle.routeKey) ?? null;
  }
  return null;
}
