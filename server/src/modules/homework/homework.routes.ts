import { addToFinalDocBody, programFile } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as finalDocuments from "./final-documents.service.js";

export const homeworkRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "course/course/add-to-final-doc/",
    permission: "finalDocument.add",
    summary: "Copy the file of a student's homework into their final documents (teachers: programs they teach)",
    tags: ["homework"],
    body: addToFinalDocBody,
    response: programFile,
    status: 201,
    handler: async ({ body, ctx }) =>
      finalDocuments.addToFinalDocuments(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        homeworkId: body.homework_id,
      }),
  }),
];
