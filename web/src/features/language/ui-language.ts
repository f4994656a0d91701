import {
  DEFAULT_UI_LANGUAGE_INDEX,
  LANGUAGE_COOKIE,
  UI_LANGUAGES,
  type UiLanguage,
  uiLanguageByIndex,
} from "@school/contracts";
import i18n from "i18next";
import { STORAGE_KEYS } from "../../browser-storage/storage-keys";
import { loadLanguage } from "./language-resources";

/** Whether this browser has a language of its own choice stored (a visitor's first page has none). */
export function hasStoredLanguage(): boolean {
  return localStorage.getItem(STORAGE_KEYS.lang) !== null;
}

/** The stored interface language index (0 ru, 1 kk, 2 en), as the spec keeps it under `lang`. */
export function readLanguageIndex(): number {
  const stored = Number(localStorage.getItem(STORAGE_KEYS.lang));
  return Number.isInteger(stored) && stored >= 0 && stored < UI_LANGUAGES.length ? stored : DEFAULT_UI_LANGUAGE_INDEX;
}

export function languageIndexOf(language: string): number {
  const index = UI_LANGUAGES.indexOf(language as UiLanguage);
  return index === -1 ? DEFAULT_UI_LANGUAGE_INDEX : index;
}

/**
 * Switches texts, dates and the stored choice together, once the language's texts (and, once a screen beyond the
 * first has been shown, its dates' names) have arrived: the screen stays in the old language meanwhile, never
 * half-translated; Ant Design follows through the providers.
 */
export async function applyUiLanguage(index: number): Promise<void> {
  const language = uiLanguageByIndex(index);
  localStorage.setItem(STORAGE_KEYS.lang, String(languageIndexOf(language)));
  // The server draws a guest page in the language the cookie names when the address names none (decision 0145).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  await loadLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
