import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import i18n from "i18next";
import { getAccessToken, subscribeToken } from "../api/access-token.store";
import { isApiError } from "../api/api-error";
import { errorText } from "../api/error-text";
import { notifyUserDataChanged } from "../features/session/session.store";
import { readUserData, updateUserData } from "../features/session/user-data";
import { toast } from "../ui/toast";

declare module "@tanstack/react-query" {
  // Module augmentation needs an interface. `silent` marks calls whose failure the screen reports itself.
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

function reportError(error: unknown): void {
  toast.error(errorText(error, i18n.t));
}

/**
 * The school's tariff lapsed while the user was signed in (the token still says active): the stored flag follows
 * the server, and the guard sends the user to the guest catalogue (decision 0055). No toast: the screen changes.
 */
function schoolWentInactive(error: unknown): boolean {
  if (!isApiError(error) || error.code !== "school_inactive") return false;
  if (readUserData()?.tf_st !== false) {
    updateUserData({ tf_st: false });
    notifyUserDataChanged();
  }
  return true;
}

/** Client errors (4xx) will not change on a retry; network blips might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** A program not bought is no failure to report: the lesson screens offer the program instead (decision 0139). */
const isOffer = (error: unknown) =>
  isApiError(error) && (error.code === "not_bought" || error.code === "instalment_overdue");

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (schoolWentInactive(error) || isOffer(error)) return;
        if (!query.meta?.silent) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (schoolWentInactive(error)) return;
        if (!mutation.meta?.silent) reportError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
  // Answers carry names in the language they were asked in (decision 0134): a switch asks the shown ones again.
  let language = i18n.language;
  i18n.on("languageChanged", (next) => {
    if (language && next !== language) void client.invalidateQueries();
    language = next;
  });
  // Another user's data must never outlive a logout in the cache.
  let hadToken = false;
  subscribeToken(() => {
    const token = getAccessToken();
    if (hadToken && token === null) client.clear();
    hadToken = token !== null;
  });
  return client;
}

/**
 * A page drawn on the server is hydrated with the answers it was drawn from, and must render exactly as drawn
 * (decision 0179): an answer older than its freshness (a page the service worker kept) would otherwise show as being
 * asked again ("loading"), which the drawn markup does not, and React would throw that markup away. Until the
 * returned release is called (once the page is the app's), a screen that mounts does not ask again; the release
 * then asks again for every shown answer that has gone stale.
 */
export function holdDrawnAnswers(client: QueryClient): () => void {
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount: false } });
  return () => {
    client.setDefaultOptions(defaults);
    void client.refetchQueries({ type: "active", stale: true });
  };
}
