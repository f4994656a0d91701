/** Interface languages: index 0, 1, 2 as the spec stores them (lang in browser storage); default 0. */
export const UI_LANGUAGES = ["ru", "kk", "en"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE_INDEX = 0;

export function uiLanguageByIndex(index: number): UiLanguage {
  return UI_LANGUAGES[index] ?? UI_LANGUAGES[DEFAULT_UI_LANGUAGE_INDEX];
}
