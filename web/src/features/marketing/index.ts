// Only what the first screen may carry: the attribution keeper and the consultation button (its form loads on demand).
export {
  type Attribution,
  browserStore,
  captureAttribution,
  forgetAttribution,
  keptAttribution,
} from "./attribution";
export { ConsultationButton } from "./components/ConsultationButton";
export { marketingKeys } from "./marketing.keys";

/** The student's referral tab in a chunk of its own. */
export const loadReferralTab = () =>
  import("./components/ReferralTab").then((module) => ({ default: module.ReferralTab }));
