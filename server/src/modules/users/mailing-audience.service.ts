import type { MailingAudience, MailingAudienceQuery } from "@school/contracts";
import { count, sql } from "drizzle-orm";
import { studentRecords, users } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { userListWhere, withRecord } from "./users.service.js";

/**
 * `mailing_users/`: the size of a mailing's audience, selected exactly as the user list selects (`userListWhere`), in
 * one pass: everyone has an e-mail address; the Telegram bot reaches the students who linked it. Its people, page by
 * page, are the user list itself (`list_mailing_users/` answers with `listUsers`), so the two never disagree.
 */
export async function sizeMailingAudience(
  deps: Deps,
  schoolId: number,
  query: MailingAudienceQuery,
): Promise<MailingAudience> {
  const [row] = await deps.db
    .select({
      count: count(),
      with_chat_id: sql<number>`count(*) filter (where ${studentRecords.has_chat_id})`.mapWith(Number),
    })
    .from(users)
    .leftJoin(studentRecords, withRecord)
    .where(userListWhere(schoolId, query));
  return { count: row?.count ?? 0, with_chat_id: row?.with_chat_id ?? 0 };
}
