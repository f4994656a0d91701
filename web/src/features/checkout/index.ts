// Only what the catalogue's first screen, the sign-in forms and the signed-in layout need: the pages import their
// views directly, so Ant Design and the checkout's texts stay out of the catalogue's chunk.
export { BuyCourseButton } from "./components/BuyCourseButton";
export { PurchaseResume } from "./components/PurchaseResume";
export { pendingPurchase, purchaseReturnPath } from "./purchase-intent";

/** The offer at a lesson of a program not bought, in a chunk of its own with the checkout's texts. */
export const loadLockedProgram = () =>
  import("./components/LockedProgram").then((module) => ({ default: module.LockedProgram }));
export { stillToBuy, useCourseAccess } from "./hooks/use-course-access.query";
