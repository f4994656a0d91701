import type { RouteDef } from "../../core/route.js";
import { fileRoutes } from "./files/files.routes.js";
import { mediaRoutes } from "./media/media.routes.js";
import { memberRoutes } from "./members/members.routes.js";
import { programRoutes } from "./program/program.routes.js";
import { requirementRoutes } from "./requirements/requirements.routes.js";
import { roundRoutes } from "./rounds/rounds.routes.js";

/**
 * The write side of the catalogue: programs and their parts, a folder each (the program, its images, members,
 * rounds, requirements and handed-in files). The read side lives in modules/catalog.
 */
export const courseRoutes: RouteDef[] = [
  ...programRoutes,
  ...mediaRoutes,
  ...memberRoutes,
  ...roundRoutes,
  ...requirementRoutes,
  ...fileRoutes,
];
