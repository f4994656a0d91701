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

/**
 * The language this browser named (decision 0170): the `lang` cookie, which only a named language writes (a switch,
 * an address's `hl`, an account's language), never the default a browser shows before anything named one. Null
 * when nothing did.
 */
export function namedLanguage(): UiLanguage | null {
  for (const pair of document.cookie.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === LANGUAGE_COOKIE) return UI_LANGUAGES.find((language) => language === value) ?? null;
  }
  return null;
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
 * half-translated; Ant Design follows through the providers. `named` is false for a language nothing named (the
 * default, or the browser's own that the server drew a first page in): it is shown, and not taken for a choice.
 */
export async function applyUiLanguage(index: number, { named = true }: { named?: boolean } = {}): Promise<void> {
  const language = uiLanguageByIndex(index);
  localStorage.setItem(STORAGE_KEYS.lang, String(languageIndexOf(language)));
  // The server draws a guest page in the language the cookie names when the address names none (decision 0145),
  // and sign-in keeps it (decision 0170): only a named language writes it.
  if (named) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  }
  await loadLanguage(language);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
