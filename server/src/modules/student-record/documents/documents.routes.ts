import { deleteStudentDocument, listStudentDocuments, uploadStudentDocument } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./documents.service.js";

/** A student's uploaded documents. */
export const documentRoutes: RouteDef[] = [
  defineRoute(listStudentDocuments, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => service.listDocuments(actor, { userId: params.id, field: "id" }),
  }),
  defineRoute(uploadStudentDocument, {
    resources: { id: "user" },
    handler: async ({ params, actor, ctx }) =>
      service.uploadDocument(actor, { userId: params.id, field: "id", request: ctx.request }),
  }),
  defineRoute(deleteStudentDocument, {
    resources: { id: "studentDocument" },
    handler: async ({ params, actor }) => service.deleteDocument(actor, params.id),
  }),
];
