import { API_PREFIX, RESTORED_SESSION_FIELDS, readPlainRecord } from "@school/contracts";
import { refreshSession } from "@school/contracts/routes";
import { beginRequest, endRequest } from "./in-flight.store";

/**
 * The access token lives only in memory (never in browser storage); the httpOnly refresh cookie restores it
 * after a reload. `restoring` stays true until the first refresh attempt has answered.
 */
export type TokenState = { token: string | null; restoring: boolean };

let state: TokenState = { token: null, restoring: true };
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
