import { useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now, following its changes (width, reduced motion). The server has no screen:
 * it draws (and the browser hydrates) with `serverValue`, then the real answer follows.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(query);
      media.addEventListener("change", listener);
      return () => media.removeEventListener("change", listener);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
