/**
 * The page's side of the service worker (decision 0175): registered by the signed-in frame once the page has loaded
 * (the "Reload" that lets a new build's worker take over is the prompt's, `UpdatePrompt`).
 */

import { afterLoad } from "../../ui/after-load";

const WORKER_URL = "/sw.js";

const supported = () => import.meta.env.PROD && "serviceWorker" in navigator;

/**
 * Registers the worker once the page has loaded (never in the way of the first paint), and calls `onUpdate` when a
 * new build's worker has installed and waits while an older one serves this tab.
 */
export function registerServiceWorker(onUpdate: () => void): () => void {
  if (!supported()) return () => undefined;
  let stopped = false;
  const watch = (registration: ServiceWorkerRegistration) => {
    const waiting = () => {
      if (!stopped && registration.waiting && navigator.serviceWorker.controller) onUpdate();
    };
    waiting();
    // A worker already serving: ask now whether a deploy brought a newer one (a 304 when none did), rather than
    // wait for the browser's own check.
    if (registration.active) void registration.update().catch(() => undefined);
    // A new build's worker may be installing already (the browser checks on every navigation).
    registration.installing?.addEventListener("statechange", waiting);
    registration.addEventListener("updatefound", () => {
      registration.installing?.addEventListener("statechange", waiting);
    });
  };
  const cancel = afterLoad(() => {
    navigator.serviceWorker
      .register(WORKER_URL, { updateViaCache: "none" })
      .then(watch)
      .catch(() => undefined);
  });
  return () => {
    stopped = true;
    cancel();
  };
}
