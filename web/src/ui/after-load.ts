import { useEffect, useState } from "react";

type IdleWindow = { requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number };

/**
 * Runs `work` once the page has loaded and the browser is idle: work the screen's first paint does not need (the
 * service worker, keeping the answers for the next visit, decision 0175). Returns the cancel.
 */
export function afterLoad(work: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    const { requestIdleCallback } = window as IdleWindow;
    if (requestIdleCallback) requestIdleCallback(() => !cancelled && work(), { timeout: 2000 });
    else setTimeout(() => !cancelled && work(), 0);
  };
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", idle);
  };
}

/** False until the page has loaded and the browser is idle (`afterLoad`). */
export function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => afterLoad(() => setLoaded(true)), []);
  return loaded;
}
