import { useEffect } from "react";

const waiting = new Set<() => void>();

/** Calls `callback` once, when the next screen shown is the app's: hydrated, on a page the server drew. */
export function onScreenTakenOver(callback: () => void): void {
  waiting.add(callback);
}

/**
 * Rendered beside each screen, inside the Suspense boundary that holds it. React hydrates a drawn page's boundaries
 * after its frame, each in a later pass (decision 0179): the frame's first effect comes before the screen is the
 * app's, and what changes the answers then (the kept ones restored, the stale ones asked again) would reach the
 * screen before it hydrates, and make React draw it again from scratch. This effect comes once the screen has.
 */
export function ScreenTakenOver() {
  useEffect(() => {
    for (const callback of waiting) callback();
    waiting.clear();
  }, []);
  return null;
}
