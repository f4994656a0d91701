import type { RouteDef } from "../../core/route.js";
import { exportRoutes } from "./export/export.routes.js";
import { importRoutes } from "./import/import.routes.js";
import { listRoutes } from "./list/list.routes.js";
import { manageRoutes } from "./manage/manage.routes.js";
import { pickerRoutes } from "./pickers/pickers.routes.js";

/**
 * The school's people, a folder each: the user list with its duty table and mailing audiences (`list/`), one user's
 * profile, student card and management (`manage/`), the pickers of teachers and students (`pickers/`), the students'
 * import and the list's export (`import/`, `export/`). What they share stays here: the student-record filter set
 * (`student-filters.queries.ts`), the list's selection and the accounts' creation (`users.queries.ts`) and where a student
 * stands (`student-standing.ts`). A user's student record is modules/student-record's, which imports nothing from
 * here: the student card (`get_user_by_id/`) and the IELTS teachers' picker are answered from this module.
 */
export const userRoutes: RouteDef[] = [
  ...listRoutes,
  ...manageRoutes,
  ...pickerRoutes,
  ...importRoutes,
  ...exportRoutes,
];
