import { sql } from "drizzle-orm";
import type { Storage } from "../core/storage/storage.js";
import type { Db } from "../db/client.js";
import { conversationThreads } from "../db/schema/index.js";
import { appendMessage, setAssignee } from "../modules/conversations/conversations.queries.js";
import { studentFileKey } from "../modules/student-record/stored-files.js";
import { demoPdf } from "./demo-pdf.js";
import { userIdsByEmail } from "./demo-people.js";

const MINUTE = 60_000;

/**
 * The demo inbox (issue 37): five students' threads, written minutes to days ago, on the app's chat, the school's
 * Telegram bot (the three linked in demo-telegram.ts), e-mail and WhatsApp. Arman waits for an answer on the app;
 * Aliya's passport scan came by Telegram as a PDF (to save to her documents from the thread) and was answered by
 * the manager, who answers her thread; Timur's is open;
 * Dana's went on by e-mail, her reply to the school's mail in her thread; Nursultan writes on WhatsApp (his number
 * linked in demo-whatsapp.ts), his last question three hours old, so the school may still answer freely.
 * Idempotent: a school with any thread is left as it is.
 */
const THREADS: readonly {
  email: string;
  assignee?: string;
  messages: readonly {
    from: "student" | "manager";
    channel: "app" | "telegram" | "email" | "whatsapp";
    minutesAgo: number;
    text: string;
    /** A scan the student sent with it, as a PDF. */
    pdf?: { name: string; title: string };
  }[];
}[] = [
  {
    email: "aliya@demo.kz",
    assignee: "manager@demo.kz",
    messages: [
      {
        from: "student",
        channel: "telegram",
        minutesAgo: 2 * 24 * 60,
        text: "Здравствуйте! Нужен ли апостиль на аттестат для Италии?",
      },
      {
        from: "manager",
        channel: "telegram",
        minutesAgo: 2 * 24 * 60 - 25,
        text: "Здравствуйте, Алия! Да, апостиль и перевод. Мы подадим вместе с Dichiarazione di valore.",
      },
      {
        from: "student",
        channel: "telegram",
        minutesAgo: 3 * 60,
        text: "Скан паспорта отправила, проверьте, пожалуйста.",
        pdf: { name: "passport-aliya.pdf", title: "Passport: Aliya" },
      },
      { from: "manager", channel: "telegram", minutesAgo: 2 * 60 + 40, text: "Получили, всё читается. Спасибо!" },
    ],
  },
  {
    email: "timur@demo.kz",
    messages: [
      { from: "student", channel: "telegram", minutesAgo: 26 * 60, text: "Когда будет известен результат TOLC?" },
      { from: "student", channel: "telegram", minutesAgo: 25 * 60, text: "И нужно ли мне заново сдавать IELTS?" },
    ],
  },
  {
    email: "dana@demo.kz",
    assignee: "manager@demo.kz",
    messages: [
      {
        from: "student",
        channel: "app",
        minutesAgo: 5 * 24 * 60,
        text: "Сәлеметсіз бе! Жатақхана туралы сұрағым бар.",
      },
      {
        from: "manager",
        channel: "app",
        minutesAgo: 5 * 24 * 60 - 60,
        text: "Сәлеметсіз бе, Дана! Жатақханаға өтінім 1 наурызға дейін.",
      },
      {
        from: "manager",
        channel: "email",
        minutesAgo: 2 * 24 * 60,
        text: "Дана, жатақхана шартын поштаңызға жібердік. Қол қойып, сканын жіберіңіз.",
      },
      {
        from: "student",
        channel: "email",
        minutesAgo: 20 * 60,
        text: "Алдым, рақмет! Жұмаға дейін қол қойып жіберемін.",
      },
    ],
  },
  {
    email: "nursultan@demo.kz",
    assignee: "manager@demo.kz",
    messages: [
      {
        from: "student",
        channel: "whatsapp",
        minutesAgo: 3 * 60,
        text: "Добрый день! Записали меня на подачу документов в визовый центр?",
      },
      {
        from: "manager",
        channel: "whatsapp",
        minutesAgo: 2 * 60 + 50,
        text: "Да, Нурсултан: понедельник, 10:00. Возьмите паспорт, справку из банка и страховку.",
      },
      { from: "student", channel: "whatsapp", minutesAgo: 2 * 60 + 45, text: "Спасибо! А фото какого размера нужно?" },
    ],
  },
  {
    email: "student@demo.kz",
    messages: [
      {
        from: "student",
        channel: "app",
        minutesAgo: 40,
        text: "Добрый день! Можно перенести оплату второго транша на неделю?",
      },
    ],
  },
];

export async function seedDemoConversations(db: Db, schoolId: number, storage?: Storage): Promise<void> {
  const now = new Date();
  const scope = { db, schoolId };
  const [any] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(conversationThreads)
    .where(sql`${conversationThreads.schoolId} = ${schoolId}`);
  if ((any?.count ?? 0) > 0) return;
  const emails = [...new Set(THREADS.flatMap((thread) => [thread.email, thread.assignee ?? "manager@demo.kz"]))];
  const ids = await userIdsByEmail(db, schoolId, emails);
  const manager = ids.get("manager@demo.kz");
  for (const thread of THREADS) {
    const studentId = ids.get(thread.email);
    if (studentId === undefined) continue;
    for (const message of thread.messages) {
      const fromStudent = message.from === "student";
      const attachment =
        storage && message.pdf ? await storedPdf(storage, { scope, studentId, pdf: message.pdf }) : undefined;
      await appendMessage(scope, {
        attachment,
        studentId,
        direction: fromStudent ? "in" : "out",
        channel: message.channel,
        authorId: fromStudent ? studentId : (manager ?? null),
        body: message.text,
        delivery: fromStudent ? "received" : "sent",
        createdAt: new Date(now.getTime() - message.minutesAgo * MINUTE),
      });
    }
    if (thread.assignee) await setAssignee(scope, { studentId, assigneeId: ids.get(thread.assignee) ?? null });
  }
}

async function storedPdf(
  storage: Storage,
  input: { scope: { db: Db; schoolId: number }; studentId: number; pdf: { name: string; title: string } },
) {
  const data = demoPdf({ title: input.pdf.title, lines: ["Demo School", "A scan sent to the school's bot"] });
  const key = studentFileKey(input.scope, {
    folder: "conversations",
    userId: input.studentId,
    mime: "application/pdf",
  });
  await storage.put(key, data, "application/pdf");
  return { key, name: input.pdf.name, mime: "application/pdf", size: data.length };
}
