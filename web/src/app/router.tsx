import { WEB_ROUTES, type WebLayout } from "@school/contracts";
import type { ComponentType } from "react";
import { createBrowserRouter, Navigate, type RouteObject } from "react-router";
import type { RouteHandle } from "./current-route";
import { EmptyLayout } from "./layouts/EmptyLayout";
import { GuestLayout } from "./layouts/GuestLayout";
import { MainLayout } from "./layouts/MainLayout";
import { PAGES } from "./pages";
import { RootShell } from "./RootShell";
import { RouteErrorPage } from "./RouteErrorPage";
import { RouteGuard } from "./RouteGuard";

const LAYOUTS: Record<WebLayout, ComponentType> = { main: MainLayout, guest: GuestLayout, empty: EmptyLayout };
const LAYOUT_ORDER: readonly WebLayout[] = ["main", "guest", "empty"];

/** Every WEB_ROUTES entry under its layout, behind the guard; anything else lands on the 404 page. */
function buildRoutes(): RouteObject[] {
  const layoutRoutes = LAYOUT_ORDER.map((layout): RouteObject => {
    const Layout = LAYOUTS[layout];
    return {
      element: (
        <RouteGuard>
          <Layout />
        </RouteGuard>
      ),
      children: WEB_ROUTES.filter((route) => route.layout === layout).map((route): RouteObject => {
        const Page = PAGES[route.key];
        const handle: RouteHandle = { routeKey: route.key };
        return { path: route.path, handle, element: <Page /> };
      }),
    };
  });
  return [
    {
      element: <RootShell />,
      errorElement: <RouteErrorPage />,
      children: [...layoutRoutes, { path: "*", element: <Navigate to="/error" replace /> }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
