import type { ConversationMessage, ConversationThread } from "@school/contracts";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { conversationMessages, users } from "../../../db/schema/index.js";
import { startSmtpCapture } from "../../../test/smtp-capture.js";
import { createTestApp, type TestApp, type TestSchool } from "../../../test/test-app.js";
import { visibleReply } from "./inbound-mail.js";
import { type InboundSmtp, startInboundSmtp } from "./inbound-smtp.js";

/**
 * E-mail replies (issue 37, decision 0155): a school's mail to a student answers to the student's thread; the reply,
 * sent by a real mail client's SMTP to the platform's listener, lands in the thread without its quoted history, once;
 * an address the platform did not sign is refused at the door.
 */
const DOMAIN = "reply.school.test";
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let harness: TestApp;
let school: TestSchool;
let other: TestSchool;
let inbound: InboundSmtp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  harness = await createTestApp({ smtpUrl: smtp.url, env: { INBOUND_MAIL_DOMAIN: DOMAIN } });
  school = await harness.newSchool();
  other = await harness.newSchool();
  inbound = await startInboundSmtp(harness.deps, { port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await inbound?.close();
  await harness?.close();
  await smtp?.close();
});

const emailOf = async (userId: number) =>
  (await harness.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
const thread = async (studentId: number, at: TestSchool = school) =>
  (
    await harness.app.inject({
      method: "GET",
      url: `/api/v1/conversations/students/${studentId}/`,
      headers: await harness.authAs(at, "admin"),
    })
  ).json() as ConversationThread;
/** A mail client sending to the platform's listener, as the student's mail server would. */
const mailClient = () =>
  nodemailer.createTransport({ host: "127.0.0.1", port: inbound.port, secure: false, ignoreTLS: true });
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

describe("a reply to the school's mail", () => {
  let replyTo: string;

  it("goes out by e-mail from the school, answering to the student's thread", async () => {
    const studentId = school.users.student;
    const sent = await harness.app.inject({
      method: "POST",
      url: `/api/v1/conversations/students/${studentId}/messages/`,
      headers: await harness.authAs(school, "admin"),
      payload: { text: "Your visa appointment is booked for Monday.", channel: "email" },
    });
    expect(sent.statusCode).toBe(201);
    expect((sent.json() as ConversationMessage).delivery).toBe("pending");
    const mail = await smtp.waitFor(await emailOf(studentId), 15_000);
    const parsed = await simpleParser(mail.raw);
    expect(parsed.text).toContain("Your visa appointment is booked for Monday.");
    replyTo = parsed.replyTo!.value[0]!.address!;
    expect(replyTo).toMatch(new RegExp(`^reply-${school.id}-${studentId}-[0-9a-f]{20}@${DOMAIN}$`));
    await vi.waitFor(async () => expect((await thread(studentId)).messages.at(-1)?.delivery).toBe("sent"), {
      timeout: 10_000,
    });
    expect((await thread(studentId)).channels).toContain("email");
  });

  it("lands in the thread without the quoted mail, with its scan, once", async () => {
    const studentId = school.users.student;
    const message = {
      from: await emailOf(studentId),
      to: replyTo,
      subject: "Re: A new message from your school",
      messageId: "<reply-1@student.example>",
      text: [
        "Спасибо! А какие документы взять?",
        "",
        `чт, 26 нояб. 2026 г. в 14:00, Школа <${replyTo}>:`,
        "> Your visa appointment is booked for Monday.",
        ">",
      ].join("\n"),
      attachments: [{ filename: "passport.png", content: PNG }],
    };
    await mailClient().sendMail(message);
    await mailClient().sendMail(message);
    const messages = (await thread(studentId)).messages.filter((each) => each.channel === "email");
    const inbound = messages.filter((each) => each.direction === "in");
    expect(inbound).toHaveLength(1);
    expect(inbound[0]!.text).toBe("Спасибо! А какие документы взять?");
    expect(inbound[0]!.attachment).toMatchObject({ name: "passport.png", mime: "image/png" });
    expect((await thread(studentId)).last_channel).toBe("email");
  });

  it("lands only from the address the student is known by: a stranger at the right address is refused", async () => {
    const studentId = school.users.student;
    const before = (await thread(studentId)).messages.length;
    const stranger = { to: replyTo, subject: "Re: A new message from your school", text: "Cancel my visa appointment" };
    for (const from of ["stranger@example.com", "Student <stranger@example.com>"]) {
      await expect(mailClient().sendMail({ ...stranger, from })).rejects.toMatchObject({ responseCode: 550 });
    }
    expect((await thread(studentId)).messages).toHaveLength(before);
    // The student's own address in another case is still the student's.
    await mailClient().sendMail({ ...stranger, from: (await emailOf(studentId)).toUpperCase(), text: "It is me." });
    expect((await thread(studentId)).messages.at(-1)).toMatchObject({ direction: "in", text: "It is me." });
  });

  it("refuses an address the platform did not sign, and lands nothing anywhere", async () => {
    const before = await harness.database.db.select().from(conversationMessages);
    const forged = replyTo.replace(`-${school.users.student}-`, `-${other.users.student}-`);
    const unknown = `someone@${DOMAIN}`;
    for (const to of [forged, unknown, replyTo.replace(/-[0-9a-f]{20}@/, "-00000000000000000000@")]) {
      await expect(mailClient().sendMail({ from: "x@example.com", to, text: "let me in" })).rejects.toMatchObject({
        responseCode: 550,
      });
    }
    expect(await harness.database.db.select().from(conversationMessages)).toHaveLength(before.length);
    expect((await thread(other.users.student, other)).messages).toEqual([]);
  });
});

describe("a lead's thread", () => {
  it("starts with the consultation request and goes on by e-mail", async () => {
    const request = await harness.app.inject({
      method: "POST",
      url: `/api/v1/marketing/consultation/?domain=${school.domain}`,
      payload: { first_name: "Aigerim", email: "aigerim.lead@example.test", comment: "Can I study medicine in Italy?" },
    });
    expect(request.statusCode).toBeLessThan(300);
    const [lead] = await harness.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "aigerim.lead@example.test"));
    // Landed by the job stored with the request, a moment later.
    await vi.waitFor(async () => expect((await thread(lead!.id)).messages).toHaveLength(1), { timeout: 10_000 });
    const opened = await thread(lead!.id);
    expect(opened.messages).toMatchObject([
      { direction: "in", channel: "form", text: "Can I study medicine in Italy?" },
    ]);
    // A form takes no answer: the reply goes by e-mail unless another channel is chosen.
    expect(opened.last_channel).toBe("email");
    const sent = await harness.app.inject({
      method: "POST",
      url: `/api/v1/conversations/students/${lead!.id}/messages/`,
      headers: await harness.authAs(school, "admin"),
      payload: { text: "Yes: the IMAT exam is in September." },
    });
    expect((sent.json() as ConversationMessage).channel).toBe("email");
    const mail = await simpleParser((await smtp.waitFor("aigerim.lead@example.test", 15_000)).raw);
    await mailClient().sendMail({
      from: "aigerim.lead@example.test",
      to: mail.replyTo!.value[0]!.address!,
      text: "Thank you, when do applications open?",
    });
    expect((await thread(lead!.id)).messages.map((message) => [message.channel, message.text])).toEqual([
      ["form", "Can I study medicine in Italy?"],
      ["email", "Yes: the IMAT exam is in September."],
      ["email", "Thank you, when do applications open?"],
    ]);
  });
});

describe("the student's own words of a reply", () => {
  it.each([
    [
      "Gmail in English",
      "Sure, Monday works.\n\nOn Thu, Nov 26, 2026 at 2:00 PM School <reply@x.kz> wrote:\n> Booked?",
    ],
    ["Gmail in Russian", "Sure, Monday works.\n\nчт, 26 нояб. 2026 г. в 14:00, Школа <reply@x.kz>:\n> Booked?"],
    ["Mail.ru", "Sure, Monday works.\n\nЧетверг, 26 ноября 2026, 14:00 +05:00 от Школа <reply@x.kz>:\n> Booked?"],
    ["a Kazakh client", "Sure, Monday works.\n\n26.11.2026 14:00 Мектеп жазды:\n> Booked?"],
    ["Outlook", "Sure, Monday works.\n\n-----Original Message-----\nFrom: School <reply@x.kz>\nBooked?"],
  ])("%s", (_client, text) => {
    expect(visibleReply(text)).toBe("Sure, Monday works.");
  });
});
