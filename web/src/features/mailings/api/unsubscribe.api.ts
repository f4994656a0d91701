import type { MailingSubscriptionBody } from "@school/contracts";
import { setMailingSubscription } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/** The unsubscribe page's call: leave the school's mailings on the link's channel, or join again (decision 0141). */
export const postSubscription = (body: MailingSubscriptionBody) => callEndpoint(setMailingSubscription, { body });
