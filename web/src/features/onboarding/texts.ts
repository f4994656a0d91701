import i18n from "i18next";
import en from "./locales/en.json";
import kk from "./locales/kk.json";
import ru from "./locales/ru.json";

/**
 * The onboarding's texts (`onboarding.*`: tour, wizard, a student's education and applications), in the feature's
 * own chunks rather than the catalogue every first screen downloads, as the task screens' texts are. Imported for
 * its effect by each entry point (the tour and wizard, the settings' education and applications tabs).
 */
export const ONBOARDING_TEXTS = { en, ru, kk };
for (const [language, onboarding] of Object.entries(ONBOARDING_TEXTS)) {
  i18n.addResourceBundle(language, "translation", { onboarding }, true, true);
}
