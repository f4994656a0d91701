import type { UiLanguage } from "@school/contracts";
import i18n from "i18next";

type Catalogue = Record<string, unknown>;

/**
 * What a language needs on the first screen, in a chunk of its own so a visitor downloads only the language they
 * read: the texts of the shell and the catalogue (`first-screen.json`). Its dates are written by Intl.
 */
const FIRST_SCREEN_LOADERS: Record<UiLanguage, () => Promise<Catalogue>> = {
  ru: () => import("../../locales/ru/first-screen.json").then((module) => module.default),
  kk: () => import("../../locales/kk/first-screen.json").then((module) => module.default),
  en: () => import("../../locales/en/first-screen.json").then((module) => module.default),
};

/**
 * The texts of every other screen and dayjs's month names, which those screens' dates and Ant Design's pickers
 * use (English ones are built into dayjs). Those screens are drawn with Ant Design, so these load with its scope
 * (AntdScope) beside its own texts; the boundary test holds the first screen to `first-screen.json` and no dayjs.
 */
const OTHER_SCREENS_LOADERS: Record<UiLanguage, () => Promise<[Catalogue, unknown]>> = {
  ru: () =>
    Promise.all([
      import("../../locales/ru/other-screens.json").then((module) => module.default),
      import("dayjs/locale/ru"),
    ]),
  kk: () =>
    Promise.all([
      import("../../locales/kk/other-screens.json").then((module) => module.default),
      import("dayjs/locale/kk"),
    ]),
  en: () =>
    Promise.all([import("../../locales/en/other-screens.json").then((module) => module.default), Promise.resolve()]),
};

/** Loads a catalogue once per language; later calls share the first download, a failed one (offline) is retried. */
function catalogueOnce(loader: (language: UiLanguage) => Promise<Catalogue>) {
  const loading = new Map<UiLanguage, Promise<void>>();
  return (language: UiLanguage): Promise<void> => {
    const pending =
      loading.get(language) ??
      loader(language).then((catalogue) => {
        i18n.addResourceBundle(language, "translation", catalogue, true, true);
      });
    loading.set(language, pending);
    pending.catch(() => loading.delete(language));
    return pending;
  };
}

const loadFirstScreenTexts = catalogueOnce((language) => FIRST_SCREEN_LOADERS[language]());
const loadOtherScreensTexts = catalogueOnce((language) =>
  OTHER_SCREENS_LOADERS[language]().then(([catalogue]) => catalogue),
);

/** Set once a screen beyond the first has asked for its texts: from then on a language switch brings them too. */
let otherScreensShown = false;

/**
 * The texts of the screens drawn with Ant Design, in the language asked for (AntdScope waits for them), and dayjs
 * switched to that language's dates: on every switch, since a language loaded before is not loaded again.
 */
export async function loadOtherScreenTexts(language: UiLanguage): Promise<void> {
  otherScreensShown = true;
  const [dayjs] = await Promise.all([import("dayjs"), loadOtherScreensTexts(language)]);
  dayjs.default.locale(language);
}

/** What a switch to a language must download before the screen changes language, never half-translated. */
export function loadLanguage(language: UiLanguage): Promise<unknown> {
  const first = loadFirstScreenTexts(language);
  return otherScreensShown ? Promise.all([first, loadOtherScreensTexts(language)]) : first;
}
