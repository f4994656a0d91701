import { inLanguage, type MailingSubscription, type UiLanguage } from "@school/contracts";
import { AppError } from "../../../core/errors.js";
import { schoolScope } from "../../../core/tenancy/scope.js";
import type { Deps } from "../../../deps.js";
import { deleteOptOut, insertOptOut, selectSchoolNamesAndUser } from "./unsubscribe.queries.js";

/**
 * Leaves (or joins again) a school's mailings on one channel, for the person the link's token names (decision 0141).
 * The token is the only credential: a malformed or forged one is refused before anything is read, and changes nothing.
 * Written in the token's school, under its row-level policy, as any of its requests would be. Repeating either call
 * changes nothing more: a mail provider may post the one-click address more than once.
 */
export async function setMailingSubscription(
  deps: Deps,
  input: { token: string; subscribed: boolean; language: UiLanguage },
): Promise<MailingSubscription> {
  const subject = deps.unsubscribeTokens.read(input.token);
  if (!subject) {
    throw new AppError("validation_failed", "This unsubscribe link is not valid", {
      fields: { token: "Not a valid unsubscribe link" },
    });
  }
  const school = schoolScope(deps, subject.schoolId);
  const found = await selectSchoolNamesAndUser(school, { userId: subject.userId });
  // A signed token of an account deleted since: nobody is left to unsubscribe.
  if (!found?.userId) throw new AppError("not_found", "This account no longer exists");
  const person = { userId: subject.userId, channel: subject.channel };
  if (input.subscribed) await deleteOptOut(school, person);
  else await insertOptOut(school, person);
  return { school: inLanguage(input.language, found), channel: subject.channel, subscribed: input.subscribed };
}
