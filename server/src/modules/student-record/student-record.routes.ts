import type { RouteDef } from "../../core/route.js";
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
 * or writing anything (`access.ts`, at the top of each service). A record belongs to a user's account, so the arrow
 * points from modules/users to here and never back: the student card (`get_user_by_id/`), the IELTS teachers' picker
 * and the record fields of a user's create and update forms are answered there, through this module's queries.
 */
export const studentRecordRoutes: RouteDef[] = [
  ...documentRoutes,
  ...fileRoutes,
  ...communicationRoutes,
  ...lookupRoutes,
  ...trancheRoutes,
  ...examRoutes,
  ...checkRoutes,
  ...actRoutes,
];
