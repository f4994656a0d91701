import { Suspense, useEffect, useState } from "react";
import { preloadable } from "../../../ui/preloadable";
import { registerServiceWorker } from "../service-worker";

// Its texts' markup and styles come only when a new version waits.
const UpdatePrompt = preloadable(() => import("./UpdatePrompt").then((module) => module.UpdatePrompt));

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
