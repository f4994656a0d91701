import type { UiLanguage } from "@school/contracts";
import i18n from "i18next";

type Catalogue = Record<string, unknown>;

/**
 * Everything a language needs on the first screen, each in a chunk of its own so a visitor downloads only the
 * language they read: the interface texts and dayjs's month names (English dates are built into dayjs). Ant Design's
 * texts come with Ant Design, inside AntdScope (decision 0038).
 */
const LOADERS: Record<UiLanguage, () => Promise<[Catalogue, unknown]>> = {
  ru: () =>
    Promise.all([
      import("../../locales/ru/translation.json").then((module) => module.default),
      import("dayjs/locale/ru"),
    ]),
  kk: () =>
    Promise.all([
      import("../../locales/kk/translation.json").then((module) => module.default),
      import("dayjs/locale/kk"),
    ]),
  en: () =>
    Promise.all([import("../../locales/en/translation.json").then((module) => module.default), Promise.resolve()]),
};

const loading = new Map<UiLanguage, Promise<void>>();

/** Loads a language's texts once; later calls for the same language share the first download. */
export function loadLanguage(language: UiLanguage): Promise<void> {
  const pending =
    loading.get(language) ??
    LOADERS[language]().then(([catalogue]) => {
      i18n.addResourceBundle(language, "translation", catalogue);
    });
  loading.set(language, pending);
  // A failed download (offline) may be tried again by the next switch.
  pending.catch(() => loading.delete(language));
  return pending;
}
