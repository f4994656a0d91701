import type { UiLanguage } from "@school/contracts";
import type { Locale } from "antd/es/locale";
import i18n from "i18next";

type Catalogue = Record<string, unknown>;

/**
 * Everything a language needs, each in a chunk of its own so a visitor downloads only the language they read:
 * the interface texts, Ant Design's texts (pagination, empty lists, date pickers) and dayjs's month names.
 * English dates are built into dayjs.
 */
const LOADERS: Record<UiLanguage, () => Promise<[Catalogue, Locale, unknown]>> = {
  ru: () =>
    Promise.all([
      import("../../locales/ru/translation.json").then((module) => module.default),
      import("antd/es/locale/ru_RU").then((module) => module.default),
      import("dayjs/locale/ru"),
    ]),
  kk: () =>
    Promise.all([
      import("../../locales/kk/translation.json").then((module) => module.default),
      import("antd/es/locale/kk_KZ").then((module) => module.default),
      import("dayjs/locale/kk"),
    ]),
  en: () =>
    Promise.all([
      import("../../locales/en/translation.json").then((module) => module.default),
      import("antd/es/locale/en_US").then((module) => module.default),
      Promise.resolve(),
    ]),
};

const antdLocales = new Map<UiLanguage, Locale>();
const loading = new Map<UiLanguage, Promise<void>>();

/** Loads a language's texts once; later calls for the same language share the first download. */
export function loadLanguage(language: UiLanguage): Promise<void> {
  const pending =
    loading.get(language) ??
    LOADERS[language]().then(([catalogue, antdLocale]) => {
      i18n.addResourceBundle(language, "translation", catalogue);
      antdLocales.set(language, antdLocale);
    });
  loading.set(language, pending);
  // A failed download (offline) may be tried again by the next switch.
  pending.catch(() => loading.delete(language));
  return pending;
}

/** Ant Design's texts for a loaded language (the providers render only once it is). */
export function antdLocaleOf(language: UiLanguage): Locale | undefined {
  return antdLocales.get(language);
}
