import { UI_LANGUAGES, uiLanguageByIndex } from "@school/contracts";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { applyUiLanguage, readLanguageIndex } from "../features/language/ui-language";
import en from "../locales/en/translation.json";
import kk from "../locales/kk/translation.json";
import ru from "../locales/ru/translation.json";

declare module "i18next" {
  // Module augmentation needs an interface; it makes every t() key checked against the English catalogue.
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}

/** Loads the three catalogues synchronously so the first paint is already translated. */
export function initI18n(): void {
  const index = readLanguageIndex();
  void i18n.use(initReactI18next).init({
    resources: { ru: { translation: ru }, kk: { translation: kk }, en: { translation: en } },
    lng: uiLanguageByIndex(index),
    fallbackLng: UI_LANGUAGES[0],
    supportedLngs: [...UI_LANGUAGES],
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyUiLanguage(index);
}
