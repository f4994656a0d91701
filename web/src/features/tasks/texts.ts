import i18n from "i18next";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The task screens' texts (`tasks.*`), in the feature's own chunk rather than the catalogues every first screen
 * downloads: all three languages are added to i18next when the feature's code loads, so a language switch finds
 * them too. Imported for its effect by each entry point of the feature (constructor, player, grading).
 */
export const TASK_TEXTS = { en, ru, kk };
for (const [language, tasks] of Object.entries(TASK_TEXTS)) {
  i18n.addResourceBundle(language, "translation", { tasks }, true, true);
}
