import {
  DEFAULT_UI_LANGUAGE_INDEX,
  LANGUAGE_COOKIE,
  UI_LANGUAGES,
  type UiLanguage,
  uiLanguageByIndex,
} from "@school/contracts";
import i18n from "i18next";
import { STORAGE_KEYS } from "../../browser-storage/storage-keys";
import { whenPartsShown } from "../../ui/preloadable";
import { loadLanguage } from "./language-resources";

/**
 * The language this browser named (decision 0170), kept beside the `lang` cookie and written with it: a switch, an
 * address's `hl`, an account's language. Not the default a browser shows before anything named one, nor its own
 * language the server drew a first page in. Read from storage: Chrome counts every read of `document.cookie` as a
 * performance issue, and a drawn page's state says whether the server saw the cookie.
 */
const NAMED_LANGUAGE_KEY = "lang_named";

export function namedLanguage(): UiLanguage | null {
  const stored = localStorage.getItem(NAMED_LANGUAGE_KEY);
  return UI_LANGUAGES.find((language) => language === stored) ?? null;
}

/**
 * The stored interface language index (0 ru, 1 kk, 2 en), as the spec keeps it under `lang`; on the server, which
 * stores none, the language the page is being drawn in.
 */
export function readLanguageIndex(): number {
  if (typeof localStorage === "undefined") return languageIndexOf(i18n.language ?? "");
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
 * half-translated; Ant Design follows through the providers. `named` (decision 0170): true for a language the
 * visitor or their account named, which the cookie then carries; false for one nothing named (the default, the
 * browser's own a page was drawn in: the server saw no cookie); null when it is not known (a page the server did not
 * draw), which leaves what the browser named as it is.
 */
export async function applyUiLanguage(index: number, { named = true }: { named?: boolean | null } = {}): Promise<void> {
  const language = uiLanguageByIndex(index);
  localStorage.setItem(STORAGE_KEYS.lang, String(languageIndexOf(language)));
  // The server draws a guest page in the language the cookie names when the address names none (decision 0145),
  // and sign-in keeps it (decision 0170): only a named language writes it.
  if (named === true) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and older Firefox
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
    localStorage.setItem(NAMED_LANGUAGE_KEY, language);
  } else if (named === false) {
    localStorage.removeItem(NAMED_LANGUAGE_KEY);
  }
  // A part the server drew and the app has not yet taken over (its code or its texts still on the way) is hydrated in
  // the language it was drawn in: a switch before then would make React throw that part away and draw it again.
  await Promise.all([loadLanguage(language), new Promise<void>((resolve) => whenPartsShown(resolve))]);
  document.documentElement.lang = language;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
