import { LANGUAGE_PARAM, UI_LANGUAGES } from "@school/contracts";
import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { expectDrawnUsersSession } from "./api/access-token.store";
import { AppProviders } from "./app/AppProviders";
import { initI18n } from "./app/i18n";
import { preloadPageOf } from "./app/pages";
import { createQueryClient, holdDrawnAnswers } from "./app/query-client";
import { AppRouter } from "./app/router";
import { onScreenTakenOver } from "./app/screen-taken-over";
import { browserStore, captureAttribution } from "./features/marketing";
import { restorePersistedQueries } from "./features/session/kept-answers";
import { drawnSessionOf, setDrawnSession } from "./features/session/session.store";
import { expireStaleLogin, restoreSession } from "./features/session/session-actions";
import { readUserData } from "./features/session/user-data";
import { readServedState } from "./ssr/served-page";
import { afterLoad } from "./ui/after-load";
import { whenPartsShown } from "./ui/preloadable";
import { setRenderEnvironment } from "./ui/render-environment";
import "./ui/lite/lite.css";
import "./app/styles.css";

// A guest's landing marks and referral code, from whichever page they arrive on (decision 0056).
captureAttribution(window.location.search, browserStore());

// The access token lives in memory only, so every page load asks the refresh cookie for a new one,
// unless the stored login date has expired (then the page is on its way to /login).
if (!expireStaleLogin()) void restoreSession();

const rootElement = document.getElementById("root");
if (rootElement === null) throw new Error("index.html has no #root element");
const root: HTMLElement = rootElement;

const queryClient = createQueryClient();
const served = readServedState();
// A returning signed-in user's last answers, shown while the session is restored and the screen asks again
// (decision 0175); from the restored session on, its answers are kept for the next visit. On a screen the server
// drew for that user (decision 0176) they stand for what it left to the browser, under the answers it drew with.
const storedUser = readUserData();
const drawnFor = served?.session?.claims.user_id;
if (storedUser !== null && served === null) restorePersistedQueries(queryClient, storedUser.id);
/**
 * Once the page is the app's: a drawn screen's kept answers, restored only now so that the hydration meets exactly
 * what the server drew with; they fill what it left to the browser, never replacing a fresher answer it drew.
 */
const restoreKeptAnswers =
  storedUser !== null && drawnFor === storedUser.id
    ? () => restorePersistedQueries(queryClient, storedUser.id)
    : () => {};
// A drawn page's answers are shown as drawn until the page is the app's, then asked again where stale.
const releaseDrawnAnswers = served === null ? () => {} : holdDrawnAnswers(queryClient);
/**
 * Once the screen is the app's, with the parts it waited on for their code, the document says so (`data-hydrated` on
 * <html>: what waits for the page to answer, a test or a benchmark, reads it), and the answers it was drawn with may
 * change.
 */
onScreenTakenOver(() =>
  whenPartsShown(() => {
    document.documentElement.dataset.hydrated = "true";
    releaseDrawnAnswers();
    restoreKeptAnswers();
  }),
);
// A page the server drew (decisions 0145, 0176) is hydrated: with the data it was drawn from, in its language, for
// the screen it assumed and for the user it was drawn for; any other page is drawn here.
if (served !== null) {
  setRenderEnvironment({ assumedPhone: served.phone, drawingServerPage: true });
  hydrate(queryClient, served.queries);
  // The session restored takes over from the one the page was drawn for once the page is the app's.
  const drawn = served.session === undefined ? undefined : drawnSessionOf(served.session.claims);
  if (drawn !== undefined) {
    setDrawnSession(() => drawn);
    expectDrawnUsersSession();
  }
}
afterLoad(() => {
  void import("./features/session/keep-answers").then((module) => module.keepSignedInAnswers(queryClient));
});

/**
 * A drawn page starts in steps, a task each (decision 0177): it is painted already, and each step costs a phone a few
 * dozen milliseconds that one task would add up. Any other page takes them at once, its first paint waiting on them.
 */
const nextStep = (step: () => void) => (served === null ? step() : setTimeout(step, 0));

// A drawn page keeps the language it was drawn in (the address's `hl`, else the cookie's, else the browser's), and
// its state says whether the visitor named it; the hydration speaks it and nothing switches after. Any other page:
// the address's language, else the stored one (decision 0170). A named language is the one sign-in keeps. First:
// i18next starts (at once, its texts loading after), and a feature's module that runs adds its texts to it.
const addressLanguage = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
const askedLanguage = UI_LANGUAGES.find((language) => language === addressLanguage);
const named = served?.named ?? (askedLanguage === undefined ? null : true);
const textsReady = new Promise<unknown>((resolve) =>
  nextStep(() => resolve(initI18n(served?.language ?? askedLanguage, named))),
);
// The screen's code, its layout's data and the language's texts download side by side; the first paint waits for
// the code and the texts. A drawn page (painted already) is hydrated once its screen's code has arrived too, so that
// no part of it suspends while hydrated (decision 0179).
const codeReady = new Promise<unknown>((resolve) =>
  nextStep(() => resolve(preloadPageOf(window.location.pathname, queryClient))),
);
void (served === null ? textsReady : Promise.all([textsReady, codeReady])).then(render);

function render(): void {
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  if (served === null) {
    createRoot(root).render(app);
    return;
  }
  // As a transition, the hydration yields to the browser every few milliseconds (a drawn signed-in screen is a large
  // tree): a tap is answered meanwhile, and no task blocks the phone's main thread for long (decision 0176).
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: reportUnlessLeftToBrowser });
  });
}

/**
 * A part the server left to the browser (decision 0176: one that reads the browser's storage as it draws, or whose
 * code was still loading) is drawn here, as meant: React reports it as error 419, which is no fault. Anything else a
 * hydration recovers from is reported as React reports it by default.
 */
function reportUnlessLeftToBrowser(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (/#419\b|could not finish this Suspense boundary/.test(message)) return;
  reportError(error);
}
