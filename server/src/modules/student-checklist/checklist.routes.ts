import { eraseStudentData, exportStudentData, getStudentChecklist, listPersonalDataAudit } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import { auditLog, studentChecklist } from "./checklist.service.js";
import { eraseStudent, exportStudent } from "./personal-data.service.js";

/**
 * The document checklist and the student's personal data (decision 0033). Each call proves the student is of the
 * caller's school (404) and the caller's relation (403); the audit log line is the route layer's, not theirs.
 */
export const studentChecklistRoutes: RouteDef[] = [
  defineRoute(getStudentChecklist, {
    resources: { id: "user" },
    handler: async ({ params, actor }) =>
      studentChecklist(actor, { userId: params.id, field: "id", language: actor.language }),
  }),
  // No `resources` check: the log outlives the account, so the student may be gone; the service answers 404 for a
  // user of another school and for an id the school's log never named.
  defineRoute(listPersonalDataAudit, {
    handler: async ({ params, query, actor }) => auditLog(actor, { userId: params.id, before: query.before }),
  }),
  defineRoute(exportStudentData, {
    resources: { id: "user" },
    handler: async ({ params, actor, ctx }) => {
      const { stream, fileName } = await exportStudent(actor, params.id);
      ctx.reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store");
      return stream;
    },
  }),
  defineRoute(eraseStudentData, {
    resources: { id: "user" },
    handler: async ({ params, body, actor }) =>
      eraseStudent(actor, { userId: params.id, confirmEmail: body.confirm_email }),
  }),
];
