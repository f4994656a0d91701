import { getStudentCard } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import { getStudentCard as studentCard } from "../users/users.service.js";
import { actRoutes } from "./acts/acts.routes.js";
import { checkRoutes } from "./checks/checks.routes.js";
import { communicationRoutes } from "./communications/communications.routes.js";
import { documentRoutes } from "./documents/documents.routes.js";
import { examRoutes } from "./exams/exams.routes.js";
import { fileRoutes } from "./files/files.routes.js";
import { lookupRoutes } from "./lookups/lookups.routes.js";
import { trancheRoutes } from "./tranches/tranches.routes.js";

/**
 * The student record's tracking (decision 0028), one folder per part of the student page. Every call about one
 * student proves the student is of the caller's school (404) and the caller's relation to them (403) before reading
 * or writing anything (`access.ts`, at the top of each service).
 */
export const studentRecordRoutes: RouteDef[] = [
  defineRoute(getStudentCard, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => studentCard(actor, params.id),
  }),
  ...documentRoutes,
  ...fileRoutes,
  ...communicationRoutes,
  ...lookupRoutes,
  ...trancheRoutes,
  ...examRoutes,
  ...checkRoutes,
  ...actRoutes,
];
