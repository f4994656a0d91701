export { NATIVE_NAMES } from "../../ui/language-names";
export { LanguageSwitcher } from "./components/LanguageSwitcher";
export { applyUiLanguage, languageIndexOf } from "./ui-language";
export { useUiLanguage } from "./use-ui-language";
