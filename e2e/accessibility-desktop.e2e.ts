import { walkAccessibility } from "./accessibility-walk.js";

/** The accessibility walk (decision 0019) at the desktop width; the phone width runs beside it. */
walkAccessibility("1280");
