import { type RouteAudience, routesFor, type WebLayout } from "@school/contracts";
import { Suspense } from "react";
import { BrowserRouter, Navigate, type RouteObject, useLocation, useRoutes } from "react-router";
import { useSession } from "../features/session/use-session";
import { FullPageSpin } from "../ui/FullPageSpin";
import { audienceOf } from "./current-route";
import { LAYOUTS, PAGES } from "./pages";
import { RootShell } from "./RootShell";
import { RouteErrorBoundary } from "./RouteErrorBoundary";
import { RouteGuard } from "./RouteGuard";

const LAYOUT_ORDER: readonly WebLayout[] = ["main", "guest", "empty"];

/**
 * Every WEB_ROUTES entry of an audience under its layout, behind the guard; anything else lands on the 404 page. A
 * declarative router: the app loads no data through routes, so the data router's machinery would be weight for
 * nothing.
 */
export function buildRoutes(audience: RouteAudience, layouts: readonly WebLayout[] = LAYOUT_ORDER): RouteObject[] {
  const routes = routesFor(audience);
  const layoutRoutes = layouts.map((layout): RouteObject => {
    const Layout = LAYOUTS[layout];
    return {
      element: (
        <RouteGuard>
          <Suspense fallback={<FullPageSpin />}>
            <Layout />
          </Suspense>
        </RouteGuard>
      ),
      children: routes
        .filter((route) => route.layout === layout)
        .map((route): RouteObject => {
          const Page = PAGES[route.key];
          return { path: route.path, element: <Page /> };
        }),
    };
  });
  return [
    { element: <RootShell />, children: [...layoutRoutes, { path: "*", element: <Navigate to="/error" replace /> }] },
  ];
}

/** The root is the school's home page for a visitor and the staff's program list once signed in (decision 0170). */
const ROUTES: Record<RouteAudience, RouteObject[]> = {
  visitor: buildRoutes("visitor"),
  signedIn: buildRoutes("signedIn"),
};

/**
 * The screens under a router: the browser's (below), for the session's audience, or the server's for a guest page
 * (src/ssr/entry-server.tsx), which hands the guest layout's routes alone (`routes`).
 */
export function AppRoutes({ routes }: { routes?: RouteObject[] }) {
  const location = useLocation();
  const audience = audienceOf(useSession());
  const screens = useRoutes(routes ?? ROUTES[audience]);
  // A crash or a chunk that failed to load replaces the screen; another address starts afresh.
  return <RouteErrorBoundary resetKey={location.pathname}>{screens}</RouteErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
