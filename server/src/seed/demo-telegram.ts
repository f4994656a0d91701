import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { studentRecords, telegramBotStats, telegramChats, users } from "../db/schema/index.js";

/** The demo's bot id: no real bot; the demo links and figures show what the staff card and the record look like. */
export const DEMO_BOT_ID = "7000000000";

const LINKED = [
  { email: "aliya@demo.kz", chatId: "700100201" },
  { email: "timur@demo.kz", chatId: "700100202" },
  { email: "dana@demo.kz", chatId: "700100203" },
];

/**
 * Three demo students who linked the bot, and the school's bot figures (decision 0057). Arman (student@demo.kz) is
 * left unlinked, so the header's code links him for real. Idempotent: existing links and figures are kept.
 */
export async function seedDemoTelegram(db: Db, schoolId: number): Promise<void> {
  const students = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.schoolId, schoolId),
        inArray(
          users.email,
          LINKED.map((row) => row.email),
        ),
      ),
    );
  for (const student of students) {
    const chatId = LINKED.find((row) => row.email === student.email)!.chatId;
    await db
      .insert(telegramChats)
      .values({ schoolId, userId: student.id, botId: DEMO_BOT_ID, chatId })
      .onConflictDoNothing();
    await db
      .insert(studentRecords)
      .values({ userId: student.id, schoolId, has_chat_id: true })
      .onConflictDoUpdate({ target: studentRecords.userId, set: { has_chat_id: true } });
  }
  await db.insert(telegramBotStats).values({ schoolId, sent: 128, failed: 3, blocked: 1 }).onConflictDoNothing();
}
