import {
  deleteInstalmentPlan,
  devPayPaymentLink,
  getInstalmentPlan,
  getPaymentLink,
  openPaymentLink,
  payInstalments,
  payOwnTranche,
  sendPaymentLink,
  setInstalmentPlan,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import { readerLanguage } from "../../core/reader-language.js";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as plans from "./instalments.service.js";
import * as links from "./payment-links.service.js";

const crossSchool = "a payment link presents only its token, which names the tranche and so its school (decision 0159)";

/** Who opens a payment link: its token, the guest's address (rate limits) and language. */
const linkVisit = (input: { params: { token: string }; ctx: { request: FastifyRequest } }) => ({
  token: input.params.token,
  address: input.ctx.request.ip,
  language: readerLanguage(input.ctx.request, null),
});

/** Tranches paid online and instalment plans (issue 38, decision 0159). */
export const tranchePaymentRoutes: RouteDef[] = [
  defineRoute(getPaymentLink, {
    crossSchool,
    allowInactiveSchool: true,
    handler: async ({ params, ctx }) => links.viewPaymentLink(ctx.deps, linkVisit({ params, ctx })),
  }),
  defineRoute(openPaymentLink, {
    crossSchool,
    handler: async ({ params, ctx }) => links.payByLink(ctx.deps, linkVisit({ params, ctx })),
  }),
  defineRoute(devPayPaymentLink, {
    crossSchool,
    handler: async ({ params, body, ctx }) =>
      links.devPayByLink(ctx.deps, { ...linkVisit({ params, ctx }), outcome: body.outcome }),
  }),
  defineRoute(sendPaymentLink, {
    resources: { id: "paymentTranche" },
    handler: async ({ params, body, actor }) =>
      links.sendPaymentLink(actor, { trancheId: params.id, channel: body.channel }),
  }),
  defineRoute(payOwnTranche, {
    resources: { id: "paymentTranche" },
    handler: async ({ params, actor }) => plans.payTranche(actor, params.id),
  }),
  defineRoute(getInstalmentPlan, {
    resources: { id: "course" },
    handler: async ({ params, visitor }) => plans.getPlan(visitor, params.id),
  }),
  defineRoute(setInstalmentPlan, {
    resources: { id: "course" },
    handler: async ({ params, body, actor }) => plans.setPlan(actor, { courseId: params.id, body }),
  }),
  defineRoute(deleteInstalmentPlan, {
    resources: { id: "course" },
    handler: async ({ params, actor }) => plans.deletePlan(actor, params.id),
  }),
  defineRoute(payInstalments, {
    handler: async ({ body, actor }) => plans.payInstalments(actor, { courseId: body.course_id }),
  }),
];
