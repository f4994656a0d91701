import type { RouteDef } from "../../core/route.js";

export const paymentRoutes: RouteDef[] = [];
