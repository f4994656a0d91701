import type { RouteDef } from "../../core/route.js";

export const lessonRoutes: RouteDef[] = [];
