export { isMobileNow, useIsMobile } from "./hooks/use-is-mobile";

/** The onboarding video in a chunk of its own, loaded when it is shown. */
export const loadOnboardingVideoModal = () => import("./components/OnboardingVideoModal");
