import type { MailingAudience, MailingAudienceQuery } from "@school/contracts";
import { count, sql } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import { studentRecords, users } from "../../db/schema/index.js";
import { userListWhere, withRecord } from "./users.queries.js";

/**
 * `mailing_users/`: the size of a mailing's audience, selected exactly as the user list selects (`userListWhere`), in
 * one pass: everyone has an e-mail address; the Telegram bot reaches the students who linked it. Its people, page by
 * page, are the user list itself (`list_mailing_users/` answers with `listUsers`), so the two never disagree.
 */
export async function sizeMailingAudience(scope: Scope, query: MailingAudienceQuery): Promise<MailingAudience> {
  const [row] = await scope.db
    .select({
      count: count(),
      with_chat_id: sql<number>`count(*) filter (where ${studentRecords.has_chat_id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(studentRecords, withRecord)
    .where(userListWhere(scope, query));
  return { count: row?.count ?? 0, with_chat_id: row?.with_chat_id ?? 0 };
}
