import type { AccessClaims } from "@school/contracts";
import { getTokenState, subscribeToken, type TokenState } from "../../api/access-token.store";
import { STORAGE_KEYS } from "../../browser-storage/storage-keys";
import { decodeAccessClaims } from "./access-claims";
import { readUserData, type StoredUserData, userDataFromClaims } from "./user-data";

export type SessionStatus = "restoring" | "anonymous" | "signedIn";
export type Session = {
  status: SessionStatus;
  /**
   * The token's claims; while the session is restored on a browser that keeps uData, the claims uData remembers
   * (decision 0175), so the screen is drawn from the kept answers at once, and its calls wait for the token.
   */
  claims: AccessClaims | null;
  userData: StoredUserData | null;
};

/** No one signed in: what the server's render of a guest page knows. */
export const ANONYMOUS_SESSION: Session = { status: "anonymous", claims: null, userData: null };

/**
 * The session a page was drawn for on the server (decision 0176): a guest page's is no one's; a signed-in screen's
 * is its user's. The server's render reads its own request's; the browser reads the one the page names while it
 * hydrates, so its first drawing is the server's, and the session it restores takes over after.
 */
let drawnSession: () => Session = () => ANONYMOUS_SESSION;

export function setDrawnSession(source: () => Session): void {
  drawnSession = source;
}

export const getDrawnSession = (): Session => drawnSession();

/** The session the server draws a signed-in screen for, from its access token's claims (no login date: none shown). */
export function drawnSessionOf(claims: AccessClaims): Session {
  return { status: "signedIn", claims, userData: userDataFromClaims(claims, "") };
}

const userDataListeners = new Set<() => void>();

/** Writers of uData call this so screens reading the session re-render. */
export function notifyUserDataChanged(): void {
  for (const listener of userDataListeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  const unsubscribeToken = subscribeToken(listener);
  userDataListeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    unsubscribeToken();
    userDataListeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

let cached: { tokenState: TokenState; rawUserData: string | null; session: Session } | null = null;

/** Claims and stored user data that differ only in what no screen reads: the token's times, the login date. */
const UNREAD_FIELDS = new Set(["exp", "iat", "tm_in"]);

function sameFields<T extends object>(a: T | null, b: T | null): boolean {
  if (a === null || b === null) return a === b;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every(
    (key) => UNREAD_FIELDS.has(key) || (a as Record<string, unknown>)[key] === (b as Record<string, unknown>)[key],
  );
}

/** Two sessions every screen draws alike. */
function sameSession(a: Session, b: Session): boolean {
  return a.status === b.status && sameFields(a.claims, b.claims) && sameFields(a.userData, b.userData);
}

/**
 * A stable snapshot for useSyncExternalStore: a new object only when the session changed in what screens read. A
 * new snapshot re-renders every reader at once, in one task (React renders a store's change synchronously), so the
 * session restored on a page the server drew for its user (decision 0176) stays the drawn one's object: the token
 * it brings differs only in its times (decision 0177). While the token is asked for, such a page's session is the
 * drawn one: the server has just found it live.
 */
export function getSessionSnapshot(): Session {
  const tokenState = getTokenState();
  const rawUserData = localStorage.getItem(STORAGE_KEYS.userData);
  if (cached !== null && cached.tokenState === tokenState && cached.rawUserData === rawUserData) return cached.session;
  const drawn = drawnSession();
  const computed = tokenState.restoring && drawn.status === "signedIn" ? drawn : sessionOf(tokenState);
  const session = [drawn, cached?.session].find((shown) => shown && sameSession(shown, computed)) ?? computed;
  cached = { tokenState, rawUserData, session };
  return session;
}

function sessionOf(tokenState: TokenState): Session {
  const userData = readUserData();
  const status: SessionStatus = tokenState.restoring
    ? "restoring"
    : tokenState.token !== null && decodeAccessClaims(tokenState.token) !== null
      ? "signedIn"
      : "anonymous";
  const claims =
    tokenState.token !== null
      ? decodeAccessClaims(tokenState.token)
      : status === "restoring" && userData !== null
        ? provisionalClaims(userData, localStorage.getItem(STORAGE_KEYS.currency))
        : null;
  return { status, claims, userData };
}

/**
 * The claims uData remembers, standing for the token's while the refresh call answers: the same user, role, school
 * and tariff state; the language is the one the browser already shows (null, as for one who never chose).
 */
export function provisionalClaims(userData: StoredUserData, currency: string | null): AccessClaims {
  return {
    first_name: userData.user,
    role: userData.rle,
    tariff_status: userData.tf_st,
    first_visit: userData.fst_vist,
    email: userData.email,
    user_id: userData.id,
    school_id: userData.school_id,
    currency: currency ?? "KZT",
    language: null,
    exp: 0,
    iat: 0,
  };
}
