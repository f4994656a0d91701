import { API_PREFIX, RESTORED_SESSION_FIELDS, readPlainRecord } from "@school/contracts";
import { refreshSession } from "@school/contracts/routes";
import { beginRequest, endRequest } from "./in-flight.store";

/**
 * The access token lives only in memory (never in browser storage); the httpOnly refresh cookie restores it
 * after a reload. `restoring` stays true until the first refresh attempt has answered.
 */
export type TokenState = { token: string | null; restoring: boolean };

let state: TokenState = { token: null, restoring: true };
/** Whether the page was drawn by the server for a signed-in user, whose session is then being restored. */
let drawnForUser = false;
const listeners = new Set<() => void>();
let refreshing: Promise<string | null> | null = null;

export function getTokenState(): TokenState {
  return state;
}

export function getAccessToken(): string | null {
  return state.token;
}

export function setAccessToken(token: string | null): void {
  state = { token, restoring: false };
  for (const listener of listeners) listener();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The page was drawn for a signed-in user (decision 0176): its calls wait for the session's token, as a browser that
 * keeps the user's data does, though this one may keep none (its storage cleared, the cookie kept). Without the wait
 * a call the hydrated screen makes before the refresh has answered went out with no token and was told "session
 * ended".
 */
export function expectDrawnUsersSession(): void {
  drawnForUser = true;
}

/** Whether the server drew the page for a signed-in user (`expectDrawnUsersSession`). */
export function isDrawnForUser(): boolean {
  return drawnForUser;
}

/** One refresh at a time: parallel 401s share the same attempt instead of racing the rotating cookie. */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= requestRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function requestRefresh(): Promise<string | null> {
  beginRequest();
  try {
    // Not through callEndpoint: that one comes here on a 401, and a refresh must not refresh itself.
    const response = await fetch(`${API_PREFIX}${refreshSession.path}`, {
      method: refreshSession.method,
      credentials: "same-origin",
    });
    if (!response.ok) {
      setAccessToken(null);
      return null;
    }
    const access = readPlainRecord(RESTORED_SESSION_FIELDS, await response.json())?.access ?? null;
    setAccessToken(access);
    return access;
  } catch {
    setAccessToken(null);
    return null;
  } finally {
    endRequest();
  }
}
