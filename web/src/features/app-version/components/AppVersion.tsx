import { lazy, Suspense, useEffect, useState } from "react";
import { registerServiceWorker } from "../service-worker";

// Its texts' markup and styles come only when a new version waits.
const UpdatePrompt = lazy(() => import("./UpdatePrompt").then((module) => ({ default: module.UpdatePrompt })));

/**
 * The signed-in frame's service worker (decision 0175): registered once the page has loaded, and the "new version"
 * prompt when a new build's worker waits.
 */
export function AppVersion() {
  const [updateReady, setUpdateReady] = useState(false);
  useEffect(() => registerServiceWorker(() => setUpdateReady(true)), []);
  if (!updateReady) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}
