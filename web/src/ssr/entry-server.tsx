import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import { type AccessClaims, routesFor, type UiLanguage, type WebRouteKey } from "@school/contracts";
import {
  type DehydratedState,
  dehydrate,
  type Query,
  QueryCache,
  QueryClient,
  type QueryKey,
} from "@tanstack/react-query";
import i18n from "i18next";
import { renderToString } from "react-dom/server";
import { initReactI18next } from "react-i18next";
import { type RouteObject, StaticRouter } from "react-router";
import { isApiError } from "../api/api-error";
import { sendApiCallsThrough } from "../api/http-client";
import { AppProviders } from "../app/AppProviders";
import { webRouteAt } from "../app/current-route";
import { decideAccess } from "../app/guard";
import { GUEST_DATA_PREFETCHES, loadScreen, type PageDataPrefetch } from "../app/pages";
import { AppRoutes, buildRoutes } from "../app/router";
import { catalogueKeys } from "../features/catalogue/hooks/catalogue.keys";
import { certificateKeys } from "../features/certificates/certificates.keys";
import { prefetchHelpInfo } from "../features/help/hooks/use-help-info";
import { schoolKeys } from "../features/school/hooks/school.keys";
import { prefetchGuestSchool } from "../features/school/hooks/use-guest-school.query";
import { prefetchSchoolLogo } from "../features/school/hooks/use-school-logo.query";
import { ANONYMOUS_SESSION, drawnSessionOf, type Session, setDrawnSession } from "../features/session/session.store";
import en from "../locales/en/first-screen.json";
import enOther from "../locales/en/other-screens.json";
import kk from "../locales/kk/first-screen.json";
import kkOther from "../locales/kk/other-screens.json";
import ru from "../locales/ru/first-screen.json";
import ruOther from "../locales/ru/other-screens.json";
import { setRenderEnvironment } from "../ui/render-environment";
import { createRenderStorage } from "./render-storage";

/**
 * The server's side of the guest pages (decision 0145): the platform's server imports this bundle (built by
 * `vite.ssr.config.ts` into dist-ssr/) and asks it for a screen's HTML, drawn by the same components, routes and
 * queries the browser runs, with the data the queries asked for embedded so the browser hydrates without asking
 * again. The queries' calls reach the API in the server's own process, through the `calls` each render is given.
 */

/** What a request's render knows that the browser would read from its address and its session. */
const requests = createRenderStorage<{ hostname: string; calls: ApiCalls; session: Session }>();
setRenderEnvironment({ hostname: () => requests.current()?.hostname ?? "", drawingServerPage: true });
setDrawnSession(() => requests.current()?.session ?? ANONYMOUS_SESSION);
// Each render's calls go to the app that asked for it: one process may hold several apps (tests, benchmarks).
sendApiCallsThrough((url, init) => {
  const request = requests.current();
  if (request === undefined) return Promise.reject(new Error("an API call outside a server render"));
  return request.calls(url, init, request.hostname);
});

void i18n.use(initReactI18next).init({
  // Every screen's texts: a signed-in screen's (decision 0176) come beside the first screen's, as its AntdScope
  // brings them in the browser; a feature's own are added as its code loads (features/*/texts.ts).
  resources: {
    ru: { translation: { ...ru, ...ruOther } },
    kk: { translation: { ...kk, ...kkOther } },
    en: { translation: { ...en, ...enOther } },
  },
  lng: "ru",
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** The API as the server answers it in-process: a path with its query, the call's options, the request's host. */
export type ApiCalls = (url: string, init: RequestInit, hostname: string) => Promise<Response>;

export type GuestPageInput = {
  /** The path and query the visitor opened. */
  url: string;
  hostname: string;
  language: UiLanguage;
  /** Whether the request's browser is a phone (its User-Agent): the page is drawn as the phone's layout. */
  phone: boolean;
};

export type GuestPage = {
  routeKey: WebRouteKey;
  /**
   * 404 when the page's data was not found (a hidden or unknown program, no school here); 503 when it could not be
   * read (the database, a failing call): the server then serves the shell rather than a drawn failure.
   */
  status: 200 | 404 | 503;
  /** The screen's markup, for the page's #root. */
  html: string;
  /** False when a part was still loading at the last pass (left to the browser): such a page is not kept. */
  complete: boolean;
  /** How many drawings it took: one once the process has loaded the screen's parts and its data was prefetched. */
  passes: number;
  /** The queries' data, for the browser's cache before it hydrates. */
  state: DehydratedState;
  /** The answers the page was drawn from, for its head (title, description, structured data). */
  data: { school: unknown; program: unknown; catalogue: unknown; verification: unknown };
};

/**
 * Draws and fetches in turns: the queries a drawing asks for are fetched, then it is drawn again with their data.
 * Once a process has drawn a screen, its lazy parts are loaded and two passes do (one on a cached API answer).
 */
const MAX_PASSES = 12;
/**
 * How long the first pass that met a part still loading waits for its chunk (only a process's first pages meet one),
 * twice as long at each pass after, up to the longest wait: a busy process's chunk may take a second or more (the
 * server's time limit still ends the page's wait).
 */
const CHUNK_WAIT_MS = 10;
const LONGEST_CHUNK_WAIT_MS = 500;

/**
 * The enabled queries a drawing asked for that have neither data nor an error yet: the server runs no effects, so
 * `useQuery` only builds its query there, with the options it was given (key, function, whether enabled).
 */
function unanswered(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: unknown };
      if (enabled === false || typeof enabled === "function" || query.options.queryFn === undefined) return false;
      return query.state.data === undefined && query.state.error === null;
    });
}

/**
 * Everything a guest screen draws from: the guest layout's (the school, its logo, the footer's documents) and the
 * screen's own, awaited before the first drawing so that one drawing has all its data (the pages' test holds the
 * list complete; a query left out costs a second drawing, not a wrong page).
 */
function prefetchGuestScreen(input: {
  routeKey: WebRouteKey;
  queryClient: QueryClient;
  language: UiLanguage;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}): Promise<unknown> {
  const { routeKey, queryClient, language } = input;
  return Promise.all([
    prefetchGuestSchool(queryClient, language),
    prefetchSchoolLogo(queryClient, language),
    prefetchHelpInfo(queryClient),
    pageDataPrefetch(routeKey)?.then((prefetch) => prefetch(input)),
  ]);
}

/**
 * Each screen's data prefetch, imported once for the process: an `import()` of a module already loaded still asks the
 * module loader (and its hooks, under tsx: a round trip to their thread on every page). One that failed is asked again.
 */
const pageDataPrefetches = new Map<WebRouteKey, Promise<PageDataPrefetch>>();
function pageDataPrefetch(routeKey: WebRouteKey): Promise<PageDataPrefetch> | undefined {
  const load = GUEST_DATA_PREFETCHES.get(routeKey);
  if (load === undefined) return undefined;
  let loaded = pageDataPrefetches.get(routeKey);
  if (loaded === undefined) {
    loaded = load();
    pageDataPrefetches.set(routeKey, loaded);
    loaded.catch(() => pageDataPrefetches.delete(routeKey));
  }
  return loaded;
}

/**
 * The guest layout's routes alone: React Router flattens and ranks the routes it is given on every drawing (3 ms of
 * each page for all of them), and a guest page matches the same route, under the same root and layout, in either.
 */
const GUEST_SCREENS = buildRoutes("visitor", ["guest"]);

/** A Suspense boundary the server could not finish (a chunk not loaded yet): React leaves it to the browser. */
const UNFINISHED_BOUNDARY = "<!--$!-->";

/**
 * A signed-in user's screens of the main layout (decision 0176): the frame (menu, header) and the screen, drawn with
 * Ant Design where the screen is. The screens of the other layouts (sign-in, a payment's result) stay the browser's.
 */
const SIGNED_IN_SCREENS = buildRoutes("signedIn", ["main"]);

/** What one drawing is given: the address and the reader's, the routes it is drawn from, and Ant Design's styles. */
type Drawing = { input: GuestPageInput; routes: RouteObject[]; styles?: ReturnType<typeof createCache> };

function draw(queryClient: QueryClient, { input, routes, styles }: Drawing): string {
  // The render is synchronous, so the language set here is the one every text of this page reads.
  void i18n.changeLanguage(input.language);
  setRenderEnvironment({ assumedPhone: input.phone });
  const screens = (
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={input.url}>
        <AppRoutes routes={routes} />
      </StaticRouter>
    </AppProviders>
  );
  // Ant Design writes each component's rules as it draws: a signed-in screen's are gathered for the page's head.
  return renderToString(styles ? <StyleProvider cache={styles}>{screens}</StyleProvider> : screens);
}

const firstData = (queryClient: QueryClient, queryKey: QueryKey): unknown =>
  queryClient.getQueriesData({ queryKey }).find(([, data]) => data !== undefined)?.[1] ?? null;

/** The guest screen `url` opens, drawn with its data; undefined for a path that is not a guest screen. */
export async function renderGuestPage(input: GuestPageInput, calls: ApiCalls): Promise<GuestPage | undefined> {
  const match = webRouteAt(input.url.split("?")[0] ?? "/", "visitor");
  if (match === null || match.route.layout !== "guest") return undefined;
  const { route } = match;
  return requests.run({ hostname: input.hostname, calls, session: ANONYMOUS_SESSION }, async () => {
    const queryClient = newQueryClient();
    await prefetchGuestScreen({
      routeKey: route.key,
      queryClient,
      language: input.language,
      params: match.params,
      search: new URLSearchParams(input.url.split("?")[1] ?? ""),
    });
    const drawn = await drawInPasses(queryClient, { input, routes: GUEST_SCREENS });
    const data = {
      school: firstData(queryClient, [...schoolKeys.all, "guest-info"]),
      program: firstData(queryClient, [...catalogueKeys.all, "info"]),
      catalogue: firstData(queryClient, [...catalogueKeys.all, "page"]),
      verification: firstData(queryClient, [...certificateKeys.all, "verify"]),
    };
    // A program's page without a program (an address whose id is no number) shows "not found" too, and so does a
    // certificate's verification with an unknown code (decision 0163).
    const notFound =
      drawn.failures.includes(404) ||
      (route.key === "guestCourseInfo" && data.program === null) ||
      (route.key === "verifyCertificate" && data.verification === null);
    return {
      routeKey: route.key,
      status: drawn.failed ? 503 : notFound ? 404 : 200,
      html: drawn.html,
      complete: drawn.complete,
      passes: drawn.passes,
      state: drawn.state,
      data,
    };
  });
}

export type SignedInPageInput = GuestPageInput & {
  /** The claims of the access token the render's calls carry (its `calls` add the token itself). */
  claims: AccessClaims;
};

export type SignedInPage = {
  routeKey: WebRouteKey;
  /** 503: a call failed (the database, the API): the server then serves the shell. */
  status: 200 | 503;
  html: string;
  /** Ant Design's rules for what was drawn, as <style> elements for the page's head. */
  styles: string;
  complete: boolean;
  passes: number;
  state: DehydratedState;
};

/**
 * A signed-in user's screen of the main layout, drawn for them with its data (decision 0176); undefined for a path
 * that is not such a screen for their role. A part the server cannot draw (one that reads the browser's storage as
 * it draws) is left to the browser, inside its nearest Suspense boundary.
 */
export async function renderSignedInPage(input: SignedInPageInput, calls: ApiCalls): Promise<SignedInPage | undefined> {
  const match = webRouteAt(input.url.split("?")[0] ?? "/", "signedIn");
  if (match === null || match.route.layout !== "main") return undefined;
  // A screen the guard would send them away from is the browser's to redirect.
  const { claims } = input;
  const access = decideAccess({
    route: match.route,
    session: { signedIn: true, role: claims.role, schoolActive: claims.tariff_status },
  });
  if (access.kind !== "allow") return undefined;
  const session = drawnSessionOf(claims);
  return requests.run({ hostname: input.hostname, calls, session }, async () => {
    const styles = createCache();
    const drawn = await drawInPasses(newQueryClient(), { input, routes: SIGNED_IN_SCREENS, styles });
    return {
      routeKey: match.route.key,
      status: drawn.failed ? 503 : 200,
      html: drawn.html,
      styles: extractStyle(styles),
      complete: drawn.complete,
      passes: drawn.passes,
      state: drawn.state,
    };
  });
}

/**
 * Loads the code of every signed-in screen the server draws, at its start: a drawing waits for a part still loading
 * only a few short passes, and the first of a screen would otherwise be the browser's to draw.
 */
export async function loadSignedInScreens(): Promise<void> {
  // One after another, so that the process goes on answering meanwhile.
  for (const route of routesFor("signedIn").filter((screen) => screen.layout === "main")) {
    await loadScreen(route.key, route.layout).catch(() => undefined);
  }
}

/**
 * A page's cache keeps every answer until the page is sent: nothing on the server observes a query between two
 * passes, so an answer a screen keeps only while shown (the board's, `gcTime: 0`) would otherwise be collected
 * before the page's state is written, and the browser would hydrate the drawn screen without the data it was drawn
 * from (React's hydration mismatch, the screen drawn again). The cache goes with the page.
 */
class PageQueryCache extends QueryCache {
  override remove(): void {}
}

/**
 * The server's query client for one page: a failed call is not tried again (the browser will), and an answer, once
 * there, is drawn as final rather than as being asked again (the browser hydrates it so, decision 0179).
 */
const newQueryClient = () =>
  new QueryClient({
    queryCache: new PageQueryCache(),
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });

/** The screen drawn once its data has arrived, in passes until nothing more is asked (inside the request's store). */
async function drawInPasses(queryClient: QueryClient, drawing: Drawing) {
  let html = "";
  let passes = 0;
  for (let pass = 1; pass <= MAX_PASSES; pass += 1) {
    passes = pass;
    html = draw(queryClient, drawing);
    const asked = unanswered(queryClient);
    if (asked.length === 0 && !html.includes(UNFINISHED_BOUNDARY)) break;
    const unfinished = html.includes(UNFINISHED_BOUNDARY);
    await Promise.all([
      ...asked.map((query) => query.fetch().catch(() => undefined)),
      // A lazy part's chunk is imported by the pass that met it, from the bundle's folder.
      new Promise((resolve) =>
        setTimeout(resolve, unfinished ? Math.min(CHUNK_WAIT_MS * 2 ** (pass - 1), LONGEST_CHUNK_WAIT_MS) : 0),
      ),
    ]);
  }
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => (isApiError(query.state.error) ? query.state.error.status : query.state.error ? 0 : null));
  return {
    html,
    passes,
    failures,
    failed: failures.some((status) => status !== null && (status === 0 || status >= 500)),
    complete: !html.includes(UNFINISHED_BOUNDARY),
    state: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" }),
  };
}
