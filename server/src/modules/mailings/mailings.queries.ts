import type { MailingAudienceBody, MailingChannel } from "@school/contracts";
import { and, asc, count, desc, eq, exists, gt, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullNameOf, personColumns } from "../../core/person-name.js";
import {
  byId,
  inSchool,
  insertRowInSchool,
  joinedInSchool,
  keyedInSchool,
  rowById,
  type Scope,
} from "../../core/tenancy/scope.js";
import {
  courseMembers,
  courses,
  mailingDeliveries,
  mailingOptOuts,
  mailings,
  schools,
  studentRecords,
  telegramChats,
  users,
  whatsappLinks,
} from "../../db/schema/index.js";
import { userListWhere, withRecord } from "../users/index.js";

/** What a mailing's fan-out selects (decision 0066): the form's three audiences, a program's students, a list. */
export type StoredAudience =
  | MailingAudienceBody
  | { audience: "program"; course_id: number }
  | { audience: "users"; user_ids: number[] };

export type MailingRow = typeof mailings.$inferSelect;

/** The condition selecting an audience's users (over `users` left-joined to their student record). */
export function audienceWhere(scope: Scope, audience: StoredAudience): SQL {
  const school = inSchool(scope, users);
  switch (audience.audience) {
    case "all":
      return school;
    case "filter":
      // The user list's own condition: the same role tab and filter set as the list, the export and mailing_users/.
      return userListWhere(scope, audience.filters) as SQL;
    case "user":
      return and(school, eq(users.id, audience.user_id)) as SQL;
    case "program":
      return and(
        school,
        exists(
          scope.db
            .select({ one: sql`1` })
            .from(courseMembers)
            .where(
              keyedInSchool(scope, {
                table: courseMembers,
                key: { courseId: audience.course_id, userId: users.id, role: "student" },
              }),
            ),
        ),
      ) as SQL;
    case "users":
      return and(school, audience.user_ids.length ? inArray(users.id, audience.user_ids) : sql`false`) as SQL;
  }
}

/** The subquery's membership (alias `m`) and its program (alias `c`). */
const membership = alias(courseMembers, "m");
const program = alias(courses, "c");

/**
 * The program a recipient studies (their latest), in the three languages, for `{program}`: a scalar subquery, since
 * of a recipient's many programs one row is wanted (`order by … limit 1`), which a join cannot pick.
 */
const programTitles = sql<{ ru: string; kk: string; en: string } | null>`(
  select json_build_object('ru', c.title_ru, 'kk', c.title_kk, 'en', c.title_en)
  from ${courseMembers} m join ${courses} c on ${joinedInSchool(program, { from: membership, by: membership.courseId })}
  where ${joinedInSchool(users, { from: membership, by: membership.userId })} and m.role = 'student'
  order by m.created_at desc limit 1)`;

/** The user's linked Telegram chat (modules/telegram, decision 0057): the channel's address. */
const chatOfUser = joinedInSchool(users, { from: telegramChats, by: telegramChats.userId });
/** The user's linked WhatsApp number (modules/whatsapp, decision 0157). */
const whatsappOfUser = joinedInSchool(users, { from: whatsappLinks, by: whatsappLinks.userId });

export type Recipient = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  language: "ru" | "kk" | "en" | null;
  chatId: string | null;
  whatsappId: string | null;
  program: { ru: string; kk: string; en: string } | null;
  /** The channels the person unsubscribed from (decision 0141): the fan-out skips them there. */
  optedOut: MailingChannel[];
};

/** A keyset page of an audience's recipients, by id. */
export async function recipientsAfter(
  scope: Scope,
  input: { audience: StoredAudience; afterId: number; limit: number },
): Promise<Recipient[]> {
  return scope.db
    .select({
      ...personColumns(users),
      email: users.email,
      language: users.language,
      chatId: telegramChats.chatId,
      whatsappId: whatsappLinks.waId,
      program: programTitles,
      optedOut: sql<MailingChannel[]>`array(select ${mailingOptOuts.channel} from ${mailingOptOuts}
        where ${joinedInSchool(users, { from: mailingOptOuts, by: mailingOptOuts.userId })})`,
    })
    .from(users)
    .leftJoin(studentRecords, withRecord)
    .leftJoin(telegramChats, chatOfUser)
    .leftJoin(whatsappLinks, whatsappOfUser)
    .where(and(audienceWhere(scope, input.audience), gt(users.id, input.afterId)))
    .orderBy(asc(users.id))
    .limit(input.limit);
}

/** Whether the user unsubscribed from the channel (decision 0141). */
const optedOutOf = (channel: MailingChannel) =>
  sql`exists (select 1 from ${mailingOptOuts} where ${joinedInSchool(users, { from: mailingOptOuts, by: mailingOptOuts.userId })}
    and ${mailingOptOuts.channel} = ${channel})`;
/** Whether the user has an address on the channel: an e-mail, a linked Telegram chat, a linked WhatsApp number. */
const ADDRESS_ON: Record<MailingChannel, SQL> = {
  email: sql`${users.email} <> ''`,
  telegram: sql`${telegramChats.chatId} is not null`,
  whatsapp: sql`${whatsappLinks.waId} is not null`,
};
const anyOf = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` or `)})`;

/**
 * The preview: how many the audience holds, how many Telegram reaches, the first few first names, and, on the
 * channels named, how many the mailing reaches and why the others get nothing (decision 0171), each counted once:
 * unsubscribed from one of the channels, else a messenger not linked, else no address (the fan-out's own rules).
 */
export async function audiencePreview(
  scope: Scope,
  input: { audience: StoredAudience; channels: readonly MailingChannel[] },
) {
  const where = audienceWhere(scope, input.audience);
  const reached = anyOf(input.channels.map((channel) => sql`(${ADDRESS_ON[channel]} and not ${optedOutOf(channel)})`));
  const unsubscribed = anyOf(input.channels.map(optedOutOf));
  const messengers = input.channels.filter((channel) => channel !== "email");
  const unlinked =
    messengers.length > 0 ? anyOf(messengers.map((channel) => sql`not ${ADDRESS_ON[channel]}`)) : sql`false`;
  const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [[totals], first] = await Promise.all([
    scope.db
      .select({
        count: count(),
        withChat: counted(sql`${telegramChats.chatId} is not null`),
        recipients: counted(reached),
        unsubscribed: counted(sql`not ${reached} and ${unsubscribed}`),
        unlinked: counted(sql`not ${reached} and not ${unsubscribed} and ${unlinked}`),
      })
      .from(users)
      .leftJoin(studentRecords, withRecord)
      .leftJoin(telegramChats, chatOfUser)
      .leftJoin(whatsappLinks, whatsappOfUser)
      .where(where),
    scope.db
      .select({ firstName: users.firstName })
      .from(users)
      .leftJoin(studentRecords, withRecord)
      .where(where)
      .orderBy(asc(users.id))
      .limit(10),
  ]);
  const total = totals?.count ?? 0;
  const recipients = totals?.recipients ?? 0;
  const excluded = { unsubscribed: totals?.unsubscribed ?? 0, unlinked: totals?.unlinked ?? 0 };
  return {
    count: total,
    withChat: totals?.withChat ?? 0,
    firstNames: first.map((row) => row.firstName),
    recipients,
    excluded: { ...excluded, no_address: total - recipients - excluded.unsubscribed - excluded.unlinked },
  };
}

export async function schoolName(scope: Scope): Promise<string> {
  const [row] = await scope.db.select({ name: schools.name }).from(schools).where(eq(schools.id, scope.schoolId));
  return row?.name ?? "";
}

/** Whether the user `id` is one of the school's. */
export async function userExists(scope: Scope, id: number): Promise<boolean> {
  const found = await rowById(scope, { table: users, id, columns: { id: users.id } });
  return found !== undefined;
}

/** A program's title and short description, in Russian, as its mailing tells its students. */
export async function programMailingText(scope: Scope, courseId: number) {
  return rowById(scope, {
    table: courses,
    id: courseId,
    columns: { title: courses.titleRu, desc: courses.shortDescRu },
  });
}

export async function insertMailing(
  scope: Scope,
  values: Omit<typeof mailings.$inferInsert, "id" | "schoolId" | "createdAt">,
): Promise<MailingRow> {
  return insertRowInSchool(scope, { table: mailings, values });
}

export async function mailingById(scope: Scope, id: number): Promise<MailingRow | undefined> {
  return rowById(scope, { table: mailings, id });
}

export async function setMailingStatus(scope: Scope, change: { id: number; status: MailingRow["status"] }) {
  await scope.db
    .update(mailings)
    .set({ status: change.status })
    .where(byId(scope, mailings, change.id));
}

export type Progress = { total: number; sent: number; failed: number; pending: number };

/** Each mailing's deliveries by state, in one grouped pass over the (mailing_id, state) index. */
export async function progressOf(scope: Scope, mailingIds: number[]): Promise<Map<number, Progress>> {
  const found = new Map<number, Progress>();
  if (mailingIds.length === 0) return found;
  const rows = await scope.db
    .select({ mailingId: mailingDeliveries.mailingId, state: mailingDeliveries.state, n: count() })
    .from(mailingDeliveries)
    .where(and(inSchool(scope, mailingDeliveries), inArray(mailingDeliveries.mailingId, mailingIds)))
    .groupBy(mailingDeliveries.mailingId, mailingDeliveries.state);
  for (const row of rows) {
    const progress = found.get(row.mailingId) ?? { total: 0, sent: 0, failed: 0, pending: 0 };
    progress.total += row.n;
    if (row.state === "sent") progress.sent += row.n;
    else if (row.state === "failed" || row.state === "cancelled") progress.failed += row.n;
    else progress.pending += row.n;
    found.set(row.mailingId, progress);
  }
  return found;
}

/** The author's name beside each mailing: a scalar subquery, so both selects of a page stay reads of `mailings`. */
const author = alias(users, "u");
const authorName = sql<string | null>`(select trim(u.first_name || ' ' || u.last_name) from ${users} u
  where ${joinedInSchool(author, { from: mailings, by: mailings.authorId })})`;

export async function mailingPage(scope: Scope, window: { limit: number; offset: number }) {
  const [[total], rows] = await Promise.all([
    scope.db.select({ count: count() }).from(mailings).where(inSchool(scope, mailings)),
    scope.db
      .select({ row: mailings, author: authorName })
      .from(mailings)
      .where(inSchool(scope, mailings))
      .orderBy(desc(mailings.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return { total: total?.count ?? 0, rows };
}

export async function mailingWithAuthor(scope: Scope, id: number) {
  return rowById(scope, { table: mailings, id, columns: { row: mailings, author: authorName } });
}

export async function deliveryPage(
  scope: Scope,
  input: { mailingId: number; state?: string; window: { limit: number; offset: number } },
) {
  const where = and(
    inSchool(scope, mailingDeliveries),
    eq(mailingDeliveries.mailingId, input.mailingId),
    input.state ? eq(mailingDeliveries.state, input.state as "sent") : undefined,
  );
  const [[total], rows] = await Promise.all([
    scope.db.select({ count: count() }).from(mailingDeliveries).where(where),
    scope.db
      .select({
        row: mailingDeliveries,
        name: fullNameOf(users),
      })
      .from(mailingDeliveries)
      .innerJoin(users, joinedInSchool(users, { from: mailingDeliveries, by: mailingDeliveries.userId }))
      .where(where)
      .orderBy(asc(mailingDeliveries.id))
      .limit(input.window.limit)
      .offset(input.window.offset),
  ]);
  return { total: total?.count ?? 0, rows };
}

/** Cancels what has not gone yet: pending deliveries become cancelled (a sending one finishes as it will). */
export async function cancelPending(scope: Scope, mailingId: number) {
  await scope.db
    .update(mailingDeliveries)
    .set({ state: "cancelled", reason: "cancelled", updatedAt: new Date() })
    .where(keyedInSchool(scope, { table: mailingDeliveries, key: { mailingId, state: "pending" } }));
}

export type NewDelivery = {
  userId: number;
  channel: MailingChannel;
  address: string | null;
  language: "ru" | "kk" | "en";
  variables: Record<string, string>;
};

/**
 * Stores a fan-out batch's deliveries; a delivery already there (unique per mailing, user and channel) is kept as it
 * is. Answers the rows stored now.
 */
export function insertDeliveries(
  scope: Scope,
  batch: { deliveries: Omit<typeof mailingDeliveries.$inferInsert, "id" | "schoolId">[] },
) {
  return scope.db
    .insert(mailingDeliveries)
    .values(batch.deliveries.map((delivery) => ({ ...delivery, schoolId: scope.schoolId })))
    .onConflictDoNothing()
    .returning({ id: mailingDeliveries.id, state: mailingDeliveries.state, channel: mailingDeliveries.channel });
}

/** Notes the mailing's fan-out done, the first time only. */
export async function markFannedOut(scope: Scope, mailingId: number): Promise<void> {
  await scope.db
    .update(mailings)
    .set({ fannedOutAt: new Date() })
    .where(and(byId(scope, mailings, mailingId), isNull(mailings.fannedOutAt)));
}
