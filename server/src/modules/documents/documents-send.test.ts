import type { ConversationThread, IssuedDocument } from "@school/contracts";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMessages, issuedDocuments, telegramChats, users, whatsappLinks } from "../../db/schema/index.js";
import { newCourse, newIssuedDocument, VALID_REQUISITES } from "../../test/factories.js";
import { pdfText } from "../../test/pdf-text.js";
import { settledJobs } from "../../test/queued-jobs.js";
import { attachmentsOf, startSmtpCapture } from "../../test/smtp-capture.js";
import { startTelegramFake, type TelegramFake } from "../../test/telegram-fake.js";
import { createTestApp, type TestApp, type TestSchool } from "../../test/test-app.js";
import { startWhatsappGraphFake } from "../../test/whatsapp-graph-fake.js";

/**
 * A document sent with its PDF (issue 38, decision 0162): the reply in the student's thread carries the file, and
 * each channel delivers it as its provider takes files — a mail's attachment (read back with pdftotext), Telegram's
 * sendDocument, WhatsApp's media upload and document message inside the 24-hour window — or shows it in the app's
 * chat, downloadable by its student alone. The file is named in the student's language; the text keeps its link.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let telegram: TelegramFake;
let graph: Awaited<ReturnType<typeof startWhatsappGraphFake>>;
let harness: TestApp;
let school: TestSchool;
let course: number;
let studentEmail: string;

const NUMBER = {
  phoneNumberId: "109876543210038",
  token: "EAAG-documents-token-0123456789",
  display: "+7 701 555 0138",
};
const STUDENT_WA = "77015550338";
const CHAT_ID = 938_001;
const botToken = () => telegram.token(7_000_000_038);

type Role = "admin_school" | "admin" | "teacher" | "student";
const call = async (input: { method: "GET" | "POST" | "PUT"; url: string; payload?: object; role?: Role }) =>
  harness.app.inject({
    method: input.method,
    url: `/api/v1/${input.url}`,
    ...(input.payload ? { payload: input.payload } : {}),
    headers: await harness.authAs(school, input.role ?? "admin_school"),
  });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  telegram = await startTelegramFake();
  graph = await startWhatsappGraphFake();
  graph.addNumber({ ...NUMBER, name: "Documents School" });
  harness = await createTestApp({
    smtpUrl: smtp.url,
    env: { TELEGRAM_BOT_TOKEN: botToken(), TELEGRAM_API_ROOT: telegram.apiRoot, WHATSAPP_GRAPH_URL: graph.url },
  });
  graph.setNow(() => harness.clock.now().getTime());
  school = await harness.newSchool();
  const db = harness.database.db;
  const student = school.users.student;
  // A student who reads in Kazakh, sent a contract written in Russian.
  const [updated] = await db
    .update(users)
    .set({ firstName: "Айжан", lastName: "Серикова", language: "kk" })
    .where(eq(users.id, student))
    .returning({ email: users.email });
  studentEmail = updated!.email;
  course = await newCourse(db, school.id, { titleRu: "Подготовка к IELTS", price: 300_000 });
  const requisites = await call({
    method: "PUT",
    url: "user/school/requisites/",
    payload: VALID_REQUISITES,
  });
  expect(requisites.statusCode, requisites.body).toBe(200);
  await db
    .insert(telegramChats)
    .values({ schoolId: school.id, userId: student, botId: "7000000038", chatId: String(CHAT_ID) });
  const number = await call({
    method: "PUT",
    url: "user/school/whatsapp/",
    payload: {
      phone_number_id: NUMBER.phoneNumberId,
      access_token: NUMBER.token,
      app_secret: "app-secret-documents-0038",
    },
  });
  expect(number.statusCode, number.body).toBe(200);
  await db.insert(whatsappLinks).values({ schoolId: school.id, userId: student, waId: STUDENT_WA });
});
afterAll(async () => {
  await harness?.close();
  await Promise.all([smtp?.close(), telegram?.close(), graph?.close()]);
});

/** A contract issued in Russian and rendered: its row, and its PDF as stored. */
async function contract() {
  const response = await call({
    method: "POST",
    url: `user/accounts/issued-documents/${school.users.student}/`,
    payload: { kind: "contract", language: "ru", course_id: course },
  });
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as IssuedDocument;
  const db = harness.database.db;
  expect(await settledJobs(db, { name: "documents.render", field: "document_id", value: id })).not.toContain("failed");
  const [row] = await db.select().from(issuedDocuments).where(eq(issuedDocuments.id, id));
  return { ...row!, pdf: (await harness.deps.storage.get(row!.file!))! };
}

/** Sends a document on a channel; answers the reply stored in the thread, once its delivery job has run. */
async function send(id: number, channel: "app" | "email" | "telegram" | "whatsapp") {
  const response = await call({
    method: "POST",
    url: `user/accounts/issued-document/${id}/send/`,
    payload: { channel },
  });
  expect(response.statusCode, response.body).toBe(204);
  const db = harness.database.db;
  const [message] = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.studentId, school.users.student), eq(conversationMessages.channel, channel)))
    .orderBy(desc(conversationMessages.id))
    .limit(1);
  await settledJobs(db, { name: "conversation.deliver", field: "message_id", value: message!.id });
  return (await db.select().from(conversationMessages).where(eq(conversationMessages.id, message!.id)))[0]!;
}

const myFiles = "https://school.example.kz/my-files";

describe("a document sent with its PDF", () => {
  it("by e-mail: the mail's attachment is the contract, named in the student's language, its text linking My files", async () => {
    const issued = await contract();
    const reply = await send(issued.id, "email");
    expect(reply.delivery).toBe("sent");
    const mail = await smtp.waitFor(studentEmail);
    expect(mail.text).toContain(`Договор № ${issued.number} готов. Откройте его в разделе «Мои файлы»: ${myFiles}`);
    const [file, ...more] = await attachmentsOf(mail);
    expect(more).toEqual([]);
    expect(file).toMatchObject({ name: `Шарт ${issued.number}.pdf`, mime: "application/pdf" });
    expect(file!.data.equals(issued.pdf)).toBe(true);
    const text = await pdfText(file!.data);
    expect(text).toContain(`ДОГОВОР № ${issued.number}`);
    expect(text).toContain("Заказчик: Айжан Серикова");
  });

  it("by Telegram: the bot sends the stored PDF as a document captioned with the text", async () => {
    const issued = await contract();
    const reply = await send(issued.id, "telegram");
    expect(reply.delivery).toBe("sent");
    const sent = await telegram.waitForMessage(CHAT_ID, (text) => text.includes(issued.number));
    expect(sent.document?.name).toBe(`Шарт ${issued.number}.pdf`);
    expect(sent.document?.data.equals(issued.pdf)).toBe(true);
    expect(sent.text).toContain(myFiles);
    expect(telegram.calls.filter((each) => each.method === "sendDocument")).toHaveLength(1);
  });

  it("by WhatsApp inside the 24 hours: the PDF uploaded, then a document message by its media id", async () => {
    const db = harness.database.db;
    graph.inbound({ phoneNumberId: NUMBER.phoneNumberId, from: STUDENT_WA, text: "Здравствуйте" });
    await db
      .update(whatsappLinks)
      .set({ lastInboundAt: harness.clock.now() })
      .where(eq(whatsappLinks.userId, school.users.student));
    const issued = await contract();
    const reply = await send(issued.id, "whatsapp");
    expect(reply.delivery).toBe("sent");
    expect(graph.uploads.at(-1)?.data.equals(issued.pdf)).toBe(true);
    expect(graph.uploads.at(-1)?.mime).toBe("application/pdf");
    const message = graph.sent.at(-1)!;
    expect(message).toMatchObject({ to: STUDENT_WA, type: "document", wamid: reply.externalId });
    expect(message.document?.filename).toBe(`Шарт ${issued.number}.pdf`);
    expect(graph.mediaOf(message.document!.id)?.data.equals(issued.pdf)).toBe(true);
    expect(message.document?.caption).toContain(myFiles);
  });

  it("by WhatsApp after the 24 hours: refused as any free reply is, naming the template to choose", async () => {
    await harness.database.db
      .update(whatsappLinks)
      .set({ lastInboundAt: new Date(harness.clock.now().getTime() - 25 * 3_600_000) })
      .where(eq(whatsappLinks.userId, school.users.student));
    const issued = await contract();
    const response = await call({
      method: "POST",
      url: `user/accounts/issued-document/${issued.id}/send/`,
      payload: { channel: "whatsapp" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fields: { template: expect.stringContaining("24 hours") } });
  });

  it("in the app: the student downloads it from their chat, still after accepting it; no one else reaches it", async () => {
    const issued = await contract();
    await send(issued.id, "app");
    const own = (
      await call({ method: "GET", url: "conversations/mine/", role: "student" })
    ).json() as ConversationThread;
    const attachment = own.messages.at(-1)?.attachment;
    expect(attachment).toMatchObject({ name: `Шарт ${issued.number}.pdf`, mime: "application/pdf" });
    expect(attachment!.size).toBe(issued.pdf.length);
    const download = async (url: string) => harness.app.inject({ method: "GET", url });
    const file = await download(attachment!.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(issued.pdf)).toBe(true);
    // The link is the file's only key: without its signature it answers as a file that does not exist.
    expect((await download(attachment!.url.split("?")[0]!)).statusCode).toBe(404);
    // Staff see it in the thread too; a teacher does not read threads.
    const staff = await call({ method: "GET", url: `conversations/students/${school.users.student}/`, role: "admin" });
    expect((staff.json() as ConversationThread).messages.at(-1)?.attachment?.name).toBe(attachment!.name);
    const teacher = await call({
      method: "GET",
      url: `conversations/students/${school.users.student}/`,
      role: "teacher",
    });
    expect(teacher.statusCode).toBe(403);

    // Accepting renders the contract again and removes its first file: the one sent stays as it was sent.
    const accepted = await call({
      method: "POST",
      url: `user/accounts/issued-document/${issued.id}/accept/`,
      payload: { sha256: issued.sha256 },
      role: "student",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await settledJobs(harness.database.db, { name: "documents.render", field: "document_id", value: issued.id });
    expect(await harness.deps.storage.get(issued.file!)).toBeNull();
    expect((await download(attachment!.url)).rawPayload.equals(issued.pdf)).toBe(true);
  });

  it("a classmate's own chat does not show it, and their call for the student's thread is refused", async () => {
    const db = harness.database.db;
    const [classmate] = await db
      .insert(users)
      .values({
        schoolId: school.id,
        email: `classmate.${process.pid}@send.kz`,
        passwordHash: "x",
        role: "student",
        firstName: "Ерлан",
      })
      .returning({ id: users.id });
    const asClassmate = { ...school, users: { ...school.users, student: classmate!.id } };
    const headers = await harness.authAs(asClassmate, "student");
    const own = await harness.app.inject({ method: "GET", url: "/api/v1/conversations/mine/", headers });
    expect((own.json() as ConversationThread).messages).toEqual([]);
    const other = await harness.app.inject({
      method: "GET",
      url: `/api/v1/conversations/students/${school.users.student}/`,
      headers,
    });
    expect(other.statusCode).toBe(403);
  });

  it("waits for the PDF: a document still being rendered is not sent, and nothing reaches the thread", async () => {
    const db = harness.database.db;
    const id = await newIssuedDocument(db, { schoolId: school.id, userId: school.users.student });
    const before = await db.select().from(conversationMessages).where(eq(conversationMessages.schoolId, school.id));
    const response = await call({
      method: "POST",
      url: `user/accounts/issued-document/${id}/send/`,
      payload: { channel: "email" },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toBe("The document is still being prepared");
    const after = await db.select().from(conversationMessages).where(eq(conversationMessages.schoolId, school.id));
    expect(after).toHaveLength(before.length);
  });
});
