import { LOGIN_DEFAULT_LANG_INDEX, UI_LANGUAGES, type UiLanguage, uiLanguageByIndex } from "@school/contracts";
import { logout, updateProfile } from "@school/contracts/routes";
import { getAccessToken, refreshAccessToken, setAccessToken } from "../../api/access-token.store";
import { ApiError } from "../../api/api-error";
import { callEndpoint } from "../../api/http-client";
import { applyUiLanguage, languageIndexOf, namedLanguage, readLanguageIndex } from "../language";
import { decodeAccessClaims } from "./access-claims";
import { isLoginStale, todayLoginDate } from "./login-date";
import { clearSavedFilters } from "./saved-filters";
import { notifyUserDataChanged } from "./session.store";
import {
  clearSignedInStorage,
  markSignedIn,
  readUserData,
  updateUserData,
  userDataFromClaims,
  writeSignedInStorage,
} from "./user-data";

/** The language the account keeps (claims.language), or null while the user never chose one (decision 0042). */
function chosenLanguageIndex(language: string | null): number | null {
  return language !== null && UI_LANGUAGES.includes(language as UiLanguage) ? languageIndexOf(language) : null;
}

/**
 * The language waiting to be kept on the account (decisions 0138, 0170): a visitor's from sign-in, a signed-in
 * user's from their switch, until the account has it, so a reload or a failed save on the way keeps it. Not one of
 * the spec's keys.
 */
const WAITING_LANGUAGE_KEY = "lang_guest_choice";

function waitingLanguageChoice(): UiLanguage | null {
  const stored = localStorage.getItem(WAITING_LANGUAGE_KEY);
  return stored !== null && UI_LANGUAGES.includes(stored as UiLanguage) ? (stored as UiLanguage) : null;
}

/**
 * The language the visitor is reading, when they named it (decision 0170): by the switcher, an address's `hl` or
 * the cookie (`namedLanguage`); null on a browser that never named one, which shows the default or its own.
 */
function readingLanguage(): UiLanguage | null {
  return namedLanguage() === null ? null : uiLanguageByIndex(readLanguageIndex());
}

/**
 * After login, registration or sign-in by code: store what the spec stores, then hold the token in memory. The
 * interface stays in the language the visitor was reading, whatever way they named it, and the account keeps it;
 * on a browser that named none, the account's language; the spec's sign-in default only for one who never chose
 * (decision 0170).
 */
export function startSession(access: string): void {
  const claims = decodeAccessClaims(access);
  if (claims === null) throw new ApiError({ status: 200, code: "invalid_response", detail: "" });
  writeSignedInStorage(userDataFromClaims(claims, todayLoginDate()), claims.currency);
  sessionLost = false;
  const reading = readingLanguage();
  const chosen = chosenLanguageIndex(reading ?? claims.language);
  void applyUiLanguage(chosen ?? LOGIN_DEFAULT_LANG_INDEX, { named: chosen === null ? null : true });
  setAccessToken(access);
  if (reading !== null && reading !== claims.language) keepUntilAccountHasIt(reading);
  else localStorage.removeItem(WAITING_LANGUAGE_KEY);
}

/**
 * Every language switcher: a signed-in user's choice is kept on the account, so the next sign-in, on any device,
 * opens in it; until the account has it, it waits in this browser as a guest's does, so a page opened before the
 * save lands (or after it failed) stays in the language chosen instead of the account's older one, and tries the
 * save again. A guest's is named by the cookie the switch wrote, which the account they sign in to keeps (decision
 * 0170).
 */
export function keepLanguageChoice(language: UiLanguage): void {
  if (getAccessToken() === null) return;
  keepUntilAccountHasIt(language);
}

function saveLanguage(language: UiLanguage): Promise<unknown> {
  const userId = readUserData()?.id;
  if (userId === undefined) return Promise.resolve();
  return callEndpoint(updateProfile, { params: { id: userId }, body: { language } });
}

/** A language stays waiting until the account has it: a reload on the way restores it and tries again. */
function keepUntilAccountHasIt(language: UiLanguage): void {
  localStorage.setItem(WAITING_LANGUAGE_KEY, language);
  void saveLanguage(language).then(
    // A later choice waiting for its own save stays.
    () => localStorage.getItem(WAITING_LANGUAGE_KEY) === language && localStorage.removeItem(WAITING_LANGUAGE_KEY),
    () => undefined,
  );
}

/** A password change revokes every older token and hands back a fresh one to keep using. */
export function replaceAccessToken(access: string): void {
  setAccessToken(access);
}

/**
 * Logout and session expiry: local state goes first so the screen reacts at once, then the server is told
 * to end every token of the account. A failed server call changes nothing for the user.
 */
export function endSession(): Promise<void> {
  const token = getAccessToken();
  setAccessToken(null);
  clearSignedInStorage();
  clearSavedFilters();
  notifyUserDataChanged();
  if (token === null) return Promise.resolve();
  return endServerSessions(token);
}

/** Logout still needs the token it is about to forget; a failed call changes nothing for the user. */
function endServerSessions(token: string): Promise<void> {
  return callEndpoint(logout, { bearer: token, refreshOnUnauthorized: false }).catch(() => undefined);
}

let sessionLost = false;

/**
 * Whether this page's restore found no session for the user the browser remembered: the screen (drawn at once from
 * the kept answers, decision 0175) gives way to the sign-in, not to the guest catalogue.
 */
export function wasSessionLost(): boolean {
  return sessionLost;
}

/** On app load: the refresh cookie brings the in-memory token back, and uData follows the fresh claims. */
export async function restoreSession(): Promise<void> {
  const token = await refreshAccessToken();
  const userData = readUserData();
  if (token === null) {
    // An expired uData is kept on purpose: the guard sees it, logs out and sends the user to /login.
    if (userData !== null && userData.tm_in === todayLoginDate()) {
      clearSignedInStorage();
      sessionLost = true;
    }
    notifyUserDataChanged();
    return;
  }
  const claims = decodeAccessClaims(token);
  if (claims === null) return;
  // The language this browser named (a choice still waiting for the account first) over the account's, as the
  // server drew the page (decision 0190); the account catches up.
  const reading = waitingLanguageChoice() ?? readingLanguage();
  const chosen = chosenLanguageIndex(reading ?? claims.language);
  if (chosen !== null) void applyUiLanguage(chosen);
  if (userData === null) {
    writeSignedInStorage(userDataFromClaims(claims, todayLoginDate()), claims.currency);
  } else {
    updateUserData({ tf_st: claims.tariff_status, fst_vist: claims.first_visit, user: claims.first_name });
    markSignedIn();
  }
  notifyUserDataChanged();
  if (reading !== null && reading !== claims.language) keepUntilAccountHasIt(reading);
}

const LOGIN_PATH = "/login";

/**
 * Session expiry (spec section 4), checked on load and on every click: when the stored login date is not today,
 * the session ends and /login opens by a full page load, so no screen judges the half-ended session on the way
 * (it would be taken for a signed-out visit and sent to /guest-catalog). Returns whether it expired.
 */
export function expireStaleLogin(): boolean {
  if (!isLoginStale(readUserData()?.tm_in ?? null)) return false;
  const token = getAccessToken();
  clearSignedInStorage();
  clearSavedFilters();
  const leave = () => window.location.replace(LOGIN_PATH);
  if (token === null) leave();
  else void endServerSessions(token).finally(leave);
  return true;
}
