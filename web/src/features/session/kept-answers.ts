import {
  type PersistedClient,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
} from "@tanstack/query-persist-client-core";
import type { Query, QueryClient } from "@tanstack/react-query";
import { getTokenState, subscribeToken } from "../../api/access-token.store";
import { decodeAccessClaims } from "./access-claims";

/**
 * The signed-in user's last answers, kept in this browser so a returning visit paints them at once while the session
 * is restored and the screen asks again (decision 0175). Keyed by the user, never holding a token (the API's answers
 * carry none), and forgotten at sign-out, at a failed restore and when another user signs in.
 */
const KEY_PREFIX = "school-queries:";
/** Older answers are not shown: the screen waits for the network as on a first visit. */
export const PERSISTED_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Raised when a release changes what an answer holds, so a browser never paints an older shape. */
export const PERSISTED_BUSTER = "1";
/** Past this the answers are not kept (localStorage holds about 5 MB an origin, shared with the rest of the app). */
const MAX_CHARS = 1_000_000;
/** One write a second at most while answers come in, not one per answer. */
const SAVE_DELAY_MS = 1000;

export const persistedKeyOf = (userId: number) => `${KEY_PREFIX}${userId}`;

/** What is kept: answers that succeeded, whole (a paged list's pages too), of this signed-in user. */
export function shouldPersistQuery(query: Pick<Query, "state">): boolean {
  return query.state.status === "success" && query.state.data !== undefined;
}

export function localStoragePersister(userId: number): Persister {
  const key = persistedKeyOf(userId);
  return {
    persistClient(client: PersistedClient) {
      const text = JSON.stringify(client);
      try {
        if (text.length > MAX_CHARS) localStorage.removeItem(key);
        else localStorage.setItem(key, text);
      } catch {
        // Storage full or refused (a private window): the next visit waits for the network, as before.
        localStorage.removeItem(key);
      }
    },
    restoreClient() {
      const text = localStorage.getItem(key);
      return text === null ? undefined : (JSON.parse(text) as PersistedClient);
    },
    removeClient() {
      localStorage.removeItem(key);
    },
  };
}

/** Every user's kept answers but `keep`'s (none when null). */
export function clearPersistedQueries(keep: number | null = null): void {
  const kept = keep === null ? null : persistedKeyOf(keep);
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(KEY_PREFIX) && key !== kept) keys.push(key);
  }
  for (const key of keys) localStorage.removeItem(key);
}

/** The user's kept answers into the client, if any and fresh enough (an old or broken one is removed). */
export function restorePersistedQueries(client: QueryClient, userId: number): Promise<void> {
  return persistQueryClientRestore({
    queryClient: client,
    persister: localStoragePersister(userId),
    maxAge: PERSISTED_MAX_AGE_MS,
    buster: PERSISTED_BUSTER,
  });
}

/** Keeps the user's answers as they change; returns the stop (what waits to be written is dropped). */
export function keepQueries(client: QueryClient, userId: number): () => void {
  const persister = localStoragePersister(userId);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    timer = null;
    void persistQueryClientSave({
      queryClient: client,
      persister,
      buster: PERSISTED_BUSTER,
      dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: () => false },
    });
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" && event.type !== "removed") return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  // A tab closed within the delay would lose the last answers.
  const flush = () => {
    if (timer === null || document.visibilityState !== "hidden") return;
    clearTimeout(timer);
    save();
  };
  document.addEventListener("visibilitychange", flush);
  return () => {
    unsubscribe();
    document.removeEventListener("visibilitychange", flush);
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}

/**
 * Keeps the answers of whoever is signed in, from the restored or new session on: a sign-out or a failed restore
 * (no token) forgets every user's, another user's sign-in forgets the last one's.
 */
export function keepSignedInAnswers(client: QueryClient): void {
  let keeping: { userId: number; stop: () => void } | null = null;
  const follow = () => {
    const { token, restoring } = getTokenState();
    if (restoring) return;
    const userId = token === null ? null : (decodeAccessClaims(token)?.user_id ?? null);
    if (keeping !== null && keeping.userId === userId) return;
    keeping?.stop();
    keeping = null;
    clearPersistedQueries(userId);
    if (userId !== null) keeping = { userId, stop: keepQueries(client, userId) };
  };
  subscribeToken(follow);
  follow();
}

/** The caches of the signed-in screens' pages (`src/sw/routing.ts` names them so). */
const SHELLS_CACHE = /^school-shells-/;

/**
 * What the browser keeps of the signed-in user beyond uData, forgotten at sign-out: the kept answers, and the
 * service worker's signed-in pages (they hold nobody's data, but a shared phone's next visitor then starts from the
 * network as a stranger would).
 */
export function forgetSignedInUser(): void {
  clearPersistedQueries();
  if (typeof caches === "undefined") return;
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => SHELLS_CACHE.test(name)).map((name) => caches.delete(name))))
    .catch(() => undefined);
}
