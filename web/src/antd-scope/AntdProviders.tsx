import type { UiLanguage } from "@school/contracts";
import { uiLanguageByIndex } from "@school/contracts";
import { ConfigProvider } from "antd";
import type { Locale } from "antd/es/locale";
import getDesignToken from "antd/es/theme/getDesignToken";
import { type ReactNode, use, useEffect, useMemo, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { loadOtherScreenTexts } from "../features/language/language-resources";
import { languageIndexOf } from "../features/language/ui-language";
import { markFulfilled } from "../ui/preloadable";
import { useMediaQuery } from "../ui/use-media-query";
import { THEME } from "./theme";
import "./antd-screens.css";

/**
 * Ant Design's theme, worked out once in a task of its own as soon as this module has run: the first control drawn
 * works it out again (its cache is the controls' own), but with the code that does it compiled and warm, the
 * hydration's task that draws that control is shorter (decision 0177).
 */
if (typeof window !== "undefined") setTimeout(() => getDesignToken(THEME), 0);

/** Ant Design's own texts (pagination, empty lists, date pickers), one chunk per language. */
const LOCALE_LOADERS: Record<UiLanguage, () => Promise<Locale>> = {
  ru: () => import("antd/es/locale/ru_RU").then((module) => module.default),
  kk: () => import("antd/es/locale/kk_KZ").then((module) => module.default),
  en: () => import("antd/es/locale/en_US").then((module) => module.default),
};

const loading = new Map<UiLanguage, Promise<Locale>>();
const loaded = new Map<UiLanguage, Locale>();

/**
 * What a scope needs in a language before it draws: Ant Design's texts and the interface texts of the screens
 * beyond the first (language-resources.ts), downloaded together.
 */
export function loadAntdLocale(language: UiLanguage): Promise<Locale> {
  const pending =
    loading.get(language) ??
    Promise.all([LOCALE_LOADERS[language](), loadOtherScreenTexts(language)]).then(([locale]) => {
      loaded.set(language, locale);
      return locale;
    });
  loading.set(language, pending);
  // A failed download (offline) may be tried again by the next render.
  pending.catch(() => loading.delete(language));
  return pending;
}

/** The locale last drawn, kept on screen while another language's arrives (no spinner over the page). */
let shown: Locale | undefined;

/**
 * Ant Design's theme and locale (following the interface language). A user whose system asks for reduced motion
 * gets none of Ant Design's animations (WCAG 2.3.3): popups, drawers and toasts appear and go at once, and a click
 * draws no wave (the theme's motion switch leaves the wave on: it is a setting of its own).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = uiLanguageByIndex(languageIndexOf(i18n.language));
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const theme = useMemo(() => ({ ...THEME, token: { ...THEME.token, motion: !reducedMotion } }), [reducedMotion]);
  const wave = useMemo(() => ({ disabled: reducedMotion }), [reducedMotion]);
  const [, localeArrived] = useReducer((count: number) => count + 1, 0);

  // The first scope waits for its language's texts; a language switch keeps the old ones until the new arrive.
  // `use` on every render, never only while the texts are missing: a render React replays after `use` suspended
  // must call the same hooks (a scope inside a page drawn on the server is hydrated so, React #467).
  // On the server the last locale drawn is another request's: a page is drawn in its own language's, or not at all.
  const onServer = typeof window === "undefined";
  const ready = loaded.get(language) ?? (onServer ? undefined : shown);
  const locale = use(ready === undefined ? loadAntdLocale(language) : markFulfilled(Promise.resolve(ready), ready));
  if (!onServer) shown = locale;
  useEffect(() => {
    if (!loaded.has(language)) void loadAntdLocale(language).then(localeArrived, () => undefined);
  }, [language]);

  return (
    <ConfigProvider locale={locale} theme={theme} wave={wave}>
      {children}
    </ConfigProvider>
  );
}
