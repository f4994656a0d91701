import { and, eq, gt, lt, sql } from "drizzle-orm";
import { byId, inNamedSchool, inSchool, joinedInSchool, type Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import {
  schoolTelegramBots,
  studentRecords,
  telegramBotStats,
  telegramChats,
  telegramUpdates,
  users,
} from "../../db/schema/index.js";

/*
 * The bot's own writes run on the owner's handle (`deps.db`): an update or a send is not a request of a school's
 * user, and the platform's bot serves every school. Each names its school explicitly.
 */

/** Records the update as seen; false when it was already (a redelivery or a replay), so nothing is done twice. */
export async function claimUpdate(db: Db, update: { botId: string; updateId: number }): Promise<boolean> {
  const rows = await db
    .insert(telegramUpdates)
    .values({ botId: update.botId, updateId: update.updateId })
    .onConflictDoNothing()
    .returning({ updateId: telegramUpdates.updateId });
  return rows.length === 1;
}

/** Forgets updates older than a week: Telegram never resends them (it keeps undelivered updates 24 hours). */
export async function forgetOldUpdates(db: Db, now: Date) {
  await db.delete(telegramUpdates).where(lt(telegramUpdates.receivedAt, new Date(now.getTime() - 7 * 86_400_000)));
}

/** The account a chat-bot code belongs to, whatever the code's state. */
export async function accountOfCode(db: Db, code: string) {
  const [row] = await db
    .select({
      id: users.id,
      schoolId: users.schoolId,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
      expiresAt: users.chatCodeExpiresAt,
    })
    .from(users)
    .where(eq(users.chatCode, code))
    .limit(1);
  return row ?? null;
}

/** Spends the code if it is still live: true for the one caller that spent it. */
export async function spendCode(db: Db, input: { userId: number; code: string; now: Date }): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ chatCode: null, chatCodeExpiresAt: null })
    .where(and(eq(users.id, input.userId), eq(users.chatCode, input.code), gt(users.chatCodeExpiresAt, input.now)))
    .returning({ id: users.id });
  return rows.length === 1;
}

async function setHasChat(db: Db, account: { schoolId: number; userId: number; linked: boolean }) {
  await db
    .insert(studentRecords)
    .values({ userId: account.userId, schoolId: account.schoolId, has_chat_id: account.linked })
    .onConflictDoUpdate({ target: studentRecords.userId, set: { has_chat_id: account.linked } });
}

/** Links the chat to the student; a chat already linked (to another account of this bot) moves. */
export async function linkChat(
  db: Db,
  input: { schoolId: number; userId: number; botId: string; chatId: string; now: Date },
) {
  const moved = await db
    .delete(telegramChats)
    .where(and(eq(telegramChats.botId, input.botId), eq(telegramChats.chatId, input.chatId)))
    .returning({ schoolId: telegramChats.schoolId, userId: telegramChats.userId });
  for (const previous of moved) await setHasChat(db, { ...previous, linked: false });
  await db
    .insert(telegramChats)
    .values({ ...input, linkedAt: input.now })
    .onConflictDoUpdate({
      target: [telegramChats.schoolId, telegramChats.userId],
      set: { botId: input.botId, chatId: input.chatId, linkedAt: input.now },
    });
  await setHasChat(db, { schoolId: input.schoolId, userId: input.userId, linked: true });
}

/** Unlinks the chat (/stop, a blocked bot); the account it was linked to, or null when it was not. */
export async function unlinkChat(db: Db, input: { botId: string; chatId: string }) {
  const [gone] = await db
    .delete(telegramChats)
    .where(and(eq(telegramChats.botId, input.botId), eq(telegramChats.chatId, input.chatId)))
    .returning({ schoolId: telegramChats.schoolId, userId: telegramChats.userId });
  if (!gone) return null;
  await setHasChat(db, { ...gone, linked: false });
  const [account] = await db.select({ language: users.language }).from(users).where(eq(users.id, gone.userId));
  return { ...gone, language: account?.language ?? null };
}

/** The account linked to this chat of this bot, if any. */
export async function accountOfChat(db: Db, input: { botId: string; chatId: string }) {
  const [row] = await db
    .select({ userId: users.id, schoolId: users.schoolId, language: users.language })
    .from(telegramChats)
    .innerJoin(users, joinedInSchool(users, { from: telegramChats, by: telegramChats.userId }))
    .where(and(eq(telegramChats.botId, input.botId), eq(telegramChats.chatId, input.chatId)))
    .limit(1);
  return row ?? null;
}

export type StatsDelta = { sent?: number; failed?: number; blocked?: number };

/** Adds to a school's bot counters (`delta` is what the school's bot did once more). */
export async function countStats(db: Db, delta: StatsDelta & { schoolId: number }) {
  const values = {
    schoolId: delta.schoolId,
    sent: delta.sent ?? 0,
    failed: delta.failed ?? 0,
    blocked: delta.blocked ?? 0,
  };
  await db
    .insert(telegramBotStats)
    .values(values)
    .onConflictDoUpdate({
      target: telegramBotStats.schoolId,
      set: {
        sent: sql`${telegramBotStats.sent} + ${values.sent}`,
        failed: sql`${telegramBotStats.failed} + ${values.failed}`,
        blocked: sql`${telegramBotStats.blocked} + ${values.blocked}`,
        updatedAt: sql`now()`,
      },
    });
}

export async function statsOf(scope: Scope) {
  const [row] = await scope.db.select().from(telegramBotStats).where(inSchool(scope, telegramBotStats));
  return { sent: row?.sent ?? 0, failed: row?.failed ?? 0, blocked: row?.blocked ?? 0 };
}

export async function chatIdOf(db: Db, input: { schoolId: number; userId: number }) {
  const [row] = await db
    .select({ chatId: telegramChats.chatId })
    .from(telegramChats)
    .where(and(inNamedSchool(telegramChats, input.schoolId), eq(telegramChats.userId, input.userId)));
  return row?.chatId ?? null;
}

export async function schoolBotOf(db: Db, schoolId: number) {
  const [row] = await db.select().from(schoolTelegramBots).where(inNamedSchool(schoolTelegramBots, schoolId));
  return row ?? null;
}

export async function schoolBotById(db: Db, botId: string) {
  const [row] = await db.select().from(schoolTelegramBots).where(eq(schoolTelegramBots.botId, botId));
  return row ?? null;
}

export async function allSchoolBots(db: Db) {
  return db.select().from(schoolTelegramBots);
}

/** Sets the school's own bot, or removes it (`token: null`). */
export async function saveSchoolBot(
  scope: Scope,
  bot: { token: string; botId: string; username: string } | { token: null },
) {
  if (bot.token === null) {
    await scope.db.delete(schoolTelegramBots).where(inSchool(scope, schoolTelegramBots));
    return;
  }
  const values = { ...bot, schoolId: scope.schoolId, updatedAt: new Date() };
  await scope.db
    .insert(schoolTelegramBots)
    .values(values)
    .onConflictDoUpdate({ target: schoolTelegramBots.schoolId, set: values });
}

/** The code the student sees: the live one, or a new one when there is none or it has expired. */
export async function issueChatCode(
  scope: Scope,
  input: { userId: number; fresh: boolean; newCode: () => string; now: Date; ttlMinutes: number },
) {
  const [user] = await scope.db
    .select({ code: users.chatCode, expiresAt: users.chatCodeExpiresAt })
    .from(users)
    .where(byId(scope, users, input.userId));
  if (!user) return null;
  if (!input.fresh && user.code && user.expiresAt && user.expiresAt.getTime() > input.now.getTime()) {
    return { code: user.code, expiresAt: user.expiresAt };
  }
  const code = input.newCode();
  const expiresAt = new Date(input.now.getTime() + input.ttlMinutes * 60_000);
  await scope.db
    .update(users)
    .set({ chatCode: code, chatCodeExpiresAt: expiresAt })
    .where(byId(scope, users, input.userId));
  return { code, expiresAt };
}

export async function isLinked(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select({ userId: telegramChats.userId })
    .from(telegramChats)
    .where(and(inSchool(scope, telegramChats), eq(telegramChats.userId, userId)));
  return Boolean(row);
}
