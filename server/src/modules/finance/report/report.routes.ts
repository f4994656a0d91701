import { exportMoneyReport, getMoneyReport } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import { reportWorkbook } from "./report.export.js";
import * as service from "./report.service.js";

/** The money report and its XLSX file. */
export const moneyReportRoutes: RouteDef[] = [
  defineRoute(getMoneyReport, { handler: async ({ query, actor }) => service.moneyReport(actor, query) }),
  defineRoute(exportMoneyReport, {
    handler: async ({ query, actor, ctx }) => {
      const { translate_lang: language, ...period } = query;
      const report = await service.moneyReport(actor, { ...period, lang: language });
      const { stream, disposition, contentType } = reportWorkbook(report, language);
      ctx.reply.type(contentType).header("content-disposition", disposition).header("cache-control", "no-store");
      return stream;
    },
  }),
];
