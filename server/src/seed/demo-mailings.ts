import type { UiLanguage } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import {
  mailingDeliveries,
  mailingSettings,
  mailings,
  studentCommunications,
  telegramChats,
  users,
} from "../db/schema/index.js";
import { communicationLine } from "../modules/mailings/delivery/deliver.js";

/**
 * Two sent mailings with their logs (issue 22): a visa notice by e-mail and Telegram to the students, one of whom
 * blocked the bot, and a New Year greeting; greetings are switched on. Written as the delivery jobs would have left
 * them, without sending anything. Idempotent: a school that has mailings is left as it is.
 */
export async function seedDemoMailings(db: Db, schoolId: number): Promise<void> {
  const [existing] = await db
    .select({ id: mailings.id })
    .from(mailings)
    .where(eq(mailings.schoolId, schoolId))
    .limit(1);
  if (existing) return;
  const students = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, "student")))
    .orderBy(users.id)
    .limit(6);
  const [manager] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, "admin")))
    .limit(1);
  if (students.length === 0) return;
  // The students who linked the bot (demo-telegram.ts); the second of them blocked it after the visa notice.
  const linked = await db
    .select({ userId: telegramChats.userId, chatId: telegramChats.chatId })
    .from(telegramChats)
    .where(eq(telegramChats.schoolId, schoolId));
  const chats = new Map(linked.map((row) => [row.userId, row.chatId]));
  const blockedChat = students.flatMap((student) => chats.get(student.id) ?? [])[1] ?? null;
  const sets = demoMailingSets(students.map((student) => student.id));
  for (const set of sets) {
    const [mailing] = await db
      .insert(mailings)
      .values({
        schoolId,
        kind: set.kind,
        authorId: set.kind === "manual" ? (manager?.id ?? null) : null,
        subject: set.subject,
        body: set.body,
        channels: set.channels,
        audience: set.audience,
        templateKey: set.templateKey,
        status: "sending",
        sendAt: set.at,
        fannedOutAt: set.at,
        createdAt: set.at,
      })
      .returning();
    for (const student of students) {
      for (const channel of set.channels) {
        await recordDelivery(db, {
          schoolId,
          mailing: { id: mailing!.id, subject: set.subject, at: set.at },
          student,
          channel,
          address: channel === "email" ? student.email : (chats.get(student.id) ?? null),
          blockedChat,
          authorId: set.kind === "manual" ? (manager?.id ?? null) : null,
        });
      }
    }
  }
  await db
    .insert(mailingSettings)
    .values({ schoolId, greetingsEnabled: true, greetingChannels: ["email", "telegram"] })
    .onConflictDoNothing();
}

/** One delivery of a mailing as its job would have left it, and its line in the student's communications log. */
async function recordDelivery(
  db: Db,
  input: {
    schoolId: number;
    mailing: { id: number; subject: string; at: Date };
    student: { id: number; email: string; firstName: string; language: UiLanguage | null };
    channel: "email" | "telegram";
    address: string | null;
    /** The chat of the student who blocked the bot. */
    blockedChat: string | null;
    authorId: number | null;
  },
) {
  const { schoolId, mailing, student, channel, address, blockedChat, authorId } = input;
  const blocked = channel === "telegram" && address !== null && address === blockedChat;
  const reason = !address ? "no_address" : blocked ? "blocked" : null;
  const sentAt = new Date(mailing.at.getTime() + 60_000);
  await db.insert(mailingDeliveries).values({
    schoolId,
    mailingId: mailing.id,
    userId: student.id,
    channel,
    address,
    // The recipient's language, as the fan-out fixes it (Russian for one who never chose).
    language: student.language ?? "ru",
    variables: { first_name: student.firstName, last_name: "", program: "", school: "Demo School" },
    state: reason ? "failed" : "sent",
    attempts: address ? 1 : 0,
    reason,
    detail: blocked ? "Forbidden: bot was blocked by the user" : reason ? "No telegram address" : null,
    sentAt: reason ? null : sentAt,
    updatedAt: sentAt,
  });
  if (address) {
    await db.insert(studentCommunications).values({
      schoolId,
      userId: student.id,
      channel: channel === "email" ? "email" : "message",
      text: communicationLine({ subject: mailing.subject, channel, reason, mailingId: mailing.id }),
      authorId,
      createdAt: sentAt,
    });
  }
}

/** The demo's two mailings: a visa notice to the students by e-mail and Telegram, and a New Year greeting. */
function demoMailingSets(studentIds: number[]) {
  const day = 86_400_000;
  return [
    {
      kind: "manual" as const,
      subject: "Документы на визу / Виза құжаттары",
      body: "<p>{first_name}, проверьте список документов на визу и загрузите сканы до пятницы.</p><p>{first_name}, визаға қажетті құжаттар тізімін тексеріп, жұмаға дейін жүктеңіз.</p>",
      channels: ["email", "telegram"] as ("email" | "telegram")[],
      audience: { audience: "filter", filters: { role: "student" } },
      templateKey: null,
      at: new Date(Date.now() - 3 * day),
    },
    {
      kind: "greeting" as const,
      subject: "С Новым годом!",
      body: "<p>{first_name}, поздравляем с Новым годом!</p>",
      channels: ["email"] as ("email" | "telegram")[],
      audience: { audience: "users", user_ids: studentIds },
      templateKey: "new_year" as const,
      at: new Date(Date.now() - 20 * day),
    },
  ];
}
