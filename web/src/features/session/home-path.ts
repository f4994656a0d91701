export { homePathFor } from "@school/contracts";

export const GUEST_HOME_PATH = "/guest-catalog";
