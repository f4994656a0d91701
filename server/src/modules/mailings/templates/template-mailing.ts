import type { MailingChannel, MessageTemplateKey } from "@school/contracts";
import type { SchoolWork, Transacted } from "../../../core/tenancy/scope.js";
import { insertMailing } from "../mailings.queries.js";
import { TEMPLATE_TEXTS } from "./template-texts.js";

/**
 * One of the school's message templates sent to exactly these people, as one mailing made by the platform (a day's
 * greeting, an automation rule's message): each recipient reads the template in their language as the school worded
 * it (the delivery reads it by the key), on the channels given, with the mailing's logs, rate limits and unsubscribe.
 * The mailing and its fan-out job are written in the caller's transaction, so they exist if and only if it commits.
 */
export async function mailTemplate(
  work: Transacted<SchoolWork>,
  input: {
    key: MessageTemplateKey;
    kind: "greeting" | "automation";
    channels: MailingChannel[];
    userIds: number[];
    sendAt: Date;
  },
): Promise<number> {
  // The history's subject and body: the platform's Russian wording; each delivery reads the template afresh.
  const text = TEMPLATE_TEXTS[input.key].ru;
  const mailing = await insertMailing(work, {
    kind: input.kind,
    authorId: null,
    subject: text.subject,
    body: text.body,
    channels: [...new Set(input.channels)],
    audience: { audience: "users", user_ids: input.userIds },
    templateKey: input.key,
    status: "sending",
    sendAt: input.sendAt,
  });
  await work.jobs.enqueue("mailing.fan-out", { school_id: work.schoolId, mailing_id: mailing.id });
  return mailing.id;
}
