import type { AccessClaims } from "@school/contracts";
import { getTokenState, subscribeToken, type TokenState } from "../../api/access-token.store";
import { STORAGE_KEYS } from "../../browser-storage/storage-keys";
import { decodeAccessClaims } from "./access-claims";
import { readUserData, type StoredUserData } from "./user-data";

export type SessionStatus = "restoring" | "anonymous" | "signedIn";
export type Session = {
  status: SessionStatus;
  claims: AccessClaims | null;
  userData: StoredUserData | null;
};

/** No one signed in: what the server's render of a guest page knows. */
export const ANONYMOUS_SESSION: Session = { status: "anonymous", claims: null, userData: null };

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

/** A stable snapshot for useSyncExternalStore: a new object only when the token or uData changed. */
export function getSessionSnapshot(): Session {
  const tokenState = getTokenState();
  const rawUserData = localStorage.getItem(STORAGE_KEYS.userData);
  if (cached !== null && cached.tokenState === tokenState && cached.rawUserData === rawUserData) return cached.session;
  const claims = tokenState.token === null ? null : decodeAccessClaims(tokenState.token);
  const status: SessionStatus = tokenState.restoring ? "restoring" : claims === null ? "anonymous" : "signedIn";
  const session = { status, claims, userData: readUserData() };
  cached = { tokenState, rawUserData, session };
  return session;
}
