import { MOBILE_BREAKPOINT_PX } from "@school/contracts";
import { isAssumedPhone } from "./render-environment";
import { useMediaQuery } from "./use-media-query";

/** "Below 993 px" in the spec: the short logo and the drawer menu. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export const isMobileNow = (): boolean =>
  typeof window === "undefined" ? isAssumedPhone() : window.matchMedia(QUERY).matches;

export function useIsMobile(): boolean {
  // A page drawn on the server for a phone hydrates as a phone's.
  return useMediaQuery(QUERY, isAssumedPhone());
}
