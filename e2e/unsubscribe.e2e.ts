import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailingOptOuts, users } from "../server/src/db/schema/index.js";
import { browserSuite, DEMO_PASSWORD, demoAccount, expectAccessible, newUser, screenshot } from "./harness.js";

/**
 * Leaving a school's mailings (decision 0141): a mailing's e-mail carries an "Unsubscribe" link in the reader's
 * language; opening it on a phone unsubscribes in one click and says so in the mail's language, naming the school
 * as the mail did; "Subscribe again" undoes it.
 */
const suite = browserSuite();

const CONFIRMATION = {
  ru: {
    words: "Отписаться от рассылок",
    title: "Вы отписались от e‑mail-рассылок школы «Демо-школа»",
    again: "Подписаться снова",
  },
  kk: {
    words: "Таратылымнан бас тарту",
    title: "Сіз «Демо мектеп» мектебінің e‑mail таратылымынан бас тарттыңыз",
    again: "Қайта жазылу",
  },
  en: {
    words: "Unsubscribe from these mailings",
    title: "You are unsubscribed from Demo School's e‑mail mailings",
    again: "Subscribe again",
  },
} as const;

/** A mailing by e-mail to one student, sent through the API as the school's manager. */
async function mailStudent(userId: number, subject: string) {
  const { baseUrl } = suite.platform;
  const login = await fetch(`${baseUrl}/api/v1/user/accounts/login/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: demoAccount("admin").email, password: DEMO_PASSWORD }),
  });
  const { access } = (await login.json()) as { access: string };
  const sent = await fetch(`${baseUrl}/api/v1/user/accounts/send_tg_mailing/`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${access}` },
    body: JSON.stringify({
      channels: ["email"],
      subject,
      body: "<p>Open day on Saturday</p>",
      target: { audience: "user", user_id: userId },
    }),
  });
  expect(sent.status).toBe(201);
}

const optOutsOf = (userId: number) =>
  suite.platform.database.db
    .select({ channel: mailingOptOuts.channel })
    .from(mailingOptOuts)
    .where(eq(mailingOptOuts.userId, userId));

describe("a mailing's unsubscribe link", () => {
  for (const language of ["kk", "ru", "en"] as const) {
    it(`unsubscribes in one click and says so in the mail's language (${language}, 390 px)`, async () => {
      const student = await newUser(suite.platform, "student");
      await suite.platform.database.db.update(users).set({ language }).where(eq(users.id, student.id));
      const subject = `Open day ${language}`;
      await mailStudent(student.id, subject);
      const mail = await suite.platform.smtp.waitFor(student.email, 20_000, (sent) => sent.text.includes("Open day"));
      const { words, title, again } = CONFIRMATION[language];
      const link = new RegExp(`${words} \\((http://localhost:\\d+/unsubscribe\\?token=[^)\\s]+)\\)`).exec(
        mail.text,
      )?.[1];
      expect(link, mail.text).toBeDefined();

      const page = await suite.openPage(390);
      await page.goto(link!);
      await page.getByTestId("page-title").getByText(title).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await optOutsOf(student.id)).toEqual([{ channel: "email" }]);
      await expectAccessible(page, `unsubscribed (${language}, 390 px)`);
      await screenshot(page, `unsubscribe-${language}-390`);

      await page.getByRole("button", { name: again }).click();
      await page.getByTestId("unsubscribe-toggle").and(page.locator(":not(.ant-btn-loading)")).waitFor();
      await expect.poll(() => optOutsOf(student.id)).toEqual([]);
    });
  }

  it("a forged link changes nothing and says the link does not work (en)", async () => {
    const student = await newUser(suite.platform, "student");
    const page = await suite.openPage(390);
    await page.goto(`/unsubscribe?token=1.${student.id}.email.${"A".repeat(43)}&hl=en`);
    await page.getByTestId("page-title").getByText("This unsubscribe link does not work").waitFor();
    expect(await optOutsOf(student.id)).toEqual([]);
  });
});
