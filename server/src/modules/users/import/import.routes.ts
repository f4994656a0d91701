import { importStudents } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import { importStudents as importStudentsFromFile } from "./import.service.js";

/** Students added from a CSV or XLSX file (decision 0034). */
export const importRoutes: RouteDef[] = [
  defineRoute(importStudents, { handler: async ({ actor, ctx }) => importStudentsFromFile(actor, ctx.request) }),
];
