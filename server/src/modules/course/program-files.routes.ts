import { deleteProgramFile, listProgramFileLog, listProgramFiles } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as files from "./program-files.service.js";

/** Files students hand in for a program's documents, and their change log. */
export const programFileRoutes: RouteDef[] = [
  defineRoute(listProgramFiles, {
    handler: async ({ query, ctx }) =>
      files.listFiles(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        userId: query.user_id,
        courseId: query.course_id,
      }),
  }),
  defineRoute(deleteProgramFile, {
    handler: async ({ body, ctx }) => {
      await files.deleteFile(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), id: body.id });
      return undefined;
    },
  }),
  defineRoute(listProgramFileLog, {
    handler: async ({ query, ctx }) =>
      files.listLogs(ctx.deps, { schoolId: schoolOf(ctx), programFileId: query.spf_id }),
  }),
];
