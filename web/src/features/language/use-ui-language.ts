import { type UiLanguage, uiLanguageByIndex } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { languageIndexOf } from "./ui-language";

/** The interface language as the API's `translate_lang` spells it (ru, kk, en). */
export function useUiLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  return uiLanguageByIndex(languageIndexOf(i18n.language));
}
