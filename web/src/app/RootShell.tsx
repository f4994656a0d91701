import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { DocumentTitle } from "../features/shell";
import { GlobalLoader } from "../ui/GlobalLoader";
import { useCurrentRoute } from "./current-route";

/** Wraps every screen: the in-flight loader, and the tab's title naming the screen and the school. */
export function RootShell() {
  const route = useCurrentRoute();
  const { t } = useTranslation();

  return (
    <DocumentTitle routeTitle={route === null ? null : t(`routes.${route.key}`)}>
      <GlobalLoader />
      <Outlet />
    </DocumentTitle>
  );
}
