import { exportUtmReport, getMyReferral, getUtmReport, requestConsultation } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as referrals from "./referrals/referrals.service.js";
import * as utm from "./utm/utm-report.service.js";

/** Where sales come from (decision 0056): the UTM report, a student's referral link, a guest's consultation request. */
export const marketingRoutes: RouteDef[] = [
  defineRoute(getUtmReport, { handler: async ({ query, actor }) => utm.utmReport(actor, query) }),
  defineRoute(exportUtmReport, {
    handler: async ({ query, actor, ctx }) => {
      const { stream, disposition, contentType } = await utm.exportUtmReport(actor, query);
      ctx.reply.type(contentType).header("content-disposition", disposition).header("cache-control", "no-store");
      return stream;
    },
  }),
  defineRoute(getMyReferral, { handler: async ({ actor }) => referrals.myReferral(actor) }),
  defineRoute(requestConsultation, {
    needsSchool: true,
    handler: async ({ body, visitor, ctx }) => {
      await referrals.requestConsultation(visitor, { body, address: ctx.request.ip });
      return { detail: "The request has been received" };
    },
  }),
];
