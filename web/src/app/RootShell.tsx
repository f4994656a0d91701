import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { GlobalLoader } from "../ui/GlobalLoader";
import { useCurrentRoute } from "./current-route";

/** Wraps every screen: the in-flight loader and a document title that follows the route and the language. */
export function RootShell() {
  const route = useCurrentRoute();
  const { t } = useTranslation();

  useEffect(() => {
    const appName = t("app.name");
    document.title = route === null ? appName : `${t(`routes.${route.key}`)} — ${appName}`;
  }, [route, t]);

  return (
    <>
      <GlobalLoader />
      <Outlet />
    </>
  );
}
