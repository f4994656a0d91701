import type { MessageTemplateKey } from "@school/contracts";
import type { ChannelMessage } from "../../../core/messaging/channel.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { recipientsAfter, schoolName } from "../mailings.queries.js";
import { messageFor, variablesOf } from "../render.js";
import { templateTextFor } from "./templates.service.js";

/**
 * One of the school's templates written to one person (a staff reply sent as a template, decision 0157): in their
 * language as the school worded it, its variables filled and carried along, so WhatsApp can send the school's approved
 * template with the same values. Undefined when the person is not the school's.
 */
export async function templateMessageFor(
  scope: Scope,
  input: { key: MessageTemplateKey; userId: number },
): Promise<ChannelMessage | undefined> {
  const [recipient] = await recipientsAfter(scope, {
    audience: { audience: "users", user_ids: [input.userId] },
    afterId: 0,
    limit: 1,
  });
  if (!recipient) return undefined;
  const language = recipient.language ?? "ru";
  const variables = variablesOf(recipient, { language, school: await schoolName(scope) });
  const text = await templateTextFor(scope, { key: input.key, language });
  return { ...messageFor(text, variables), template: { key: input.key, variables } };
}
