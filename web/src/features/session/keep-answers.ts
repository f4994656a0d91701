import { type PersistedClient, type Persister, persistQueryClientSave } from "@tanstack/query-persist-client-core";
import type { Query, QueryClient } from "@tanstack/react-query";
import { getTokenState, subscribeToken } from "../../api/access-token.store";
import { decodeAccessClaims } from "./access-claims";
import { clearPersistedQueries, keepPagesOf, PERSISTED_BUSTER, persistedKeyOf } from "./kept-answers";

/** Past this the answers are not kept (localStorage holds about 5 MB an origin, shared with the rest of the app). */
const MAX_CHARS = 1_000_000;
/** One write a second at most while answers come in, not one per answer. */
const SAVE_DELAY_MS = 1000;

/** What is kept: answers that succeeded, whole (a paged list's pages too), of this signed-in user. */
/**
 * Answers never kept: a student's tasks and their answers, saved as they type. Drawn from a copy even a second old,
 * a field would open on what the server no longer holds, and the student's next keystroke would save over it.
 */
const UNKEPT_ROOTS: ReadonlySet<unknown> = new Set(["tasks"]);

export function shouldPersistQuery(query: Pick<Query, "state" | "queryKey">): boolean {
  if (UNKEPT_ROOTS.has(query.queryKey[0])) return false;
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

/** Keeps the user's answers, now and as they change; returns the stop (what waits to be written is dropped). */
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
  // What came in before the keeping started.
  timer = setTimeout(save, 0);
  return () => {
    unsubscribe();
    document.removeEventListener("visibilitychange", flush);
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
}

/**
 * Keeps the answers of whoever is signed in, from the restored or new session on: a sign-out or a failed restore
 * (no token) forgets every user's, another user's sign-in forgets the last one's. The pages the worker keeps follow
 * the same user.
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
    keepPagesOf(userId);
    if (userId !== null) keeping = { userId, stop: keepQueries(client, userId) };
  };
  subscribeToken(follow);
  follow();
}
