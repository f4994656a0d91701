import i18n from "i18next";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The schedule's texts (`schedule.*`), in the feature's own chunk rather than the catalogues every first screen
 * downloads (as the task screens' texts are): all three languages are added to i18next when the feature's code
 * loads, so a language switch finds them too. Imported for its effect by the feature's entry point.
 */
export const SCHEDULE_TEXTS = { en, ru, kk };
for (const [language, schedule] of Object.entries(SCHEDULE_TEXTS)) {
  i18n.addResourceBundle(language, "translation", { schedule }, true, true);
}
