import { LANGUAGE_PARAM } from "@school/contracts";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ScreenTitle } from "../../ui/screen-title";
import { useUiLanguage } from "../language";
import { useSchoolName } from "../school";

/**
 * The browser tab's title on every screen: "<screen> — <school>", in the reader's language (decision 0142). The
 * screen is the route's name unless the page names itself (`useDocumentTitle` of ui/screen-title.ts); the school is
 * the one of this address, the platform's name until it has answered. The manifest's link names the language too, so
 * a phone adds the school to its home screen under the name the reader reads. Set in effects, so the server's render
 * and the client's first one are the same.
 */
export function DocumentTitle({ routeTitle, children }: { routeTitle: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const schoolName = useSchoolName() || t("app.name");
  const [screenTitle, setScreenTitle] = useState<string | null>(null);
  const screen = screenTitle ?? routeTitle;

  useEffect(() => {
    document.title = screen ? `${screen} — ${schoolName}` : schoolName;
  }, [screen, schoolName]);

  useEffect(() => {
    const manifest = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (manifest) manifest.href = `/manifest.webmanifest?${LANGUAGE_PARAM}=${language}`;
  }, [language]);

  return <ScreenTitle.Provider value={setScreenTitle}>{children}</ScreenTitle.Provider>;
}
