import { Readable } from "node:stream";
import {
  acceptIssuedDocument,
  downloadIssuedDocument,
  issueDocument,
  listDocumentTemplates,
  listIssuedDocuments,
  previewDocumentTemplate,
  saveDocumentTemplate,
  sendIssuedDocument,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as issued from "./issued.service.js";
import * as templates from "./templates.service.js";

/** Documents from templates (decision 0162): the school's templates, and a student's issued documents. */
export const documentRoutes: RouteDef[] = [
  defineRoute(listDocumentTemplates, { handler: async ({ actor }) => templates.listTemplates(actor) }),
  defineRoute(saveDocumentTemplate, { handler: async ({ body, actor }) => templates.saveTemplate(actor, body) }),
  defineRoute(previewDocumentTemplate, {
    handler: async ({ body, actor, ctx }) => {
      const pdf = await templates.previewTemplate(actor, body);
      ctx.reply.type("application/pdf").header("cache-control", "no-store");
      return Readable.from([pdf]);
    },
  }),
  defineRoute(listIssuedDocuments, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => issued.listIssued(actor, params.id),
  }),
  defineRoute(issueDocument, {
    resources: { id: "user" },
    handler: async ({ params, body, actor }) => issued.issueDocument(actor, { ...body, userId: params.id }),
  }),
  defineRoute(downloadIssuedDocument, {
    resources: { id: "issuedDocument" },
    handler: async ({ params, actor, ctx }) => {
      const { pdf, disposition } = await issued.issuedPdf(actor, params.id);
      ctx.reply.type("application/pdf").header("content-disposition", disposition).header("cache-control", "no-store");
      return Readable.from([pdf]);
    },
  }),
  defineRoute(acceptIssuedDocument, {
    resources: { id: "issuedDocument" },
    handler: async ({ params, body, actor, ctx }) =>
      issued.acceptIssued(actor, {
        id: params.id,
        sha256: body.sha256,
        ip: ctx.request.ip,
        userAgent: ctx.request.headers["user-agent"] ?? "",
      }),
  }),
  defineRoute(sendIssuedDocument, {
    resources: { id: "issuedDocument" },
    handler: async ({ params, body, actor }) => issued.sendIssued(actor, { id: params.id, channel: body.channel }),
  }),
];
