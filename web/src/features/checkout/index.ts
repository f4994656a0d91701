// Only what the catalogue's first screen and the sign-in forms need: the pages import their views directly, so
// Ant Design and the checkout's texts stay out of the catalogue's chunk.
export { BuyCourseButton } from "./components/BuyCourseButton";
export { takePurchaseReturnPath } from "./purchase-intent";
