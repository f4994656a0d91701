import type { RouteDef } from "../../core/route.js";
import { listRoutes } from "./lists/lists.routes.js";
import { taskRoutes } from "./tasks/tasks.routes.js";
import { trackerRoutes } from "./trackers/trackers.routes.js";

/** Exercise lists and their tasks as authors write them and students read them, and the teachers' trackers. */
export const exerciseRoutes: RouteDef[] = [...listRoutes, ...taskRoutes, ...trackerRoutes];
