import { paymentNotification } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import { handleProviderWebhook } from "./provider-webhooks.service.js";

export const providerWebhookRoutes: RouteDef[] = [
  defineRoute(paymentNotification, {
    rawBody: true,
    // A provider posts for every school; the order it names says which school the notification belongs to.
    crossSchool: "a provider's notification names an order, whose school is read from it before it is settled",
    // A school whose tariff lapsed still receives the money its buyers already paid.
    allowInactiveSchool: true,
    handler: async ({ params, ctx }) => {
      const answer = await handleProviderWebhook(ctx.deps, {
        provider: params.provider,
        raw: { type: params.type, rawBody: ctx.request.rawBody ?? Buffer.alloc(0), headers: ctx.request.headers },
      });
      return answer.body as { code: number };
    },
  }),
];
