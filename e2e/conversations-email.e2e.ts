import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { users } from "../server/src/db/schema/index.js";
import { reservePort } from "../server/src/test/http-fixtures.js";
import { browserSuite, chooseLanguage, expectAccessible, loginAs, SETTLED_POPUP, screenshot } from "./harness.js";

/**
 * E-mail in the conversation (issue 37, decision 0155): the manager answers a student by e-mail from the inbox; the
 * mail comes from the school and answers to the student's thread; the student's reply, sent by SMTP to the platform's
 * listener as the student's mail server would, appears live in the manager's open thread without its quoted history.
 */
const DOMAIN = "reply.demo.test";
const inbound = await reservePort();
await inbound.release();
const suite = browserSuite({
  env: { INBOUND_MAIL_DOMAIN: DOMAIN, INBOUND_SMTP_PORT: String(inbound.port), INBOUND_SMTP_HOST: "127.0.0.1" },
});

type Language = "ru" | "kk" | "en";
const texts = Object.fromEntries(
  (["ru", "kk", "en"] as const).map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../web/src/features/conversations/locales/${language}.json`, import.meta.url), "utf8"),
    ),
  ]),
) as Record<Language, { delivery: Record<string, string>; channels: Record<string, string> }>;

const TIMUR = "timur@demo.kz";

describe("a conversation by e-mail", () => {
  it("the manager answers by e-mail and the student's mailed reply lands in the thread live (en 1280, ru 390)", async () => {
    const [timur] = await suite.platform.database.db.select({ id: users.id }).from(users).where(eq(users.email, TIMUR));
    const manager = await suite.openPage(1280);
    await loginAs(manager, "admin", `/inbox?student=${timur!.id}`);
    await chooseLanguage(manager, "en");
    await manager.getByTestId("thread-messages").getByText("И нужно ли мне заново сдавать IELTS?").waitFor();

    await manager.getByTestId("composer-channel").click();
    await manager
      .locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${texts.en.channels.email}"]`)
      .click();
    await manager.getByTestId("composer-text").fill("The TOLC results come on 3 December; IELTS stays valid.");
    await manager.getByTestId("composer-send").click();
    const reply = manager.getByTestId("thread-messages").locator("li").last();
    await expect.poll(() => reply.getByTestId("message-delivery").textContent()).toBe(texts.en.delivery.sent);
    expect(await reply.getByTestId("message-channel").textContent()).toBe(texts.en.channels.email);

    // The mail Timur gets comes from the school and answers to his thread.
    const mail = await simpleParser((await suite.platform.smtp.waitFor(TIMUR, 15_000)).raw);
    expect(mail.text).toContain("The TOLC results come on 3 December");
    const replyTo = mail.replyTo!.value[0]!.address!;
    expect(replyTo).toMatch(new RegExp(`^reply-\\d+-${timur!.id}-[0-9a-f]{20}@${DOMAIN}$`));

    // His mail client answers above the quoted mail; only his words land, live, marked as come by e-mail.
    await nodemailer
      .createTransport({ host: "127.0.0.1", port: inbound.port, secure: false, ignoreTLS: true })
      .sendMail({
        from: TIMUR,
        to: replyTo,
        subject: `Re: ${mail.subject}`,
        text: `Thank you! Do I need a translation of the certificate?\n\nOn Thu, 26 Nov 2026 at 15:00, School <${replyTo}> wrote:\n> The TOLC results come on 3 December; IELTS stays valid.`,
      });
    const answer = manager.getByTestId("thread-messages").locator("li").last();
    await answer.getByText("Thank you! Do I need a translation of the certificate?").waitFor();
    expect(await answer.textContent()).not.toContain("wrote:");
    expect(await answer.getByTestId("message-channel").textContent()).toBe(texts.en.channels.email);
    await expectAccessible(manager, "thread with e-mail, en 1280");
    await screenshot(manager, "inbox-email-en-1280");

    const phone = await suite.openPage(390);
    await loginAs(phone, "admin", `/inbox?student=${timur!.id}`);
    await chooseLanguage(phone, "ru");
    const last = phone.getByTestId("thread-messages").locator("li").last();
    await last.getByText("Thank you! Do I need a translation").waitFor();
    expect(await last.getByTestId("message-channel").textContent()).toBe(texts.ru.channels.email);
    await expectAccessible(phone, "thread with e-mail, ru 390");
    await screenshot(phone, "inbox-email-ru-390");
  });
});
