import { UI_LANGUAGES, type UiLanguage, uiLanguageByIndex } from "@school/contracts";
import { useTranslation } from "react-i18next";

/**
 * The interface language for the shared ui's own formatting (features read it with `useUiLanguage`, which the ui
 * may not import): the same reading of i18next's language.
 */
export function useReaderLanguage(): UiLanguage {
  const { i18n } = useTranslation();
  return uiLanguageByIndex(UI_LANGUAGES.indexOf(i18n.language as UiLanguage));
}
