import type { RouteDef } from "../../core/route.js";

export const exerciseRoutes: RouteDef[] = [];
