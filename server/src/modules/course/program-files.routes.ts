import { idBody, programFile, programFileLog, programFileLogQuery, programFilesQuery } from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as files from "./program-files.service.js";

const tags = ["course"];

/** Files students hand in for a program's documents, and their change log. */
export const programFileRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "course/course/program-files/",
    permission: "programFile.read",
    summary: "Handed-in files (students: their own; teachers: their programs'; staff: the school's)",
    tags,
    query: programFilesQuery,
    response: z.array(programFile),
    handler: async ({ query, ctx }) =>
      files.listFiles(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        userId: query.user_id,
        courseId: query.course_id,
      }),
  }),
  defineRoute({
    method: "DELETE",
    path: "course/course/program-files/",
    permission: "programFile.delete",
    summary: "Delete a handed-in file (JSON body {id}); students only their own; logged as 'deleted'",
    tags,
    body: idBody,
    response: null,
    status: 204,
    handler: async ({ body, ctx }) => {
      await files.deleteFile(ctx.deps, { schoolId: schoolOf(ctx), caller: signedIn(ctx), id: body.id });
      return undefined;
    },
  }),
  defineRoute({
    method: "GET",
    path: "course/course/log-program-files/",
    permission: "programFile.readLog",
    summary: "The change log of one handed-in file (spf_id), also after its deletion",
    tags,
    query: programFileLogQuery,
    response: z.array(programFileLog),
    handler: async ({ query, ctx }) =>
      files.listLogs(ctx.deps, { schoolId: schoolOf(ctx), programFileId: query.spf_id }),
  }),
];
