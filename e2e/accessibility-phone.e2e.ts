import { walkAccessibility } from "./accessibility-walk.js";

/** The accessibility walk (decision 0019) at the phone width; the desktop width runs beside it. */
walkAccessibility("390");
