import { type UiLanguage, uiLanguageByIndex } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { languageIndexOf } from "./ui-language";

/** The interface language as the API's `translate_lang` spells it (ru, kk, en). */
export function useUiLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  return uiLanguageByIndex(languageIndexOf(i18n.language));
}

/**
 * Kazakh numbers are written like Russian ones (thousands split by a space, decimal comma). Some browsers claim
 * kk-KZ but format it with the root locale's commas, so the Russian rules are used for it directly.
 */
const NUMBER_LOCALES: Record<UiLanguage, string[]> = { ru: ["ru-RU"], kk: ["ru-RU"], en: ["en-GB"] };

/** The locales Intl formatters use for the interface language, best first. */
export function numberLocaleOf(language: UiLanguage): string[] {
  return NUMBER_LOCALES[language];
}

/** Kazakh dates have month names of their own, with Russian's as the fallback of a browser without them. */
const DATE_LOCALES: Record<UiLanguage, string[]> = { ru: ["ru-RU"], kk: ["kk-KZ", "ru-RU"], en: ["en-GB"] };

/** The locales Intl date formatters use for the interface language, best first. */
export function dateLocaleOf(language: UiLanguage): string[] {
  return DATE_LOCALES[language];
}
