import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "./app/AppProviders";
import { initI18n } from "./app/i18n";
import { preloadPageOf } from "./app/pages";
import { createQueryClient } from "./app/query-client";
import { AppRouter } from "./app/router";
import { browserStore, captureAttribution } from "./features/marketing";
import { expireStaleLogin, restoreSession } from "./features/session/session-actions";
import "./ui/lite/lite.css";
import "./app/styles.css";

// A guest's landing marks and referral code, from whichever page they arrive on (decision 0056).
captureAttribution(window.location.search, browserStore());

// The access token lives in memory only, so every page load asks the refresh cookie for a new one,
// unless the stored login date has expired (then the page is on its way to /login).
if (!expireStaleLogin()) void restoreSession();

const root = document.getElementById("root");
if (root === null) throw new Error("index.html has no #root element");

// The screen's code, its layout's data and the language's texts download side by side; the first paint waits for
// the code and the texts.
const queryClient = createQueryClient();
preloadPageOf(window.location.pathname, queryClient);
void initI18n().then(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  ),
);
