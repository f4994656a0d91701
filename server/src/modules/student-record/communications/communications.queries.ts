import { and, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { fullNameOf } from "../../../core/person-name.js";
import { inSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { studentCommunications, studentRecords, telegramBotStats, users } from "../../../db/schema/index.js";

export type CommunicationRow = typeof studentCommunications.$inferSelect;

const authorName = sql<
  string | null
>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${studentCommunications.authorId})`;

/** One page of a student's communication history (only the comments, if said), newest first, and the whole count. */
export async function communicationsOf(
  scope: Scope,
  input: {
    userId: number;
    onlyComments: boolean;
    from?: Date;
    before?: Date;
    window: { limit: number; offset: number };
  },
) {
  const { from, before, window } = input;
  const where = and(
    inSchool(scope, studentCommunications),
    eq(studentCommunications.userId, input.userId),
    input.onlyComments ? eq(studentCommunications.channel, "comment") : undefined,
    from ? gte(studentCommunications.createdAt, from) : undefined,
    before ? lt(studentCommunications.createdAt, before) : undefined,
  );
  const [[total], rows] = await Promise.all([
    scope.db.select({ count: count() }).from(studentCommunications).where(where),
    scope.db
      .select({ row: studentCommunications, author: authorName })
      .from(studentCommunications)
      .where(where)
      .orderBy(desc(studentCommunications.createdAt), desc(studentCommunications.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { total: total?.count ?? 0, rows };
}

export async function insertCommunication(
  scope: Scope,
  communication: Pick<CommunicationRow, "userId" | "channel" | "text"> & { authorId: number },
) {
  const [row] = await scope.db
    .insert(studentCommunications)
    .values({ schoolId: scope.schoolId, ...communication })
    .returning();
  const author = await rowById(scope, {
    table: users,
    id: communication.authorId,
    columns: { name: fullNameOf(users) },
  });
  return { row: row!, author: author?.name ?? null };
}

/** How many of the school's students there are, and how many of them linked the chat bot. */
export async function chatLinks(scope: Scope) {
  const [row] = await scope.db
    .select({
      students: count(),
      withChat: sql<number>`count(*) filter (where ${studentRecords.has_chat_id})::int`,
    })
    .from(users)
    .leftJoin(studentRecords, eq(studentRecords.userId, users.id))
    .where(and(inSchool(scope, users), eq(users.role, "student")));
  return { students: row?.students ?? 0, withChat: row?.withChat ?? 0 };
}

/** The bot's figures for the school (decision 0057): messages delivered, failed for good, chats that stopped it. */
export async function botFigures(scope: Scope) {
  const [row] = await scope.db
    .select({ sent: telegramBotStats.sent, failed: telegramBotStats.failed, blocked: telegramBotStats.blocked })
    .from(telegramBotStats)
    .where(inSchool(scope, telegramBotStats));
  return row ?? { sent: 0, failed: 0, blocked: 0 };
}
