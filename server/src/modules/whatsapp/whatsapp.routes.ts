import {
  getSchoolWhatsapp,
  getWhatsappLink,
  linkWhatsapp,
  removeSchoolWhatsapp,
  sendWhatsappCode,
  setSchoolWhatsapp,
  setWhatsappTemplates,
  unlinkWhatsapp,
  verifyWhatsappWebhook,
  whatsappWebhook,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as service from "./whatsapp.service.js";
import * as webhook from "./whatsapp-webhook.js";

const webhookCrossSchool =
  "Meta calls the platform's address: the path names the school, its Verify token or signature proves the call";

/** WhatsApp (decision 0157): Meta's webhook, the school's number in the settings, a student's link to it. */
export const whatsappRoutes: RouteDef[] = [
  defineRoute(verifyWhatsappWebhook, {
    crossSchool: webhookCrossSchool,
    allowInactiveSchool: true,
    handler: async ({ params, query, ctx }) => {
      const challenge = await webhook.verifySubscription(ctx.deps, {
        schoolId: params.school_id,
        verifyToken: query["hub.verify_token"],
        challenge: query["hub.challenge"],
      });
      // Meta reads the challenge back as the body's text, not JSON.
      ctx.reply.type("text/plain; charset=utf-8");
      return challenge;
    },
  }),
  defineRoute(whatsappWebhook, {
    rawBody: true,
    crossSchool: webhookCrossSchool,
    // A school whose tariff lapsed still hears its students and its replies' statuses.
    allowInactiveSchool: true,
    handler: async ({ params, body, ctx }) => {
      const signature = ctx.request.headers["x-hub-signature-256"];
      await webhook.receivePost(ctx.deps, {
        schoolId: params.school_id,
        signature: typeof signature === "string" ? signature : undefined,
        rawBody: ctx.request.rawBody ?? Buffer.alloc(0),
        body,
      });
      return undefined;
    },
  }),
  defineRoute(getSchoolWhatsapp, { handler: async ({ actor }) => service.schoolWhatsapp(actor) }),
  defineRoute(setSchoolWhatsapp, { handler: async ({ actor, body }) => service.setSchoolWhatsapp(actor, body) }),
  defineRoute(removeSchoolWhatsapp, { handler: async ({ actor }) => service.removeSchoolWhatsapp(actor) }),
  defineRoute(setWhatsappTemplates, {
    handler: async ({ actor, body }) => service.setTemplates(actor, body.templates),
  }),
  defineRoute(getWhatsappLink, { handler: async ({ actor }) => service.linkOf(actor) }),
  defineRoute(sendWhatsappCode, { handler: async ({ actor, body }) => service.sendCode(actor, body) }),
  defineRoute(linkWhatsapp, { handler: async ({ actor, body }) => service.confirmCode(actor, body) }),
  defineRoute(unlinkWhatsapp, { handler: async ({ actor }) => service.unlink(actor) }),
];
