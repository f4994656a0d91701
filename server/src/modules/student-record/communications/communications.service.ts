import { COMMUNICATION_PAGE_SIZE, type Communication } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { drfPage, pageWindow } from "../../../core/pagination.js";
import { schoolDayOf } from "../../../core/school-day.js";
import { requireStudentAccess, type StudentRef } from "../access.js";
import * as queries from "./communications.queries.js";

/* Comments and the communication history with a student. */

const toCommunication = ({ row, author }: { row: queries.CommunicationRow; author: string | null }): Communication => ({
  id: row.id,
  user_id: row.userId,
  channel: row.channel,
  text: row.text,
  author,
  created_at: row.createdAt.toISOString(),
});

/** A page of the history, its days bounded in the school's calendar. */
export async function listCommunications(
  actor: Actor,
  input: StudentRef & {
    onlyComments: boolean;
    query: { created_after?: string; created_before?: string; page: number };
    requestUrl: string;
  },
) {
  await requireStudentAccess(actor, { permission: "studentRecord.staffOnly", student: input });
  const day = await schoolDayOf(actor);
  const { from, before } = day.bounds({ first: input.query.created_after, last: input.query.created_before });
  const { total, rows } = await queries.communicationsOf(actor, {
    userId: input.userId,
    onlyComments: input.onlyComments,
    from,
    before,
    window: pageWindow(input.query.page, COMMUNICATION_PAGE_SIZE),
  });
  return drfPage({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.query.page,
    pageSize: COMMUNICATION_PAGE_SIZE,
    count: total,
    results: rows.map(toCommunication),
  });
}

export async function createComment(
  actor: Actor,
  body: { user_id: number; text: string; channel: Communication["channel"] },
) {
  await requireStudentAccess(actor, { permission: "studentRecord.staffOnly", student: { userId: body.user_id } });
  const created = await queries.insertCommunication(actor, {
    userId: body.user_id,
    channel: body.channel,
    text: body.text,
    authorId: actor.caller.userId,
  });
  return toCommunication(created);
}

/** bot-stats/: how many students linked the school's chat bot. */
export async function botStats(actor: Actor) {
  const [{ students, withChat }, figures] = await Promise.all([queries.chatLinks(actor), queries.botFigures(actor)]);
  return {
    students,
    with_chat: withChat,
    without_chat: students - withChat,
    messages_sent: figures.sent,
    messages_failed: figures.failed,
    blocked: figures.blocked,
  };
}
