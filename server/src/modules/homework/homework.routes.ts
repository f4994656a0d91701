import { addToFinalDocuments } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as finalDocuments from "./final-documents.service.js";

export const homeworkRoutes: RouteDef[] = [
  defineRoute(addToFinalDocuments, {
    handler: async ({ body, ctx }) =>
      finalDocuments.addToFinalDocuments(ctx.deps, {
        schoolId: schoolOf(ctx),
        caller: signedIn(ctx),
        homeworkId: body.homework_id,
      }),
  }),
];
