/** Interface languages: index 0, 1, 2 as the spec stores them (lang in browser storage); default 0. */
export const UI_LANGUAGES = ["ru", "kk", "en"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];
export const DEFAULT_UI_LANGUAGE_INDEX = 0;

/** The locale the server's texts (mails, receipts, acts) format dates and numbers in, per interface language. */
export const INTL_LOCALES: Record<UiLanguage, string> = { ru: "ru-RU", kk: "kk-KZ", en: "en-GB" };

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

/** A name kept in three languages at the API edge: lessons' and groups' `name_ru`, `name_kk`, `name_en`. */
export type NamesAsWritten = { name_ru: string; name_kk: string; name_en: string };

/** A lesson's or group's name as a reader of `language` sees it, by the one rule above (decision 0042). */
export function nameInLanguage(language: UiLanguage, names: NamesAsWritten): string {
  return inLanguage(language, { ru: names.name_ru, kk: names.name_kk, en: names.name_en });
}

/** An exercise list's or program's title as a reader of `language` sees it (decision 0042). */
export function titleInLanguage(
  language: UiLanguage,
  titles: { title_ru: string; title_kk: string; title_en: string },
): string {
  return inLanguage(language, { ru: titles.title_ru, kk: titles.title_kk, en: titles.title_en });
}

/**
 * The cookie naming a visitor's interface language (ru, kk, en): the browser writes it whenever a language is named
 * (a switch, an address's `hl`, an account's language), never for the default shown before anything named one; the
 * server draws a guest page in it when the address names no language (decision 0145), and sign-in keeps it (0170).
 */
export const LANGUAGE_COOKIE = "lang";

/**
 * The query parameter that gives a guest page's address its language (`?hl=kk`), linked by hreflang: Google's name
 * for the interface language, since the catalogue's `lang` filters programs by the language they are taught in.
 */
export const LANGUAGE_PARAM = "hl";
