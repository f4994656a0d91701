import { MOBILE_BREAKPOINT_PX } from "@school/contracts";
import { useSyncExternalStore } from "react";

/** "Below 993 px" in the spec: the short logo and the drawer menu. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}

export const isMobileNow = (): boolean => window.matchMedia(QUERY).matches;

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow);
}
