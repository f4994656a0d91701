import { Readable } from "node:stream";
import { downloadWorkActPdf, listSchoolWorkActs } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./acts.service.js";

/** The school's acts of work done in one list, and each act as a PDF. */
export const financeActRoutes: RouteDef[] = [
  defineRoute(listSchoolWorkActs, { handler: async ({ query, actor }) => service.listSchoolActs(actor, query) }),
  defineRoute(downloadWorkActPdf, {
    resources: { id: "workAct" },
    handler: async ({ params, query, actor, ctx }) => {
      const { pdf, disposition } = await service.actPdfFile(actor, { id: params.id, lang: query.lang });
      ctx.reply.type("application/pdf").header("content-disposition", disposition).header("cache-control", "no-store");
      return Readable.from([pdf]);
    },
  }),
];
