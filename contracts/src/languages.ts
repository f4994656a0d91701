/** Interface languages: index 0, 1, 2 as the spec stores them (lang in browser storage); default 0. */
export const UI_LANGUAGES = ["ru", "kk", "en"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE_INDEX = 0;

export function uiLanguageByIndex(index: number): UiLanguage {
  return UI_LANGUAGES[index] ?? UI_LANGUAGES[DEFAULT_UI_LANGUAGE_INDEX];
}

/** A text kept in the three interface languages, empty where none was written. */
export type Translations = Record<UiLanguage, string>;

/**
 * The text as a reader of `language` sees it: their language's, else the first filled in (ru, kk, en). Program
 * texts, dictionary names and the school's texts all follow this one rule (decision 0020).
 */
export function inLanguage(language: UiLanguage, texts: Translations): string {
  return texts[language] || texts.ru || texts.kk || texts.en || "";
}
