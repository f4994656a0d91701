import { oneClickUnsubscribe, setMailingSubscription } from "@school/contracts";
import { readerLanguage } from "../../../core/reader-language.js";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import { setMailingSubscription as setSubscription } from "./unsubscribe.service.js";

const crossSchool = "an unsubscribe link presents only its signed token, which names the school and the person";

/** Leaving a school's mailings from a mail (decision 0141): the provider's one-click post, and the page's calls. */
export const unsubscribeRoutes: RouteDef[] = [
  defineRoute(oneClickUnsubscribe, {
    crossSchool,
    // RFC 8058: the provider posts `List-Unsubscribe=One-Click` form-encoded, not JSON.
    rawBody: true,
    // A lapsed tariff stops the school's work, not a person's wish to receive no more of its mail.
    allowInactiveSchool: true,
    handler: async ({ query, ctx }) =>
      setSubscription(ctx.deps, {
        token: query.token,
        subscribed: false,
        language: readerLanguage(ctx.request, null),
      }),
  }),
  defineRoute(setMailingSubscription, {
    crossSchool,
    allowInactiveSchool: true,
    handler: async ({ body, ctx }) =>
      setSubscription(ctx.deps, {
        token: body.token,
        subscribed: body.subscribed,
        language: readerLanguage(ctx.request, null),
      }),
  }),
];
