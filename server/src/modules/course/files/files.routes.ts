import { deleteProgramFile, listProgramFileLog, listProgramFiles } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as files from "./files.service.js";

/** Files students hand in for a program's documents, and their change log. */
export const fileRoutes: RouteDef[] = [
  defineRoute(listProgramFiles, {
    handler: async ({ query, actor }) => files.listFiles(actor, { userId: query.user_id, courseId: query.course_id }),
  }),
  defineRoute(deleteProgramFile, {
    handler: async ({ body, actor }) => {
      await files.deleteFile(actor, body.id);
      return undefined;
    },
  }),
  defineRoute(listProgramFileLog, {
    handler: async ({ query, actor }) => files.listLogs(actor, query.spf_id),
  }),
];
