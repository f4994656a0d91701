import type { ConversationMessage, ConversationThread, InboxPage } from "@school/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applicationStatuses, conversationThreads, users } from "../../db/schema/index.js";
import { newCourse } from "../../test/factories.js";
import { startTelegramFake, type TelegramFake, type TelegramUpdate } from "../../test/telegram-fake.js";
import { caller, createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { appendMessage } from "./conversations.queries.js";

/**
 * Conversations (issue 37, decision 0147): a student writes from the app's chat and from the school's Telegram bot,
 * the school's staff find the thread in their inbox and answer on the student's channel; nothing of it reaches
 * another school, a teacher, or another student.
 */
let fake: TelegramFake;
let harness: TestApp;
let school: TestSchool;
let other: TestSchool;
const token = () => fake.token(7_000_000_037);
const botId = "7000000037";

beforeAll(async () => {
  fake = await startTelegramFake();
  harness = await createTestApp({
    env: { TELEGRAM_BOT_TOKEN: token(), TELEGRAM_API_ROOT: fake.apiRoot },
  });
  school = await harness.newSchool();
  other = await harness.newSchool();
});
afterAll(async () => {
  await harness?.close();
  await fake?.close();
});

type Role = "admin_school" | "admin" | "teacher" | "student";
const call = (role: Role, method: "GET" | "POST" | "PUT", url: string, payload?: object, at: TestSchool = school) =>
  caller(harness)(at, role, { method, url: `/api/v1/${url}`, payload });

const inbox = async (query = "", role: Role = "admin", at = school) =>
  (await call(role, "GET", `conversations/${query}`, undefined, at)).json() as InboxPage;
const thread = async (studentId = school.users.student, role: Role = "admin") =>
  (await call(role, "GET", `conversations/students/${studentId}/`)).json() as ConversationThread;

const linkTelegram = async (chatId: number) => {
  const { code } = (await call("student", "GET", "user/accounts/code/")).json() as { code: string };
  await postUpdate(fake.textUpdate(token(), { chatId, text: `/start ${code}` }));
  await fake.waitForMessage(chatId);
};
/** An update as Telegram posts it to the bot's webhook, with the webhook's secret. */
const postUpdate = (update: TelegramUpdate) =>
  harness.app.inject({
    method: "POST",
    url: `/api/v1/telegram/webhook/${botId}/`,
    headers: { "x-telegram-bot-api-secret-token": fake.webhookOf(token())?.secret ?? "" },
    payload: update,
  });

describe("conversations", () => {
  it("a student's message from the app reaches the inbox as unread and waiting, for the school's staff only", async () => {
    const written = await call("student", "POST", "conversations/mine/messages/", {
      text: "Здравствуйте! <b>Когда</b> запись на визу?",
    });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({
      direction: "in",
      channel: "app",
      delivery: "received",
      // HTML in a message is text: kept as written, escaped by whoever shows it.
      text: "Здравствуйте! <b>Когда</b> запись на визу?",
    });

    for (const role of ["admin", "admin_school"] as const) {
      const page = await inbox("", role);
      expect(page.unread_threads).toBe(1);
      expect(page.results).toHaveLength(1);
      expect(page.results[0]).toMatchObject({
        student: { id: school.users.student },
        unread: 1,
        assignee: null,
        last_message: { direction: "in", channel: "app" },
      });
      expect(page.results[0]!.waiting_since).not.toBeNull();
    }
    expect((await inbox("?box=unread")).results).toHaveLength(1);
    expect((await inbox("?box=mine")).results).toHaveLength(0);
    // Another school's inbox is empty, and this school's student is not found there.
    expect((await inbox("", "admin", other)).results).toEqual([]);
    expect(
      (await call("admin", "GET", `conversations/students/${school.users.student}/`, undefined, other)).statusCode,
    ).toBe(404);
    // A teacher and a student read no inbox; a student reads no other student's thread.
    expect((await call("teacher", "GET", "conversations/")).statusCode).toBe(403);
    expect((await call("student", "GET", "conversations/")).statusCode).toBe(403);
    expect((await call("student", "GET", `conversations/students/${school.users.student}/`)).statusCode).toBe(403);
  });

  it("a reply in the app ends the wait and the unread count; the student's reading marks it read", async () => {
    const sent = await call("admin", "POST", `conversations/students/${school.users.student}/messages/`, {
      text: "Запись на 3 декабря, 10:00.",
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ direction: "out", channel: "app", delivery: "sent" });
    const listed = (await inbox()).results[0]!;
    expect(listed).toMatchObject({ unread: 0, waiting_since: null, last_message: { direction: "out" } });

    const own = (await call("student", "GET", "conversations/mine/")).json() as ConversationThread;
    expect(own.messages.map((message) => message.direction)).toEqual(["in", "out"]);
    expect(own.messages[1]!.delivery).toBe("read");
    expect((await thread()).messages[1]!.delivery).toBe("read");
    // Read once: reading again marks nothing (the announcement it would make reloads the student's own chat).
    const readAt = async () =>
      (
        await harness.database.db
          .select({ at: conversationThreads.studentReadAt })
          .from(conversationThreads)
          .where(eq(conversationThreads.studentId, school.users.student))
      )[0]?.at;
    const first = await readAt();
    await call("student", "GET", "conversations/mine/");
    expect(await readAt()).toEqual(first);
  });

  it("marks read, assigns to the school's staff only, and refuses a thread of someone who is not a student", async () => {
    await call("student", "POST", "conversations/mine/messages/", { text: "Спасибо!" });
    expect((await inbox()).unread_threads).toBe(1);
    expect((await call("admin", "POST", `conversations/students/${school.users.student}/read/`)).statusCode).toBe(204);
    expect((await inbox()).unread_threads).toBe(0);

    const assignee = `conversations/students/${school.users.student}/assignee/`;
    expect((await call("admin", "PUT", assignee, { assignee_id: school.users.teacher })).statusCode).toBe(400);
    expect((await call("admin", "PUT", assignee, { assignee_id: other.users.admin })).statusCode).toBe(400);
    expect((await call("admin", "PUT", assignee, { assignee_id: school.users.admin })).statusCode).toBe(204);
    expect((await inbox("?box=mine")).results.map((row) => row.student.id)).toEqual([school.users.student]);
    expect((await inbox("?box=unassigned")).results).toEqual([]);

    expect((await call("admin", "GET", `conversations/students/${school.users.teacher}/`)).statusCode).toBe(404);
    expect(
      (await call("admin", "POST", `conversations/students/${school.users.teacher}/messages/`, { text: "Hi" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("admin", "POST", `conversations/students/${school.users.student}/messages/`, { text: " " }))
        .statusCode,
    ).toBe(400);
  });

  it("takes a linked student's Telegram message once, and sends the reply back by Telegram", async () => {
    const chatId = 937_001;
    // Telegram is offered only once the student linked the bot.
    expect(
      (
        await call("admin", "POST", `conversations/students/${school.users.student}/messages/`, {
          text: "Проверка",
          channel: "telegram",
        })
      ).statusCode,
    ).toBe(400);
    await linkTelegram(chatId);
    const update = fake.textUpdate(token(), { chatId, text: "Отправил скан паспорта на почту" });
    const post = () => postUpdate(update);
    expect((await post()).statusCode).toBe(200);
    expect((await post()).statusCode).toBe(200);
    const after = await thread();
    const fromBot = after.messages.filter((message) => message.channel === "telegram");
    expect(fromBot).toHaveLength(1);
    expect(fromBot[0]).toMatchObject({ direction: "in", text: "Отправил скан паспорта на почту" });
    expect(after).toMatchObject({ channels: ["app", "telegram", "email"], last_channel: "telegram" });

    const before = fake.messagesTo(chatId).length;
    const reply = (
      await call("admin", "POST", `conversations/students/${school.users.student}/messages/`, {
        text: "Получили, спасибо",
      })
    ).json() as ConversationMessage;
    expect(reply).toMatchObject({ channel: "telegram", delivery: "pending" });
    expect((await fake.waitForMessage(chatId, (text) => text.includes("Получили"))).text).toBe("Получили, спасибо");
    await expect
      .poll(async () => (await thread()).messages.find((message) => message.id === reply.id)?.delivery, {
        timeout: 10_000,
      })
      .toBe("sent");
    expect(fake.messagesTo(chatId).length).toBe(before + 1);
  });

  it("keeps a photo and a PDF sent to the bot, refuses another file, and saves a photo as a document", async () => {
    const chatId = 937_001; // linked by the test before
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
      Buffer.from("JFIF\0 passport scan"),
    ]);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n");
    expect(
      (await postUpdate(fake.fileUpdate(token(), { chatId, kind: "photo", data: jpeg, caption: "Паспорт" })))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await postUpdate(
          fake.fileUpdate(token(), {
            chatId,
            kind: "document",
            data: pdf,
            fileName: "attestat.pdf",
            mimeType: "application/pdf",
          }),
        )
      ).statusCode,
    ).toBe(200);
    // A program named like a PDF is refused by its bytes, and the bot says so.
    const before = fake.messagesTo(chatId).length;
    await postUpdate(
      fake.fileUpdate(token(), {
        chatId,
        kind: "document",
        data: Buffer.from("MZ\x90\0\x03 not a document"),
        fileName: "scan.pdf",
        mimeType: "application/pdf",
      }),
    );
    expect((await fake.waitForMessage(chatId, (text) => text.includes("не принят"))).text).toContain("PDF");
    expect(fake.messagesTo(chatId).length).toBe(before + 1);

    const files = (await thread()).messages.filter((message) => message.attachment !== null);
    expect(files.map((message) => [message.text, message.attachment!.name, message.attachment!.mime])).toEqual([
      ["Паспорт", "photo.jpg", "image/jpeg"],
      ["", "attestat.pdf", "application/pdf"],
    ]);
    // The link is signed and expires; the file is served by it, and not without it.
    const link = files[0]!.attachment!.url;
    expect(link).toMatch(/^\/media\/conversations\/.+\?expires=\d+&signature=/);
    const served = await harness.app.inject({ method: "GET", url: link });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(jpeg)).toBe(true);
    expect((await harness.app.inject({ method: "GET", url: link.split("?")[0]! })).statusCode).toBe(404);

    const saved = await call(
      "admin",
      "POST",
      `conversations/students/${school.users.student}/messages/${files[0]!.id}/document/`,
      { doc_type: "passport" },
    );
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ doc_type: "passport", doc_name: "photo.jpg", format: "image/jpeg" });
    // A message of another student, or without a file, is not found; another school cannot reach either.
    const textOnly = (await thread()).messages.find((message) => message.attachment === null)!;
    for (const [at, studentId, messageId] of [
      [school, school.users.student, textOnly.id],
      [school, other.users.student, files[0]!.id],
      [other, school.users.student, files[0]!.id],
    ] as const) {
      const refused = await call(
        "admin",
        "POST",
        `conversations/students/${studentId}/messages/${messageId}/document/`,
        { doc_type: "passport" },
        at,
      );
      expect(refused.statusCode).toBe(404);
    }
  });

  it("a reply the channel did not deliver keeps the thread waiting since the student's unanswered message", async () => {
    const chatId = 937_001; // linked by the tests before
    // The files sent before are answered: the thread waits from the next question on. The answer goes by Telegram,
    // where the student last wrote; it is out before the bot is blocked, or its failure would unlink the chat.
    const thanks = (
      await call("admin", "POST", `conversations/students/${school.users.student}/messages/`, { text: "Спасибо!" })
    ).json() as ConversationMessage;
    expect(thanks.channel).toBe("telegram");
    await expect
      .poll(async () => (await thread()).messages.find((message) => message.id === thanks.id)?.delivery)
      .toBe("sent");
    await postUpdate(fake.textUpdate(token(), { chatId, text: "Вы получили мой аттестат?" }));
    const asked = (await thread()).messages.at(-1)!;
    expect(asked).toMatchObject({ direction: "in", channel: "telegram" });
    const waiting = async () => (await inbox()).results.find((row) => row.student.id === school.users.student)!;
    expect((await waiting()).waiting_since).toBe(asked.created_at);

    fake.block(chatId);
    try {
      const reply = (
        await call("admin", "POST", `conversations/students/${school.users.student}/messages/`, {
          text: "Да, получили.",
          channel: "telegram",
        })
      ).json() as ConversationMessage;
      // The reply is stored: the wait ends while it goes out …
      expect((await waiting()).waiting_since).toBeNull();
      await expect
        .poll(async () => (await thread()).messages.find((message) => message.id === reply.id)?.failure, {
          timeout: 10_000,
        })
        .toBe("blocked");
      // … and comes back when it fails: the student got nothing, so the inbox still shows them waiting.
      expect((await waiting()).waiting_since).toBe(asked.created_at);
      // The thread offers the channels the student can still be reached on: a bot they blocked is not one.
      expect((await thread()).channels).toEqual(["app", "email"]);
    } finally {
      fake.unblock(chatId);
    }
    // An answer that goes (the app's chat) ends the wait.
    await call("admin", "POST", `conversations/students/${school.users.student}/messages/`, {
      text: "Да, получили.",
      channel: "app",
    });
    expect((await waiting()).waiting_since).toBeNull();
  });

  it("narrows the inbox to a program's students and to an application status", async () => {
    const db = harness.database.db;
    const italy = await newCourse(db, school.id);
    const latvia = await newCourse(db, school.id);
    const [added] = await db
      .insert(users)
      .values({ schoolId: school.id, email: "writer@filters.test", passwordHash: "x", role: "student", firstName: "W" })
      .returning({ id: users.id });
    const writer = added!.id;
    await db.insert(applicationStatuses).values([
      { schoolId: school.id, userId: school.users.student, courseId: italy, status: "refusal" },
      { schoolId: school.id, userId: writer, courseId: latvia, status: "selected" },
    ]);
    for (const studentId of [school.users.student, writer]) {
      await appendMessage(
        { db, schoolId: school.id },
        { studentId, direction: "in", channel: "app", authorId: studentId, body: "A question", delivery: "received" },
      );
    }
    const students = async (query: string) =>
      (await inbox(query)).results
        .map((thread) => thread.student.id)
        .filter((id) => id === writer || id === school.users.student);
    expect((await students("")).sort()).toEqual([school.users.student, writer].sort());
    expect(await students(`?program=${italy}`)).toEqual([school.users.student]);
    expect(await students("?status=selected")).toEqual([writer]);
    expect(await students(`?program=${italy}&status=selected`)).toEqual([]);
    expect(await students(`?program=${latvia}&status=selected&box=unread`)).toEqual([writer]);
    // Another school's program finds nobody here; a status the contract does not know is refused.
    expect(await students(`?program=${await newCourse(db, other.id)}`)).toEqual([]);
    expect((await call("admin", "GET", "conversations/?status=lost")).statusCode).toBe(400);
  });

  it("pages a long thread by keyset, oldest first within a page", async () => {
    const student = other.users.student;
    for (let index = 1; index <= 55; index += 1) {
      await call("student", "POST", "conversations/mine/messages/", { text: `Сообщение ${index}` }, other);
    }
    const first = (
      await call("admin", "GET", `conversations/students/${student}/`, undefined, other)
    ).json() as ConversationThread;
    expect(first.messages).toHaveLength(50);
    expect(first.messages.at(-1)!.text).toBe("Сообщение 55");
    expect(first.older).not.toBeNull();
    const older = (
      await call("admin", "GET", `conversations/students/${student}/?before=${first.older}`, undefined, other)
    ).json() as ConversationThread;
    expect(older.messages.map((message) => message.text)).toEqual([1, 2, 3, 4, 5].map((n) => `Сообщение ${n}`));
    expect(older.older).toBeNull();
  });
});
