import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullNameOf } from "../../core/person-name.js";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { conversationMessages, conversationThreads, users } from "../../db/schema/index.js";

/** A student's message (the wait), the message before it in its thread, and the school's first reply after it. */
const waits = alias(conversationMessages, "waits");
const before = alias(conversationMessages, "before");
const replies = alias(conversationMessages, "replies");

/**
 * First responses in the period, per staff member who gave them (decision 0153). A wait starts at a student's message
 * that follows a message of the school, or none (the first of a run of the student's messages); its first response
 * is the next message of the thread written by a staff member. Each wait is found on the thread's index (school,
 * student, id): the message before it and the reply after it are one index step each.
 */
function firstResponsesOf(scope: Scope, period: { from: Date; before: Date }) {
  const previous = scope.db
    .select({ direction: before.direction })
    .from(before)
    .where(and(inSchool(scope, before), eq(before.studentId, waits.studentId), lt(before.id, waits.id)))
    .orderBy(desc(before.id))
    .limit(1);
  const reply = scope.db
    .select({ authorId: replies.authorId, sentAt: replies.createdAt })
    .from(replies)
    .where(
      and(
        inSchool(scope, replies),
        eq(replies.studentId, waits.studentId),
        sql`${replies.id} > ${waits.id}`,
        eq(replies.direction, "out"),
        isNotNull(replies.authorId),
      ),
    )
    .orderBy(asc(replies.id))
    .limit(1)
    .as("reply");
  const minutes = sql`extract(epoch from ${reply.sentAt} - ${waits.createdAt}) / 60`;
  const figures = {
    answered: sql<number>`count(*)::int`,
    median: sql<number | null>`percentile_cont(0.5) within group (order by ${minutes})`,
    p90: sql<number | null>`percentile_cont(0.9) within group (order by ${minutes})`,
  };
  const found = and(
    inSchool(scope, waits),
    eq(waits.direction, "in"),
    gte(waits.createdAt, period.from),
    lt(waits.createdAt, period.before),
    sql`coalesce((${previous}), 'out') <> 'in'`,
  );
  return { reply, figures, found };
}

export async function firstResponses(scope: Scope, period: { from: Date; before: Date }) {
  const { reply, figures, found } = firstResponsesOf(scope, period);
  return scope.db
    .select({ staffId: sql<number>`${reply.authorId}`, ...figures })
    .from(waits)
    .innerJoinLateral(reply, sql`true`)
    .where(found)
    .groupBy(reply.authorId);
}

/** The same over every staff member: the totals' percentiles are of all first responses, not of the rows'. */
export async function firstResponsesOverall(scope: Scope, period: { from: Date; before: Date }) {
  const { reply, figures, found } = firstResponsesOf(scope, period);
  const [row] = await scope.db.select(figures).from(waits).innerJoinLateral(reply, sql`true`).where(found);
  return row;
}

/** The threads waiting for an answer now, by assignee (null: nobody), with the longest wait. */
export async function openThreads(scope: Scope) {
  return scope.db
    .select({
      assigneeId: conversationThreads.assigneeId,
      open: sql<number>`count(*)::int`,
      oldest: sql<Date>`min(${conversationThreads.waitingSince})`.mapWith(conversationThreads.waitingSince),
    })
    .from(conversationThreads)
    .where(and(inSchool(scope, conversationThreads), isNotNull(conversationThreads.waitingSince)))
    .groupBy(conversationThreads.assigneeId);
}

/** The staff members' names, by id. */
export async function staffNames(scope: Scope, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await scope.db
    .select({ id: users.id, name: fullNameOf(users) })
    .from(users)
    .where(and(inSchool(scope, users), inArray(users.id, ids)));
  return new Map(rows.map((row) => [row.id, row.name]));
}
