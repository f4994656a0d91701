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
    // The school's home page is named by the school alone, as its head says (decision 0170).
    <DocumentTitle routeTitle={route === null || route.key === "schoolHome" ? null : t(`routes.${route.key}`)}>
      <GlobalLoader />
      <Outlet />
    </DocumentTitle>
  );
}
