import { MOBILE_BREAKPOINT_PX } from "@school/contracts";
import { useMediaQuery } from "../../../ui/use-media-query";

/** "Below 993 px" in the spec: the short logo and the drawer menu. */
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

export const isMobileNow = (): boolean => window.matchMedia(QUERY).matches;

export function useIsMobile(): boolean {
  return useMediaQuery(QUERY);
}
