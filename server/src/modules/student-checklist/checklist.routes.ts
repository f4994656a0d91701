import { eraseStudentData, exportStudentData, getStudentChecklist, listPersonalDataAudit } from "@school/contracts";
import type { Actor } from "../../core/access/access.js";
import { defineRoute, type RequestContext, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import { requireStudentAccess } from "../student-record/student-record.service.js";
import { auditLog, requireAuditedStudent, studentChecklist } from "./checklist.service.js";
import { eraseStudent, exportStudent } from "./personal-data.service.js";

const actorOf = (ctx: RequestContext): Actor => ({ db: ctx.deps.db, schoolId: schoolOf(ctx), caller: signedIn(ctx) });

/**
 * The document checklist and the student's personal data (decision 0033). Each call proves the student is of the
 * caller's school (404) and the caller's relation (403); the audit log line is the route layer's, not theirs.
 */
export const studentChecklistRoutes: RouteDef[] = [
  defineRoute(getStudentChecklist, {
    resources: { id: "user" },
    handler: async ({ params, query, ctx }) => {
      const actor = actorOf(ctx);
      await requireStudentAccess(actor, "studentRecord.read", params.id, "id");
      return studentChecklist(actor, {
        userId: params.id,
        language: query.translate_lang ?? "ru",
        clock: ctx.deps.clock,
      });
    },
  }),
  // No `resources` check: the log outlives the account, so the student may be gone; requireAuditedStudent answers 404
  // for a user of another school and for an id the school's log never named.
  defineRoute(listPersonalDataAudit, {
    handler: async ({ params, query, ctx }) => {
      const actor = actorOf(ctx);
      await requireAuditedStudent(actor, params.id);
      return auditLog(actor, params.id, query.before);
    },
  }),
  defineRoute(exportStudentData, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => {
      const actor = actorOf(ctx);
      await requireStudentAccess(actor, "personalData.export", params.id, "id");
      const { stream, fileName } = await exportStudent(ctx.deps, actor, params.id);
      ctx.reply
        .type("application/zip")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        .header("cache-control", "no-store");
      return stream;
    },
  }),
  defineRoute(eraseStudentData, {
    resources: { id: "user" },
    handler: async ({ params, body, ctx }) => {
      const actor = actorOf(ctx);
      await requireStudentAccess(actor, "personalData.erase", params.id, "id");
      return eraseStudent(ctx.deps, actor, { userId: params.id, confirmEmail: body.confirm_email });
    },
  }),
];
