import { hydrate, type QueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * The signed-in user's last answers, kept in this browser so a returning visit paints them at once while the session
 * is restored and the screen asks again (decision 0175). Keyed by the user, never holding a token (the API's answers
 * carry none), and forgotten at sign-out, at a failed restore and when another user signs in. What the start needs
 * is here; the keeping itself (`keep-answers.ts`) loads once the page has loaded.
 */
const KEY_PREFIX = "school-queries:";
/** Older answers are not shown: the screen waits for the network as on a first visit. */
export const PERSISTED_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Raised when a release changes what an answer holds, so a browser never paints an older shape. */
export const PERSISTED_BUSTER = "1";

export const persistedKeyOf = (userId: number) => `${KEY_PREFIX}${userId}`;

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

/**
 * The user's kept answers into the client, when fresh and of this release; an old, foreign or broken record is
 * removed. (The rule of `persistQueryClientRestore`, which `keep-answers.ts` writes for, without its module on the
 * first screen.)
 */
export function restorePersistedQueries(client: QueryClient, userId: number): void {
  const key = persistedKeyOf(userId);
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? "null");
    if (kept === null) return;
    if (kept.buster !== PERSISTED_BUSTER || !(Date.now() - kept.timestamp <= PERSISTED_MAX_AGE_MS)) {
      localStorage.removeItem(key);
      return;
    }
    hydrate(client, kept.clientState);
    // Drawn at once, asked again as soon as a screen shows them: a kept answer may be minutes old, younger than the
    // app's staleTime, and the world may have changed since (a payment made, a lesson opened or locked). An answer
    // the cache held fresher (a page the server drew, decision 0176) was not replaced, and stays fresh.
    const keptAnswers = (kept.clientState?.queries ?? []) as { queryKey: QueryKey; state: { dataUpdatedAt: number } }[];
    for (const answer of keptAnswers) {
      const shown = client.getQueryState(answer.queryKey);
      if (shown?.dataUpdatedAt !== answer.state.dataUpdatedAt) continue;
      void client.invalidateQueries({ queryKey: answer.queryKey, exact: true, refetchType: "none" });
    }
  } catch {
    localStorage.removeItem(key);
  }
}

/** The caches of the signed-in screens' pages (`src/sw/routing.ts` names them so). */
const SHELLS_CACHE = /^school-shells-/;
/** Whose pages the service worker keeps: they are drawn with that user's data (decision 0178). */
const PAGES_OWNER_KEY = "school-pages-of";

function forgetKeptPages(): void {
  if (typeof caches === "undefined") return;
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => SHELLS_CACHE.test(name)).map((name) => caches.delete(name))))
    .catch(() => undefined);
}

/**
 * The signed-in user whose screens' pages the worker may keep (none when null): pages kept for anyone else are
 * forgotten, as their answers are, when another user signs in or the session does not come back.
 */
export function keepPagesOf(userId: number | null): void {
  const owner = userId === null ? null : String(userId);
  if (localStorage.getItem(PAGES_OWNER_KEY) === owner) return;
  forgetKeptPages();
  if (owner === null) localStorage.removeItem(PAGES_OWNER_KEY);
  else localStorage.setItem(PAGES_OWNER_KEY, owner);
}

/**
 * What the browser keeps of the signed-in user beyond uData, forgotten at sign-out: the kept answers, and the
 * service worker's pages drawn for them (a shared phone's next visitor then starts from the network as a stranger
 * would).
 */
export function forgetSignedInUser(): void {
  clearPersistedQueries();
  localStorage.removeItem(PAGES_OWNER_KEY);
  forgetKeptPages();
}
