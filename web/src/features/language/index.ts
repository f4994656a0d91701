export { NATIVE_NAMES } from "../../ui/language-names";
export { LanguageSwitcher } from "./components/LanguageSwitcher";
export { applyUiLanguage, languageIndexOf, namedLanguage, readLanguageIndex } from "./ui-language";
export { useUiLanguage } from "./use-ui-language";
