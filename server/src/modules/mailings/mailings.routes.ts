import {
  cancelMailing,
  getMailing,
  getMailingSettings,
  listMailingLog,
  listMailings,
  listMessageTemplates,
  previewMailing,
  sendMailing,
  updateMailingSettings,
  updateMessageTemplate,
} from "@school/contracts";
import { pageRequest } from "../../core/pagination.js";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as service from "./mailings.service.js";
import * as templates from "./templates/templates.service.js";

/** Mailings, their log and progress, templates and greetings (issue 22, decisions 0066-0069). */
export const mailingRoutes: RouteDef[] = [
  defineRoute(sendMailing, { handler: async ({ body, actor }) => service.sendMailing(actor, body) }),
  defineRoute(previewMailing, { handler: async ({ body, actor }) => service.previewMailing(actor, body) }),
  defineRoute(listMailings, {
    handler: async ({ query, actor, ctx }) => service.listMailings(actor, { ...pageRequest({ query, ctx }) }),
  }),
  defineRoute(getMailing, { handler: async ({ params, actor }) => service.getMailing(actor, params.id) }),
  defineRoute(cancelMailing, { handler: async ({ params, actor }) => service.cancelMailing(actor, params.id) }),
  defineRoute(listMailingLog, {
    handler: async ({ params, query, actor, ctx }) =>
      service.mailingLog(actor, { mailingId: params.id, query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listMessageTemplates, { handler: async ({ actor }) => templates.listTemplates(actor) }),
  defineRoute(updateMessageTemplate, {
    handler: async ({ params, body, actor }) => templates.updateTemplate(actor, { key: params.key, ...body }),
  }),
  defineRoute(getMailingSettings, { handler: async ({ actor }) => templates.settingsOf(actor) }),
  defineRoute(updateMailingSettings, { handler: async ({ body, actor }) => templates.updateSettings(actor, body) }),
];
