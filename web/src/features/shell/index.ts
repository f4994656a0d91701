export { isMobileNow, useIsMobile } from "./hooks/use-is-mobile";
