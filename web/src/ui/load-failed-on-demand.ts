import { preloadable } from "./preloadable";

/**
 * The notice of a list that could not load, downloaded only when one is shown: the light first screens (the
 * catalogue, the student's programmes) show it rarely and carry none of its code.
 */
export const LoadFailedOnDemand = preloadable(() => import("./LoadFailed").then((module) => module.LoadFailed));
