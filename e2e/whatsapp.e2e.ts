import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { users, whatsappLinks } from "../server/src/db/schema/index.js";
import { startMobizonFake } from "../server/src/test/mobizon-fake.js";
import { signWebhook, startWhatsappGraphFake } from "../server/src/test/whatsapp-graph-fake.js";
import {
  browserSuite,
  chooseLanguage,
  demoAccount,
  demoSchoolId,
  expectAccessible,
  loginAs,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * WhatsApp (issue 37, decision 0157) against the Graph API fake and the Mobizon fake: the school admin sets the
 * school's Cloud API number in the newsletter tab (a wrong token refused with Meta's words, the token never shown
 * back, the webhook's address and Verify token to copy) and maps a platform template to an approved one; a student
 * links their number with the SMS code; the manager answers freely inside the 24-hour window (the reply moves to
 * "delivered" on Meta's status) and only with a mapped template outside it; a mailing goes by WhatsApp with a
 * template for those outside the window; the student unlinks. ru, kk, en; 1280 and 390 px.
 */
const graph = await startWhatsappGraphFake();
const mobizon = await startMobizonFake();
const NUMBER = {
  phoneNumberId: "109876543210037",
  token: "EAAG-e2e-school-token-0123456789",
  display: "+7 701 555 0101",
};
const SECRET = "e2e-app-secret-of-the-school-01";
const STUDENT_WA = "77015550337";
graph.addNumber({
  ...NUMBER,
  name: "Demo School",
  templates: ["visa_recommendations:ru", "service_rating:ru", "birthday_wish:ru"],
});
const suite = browserSuite({
  env: {
    WHATSAPP_GRAPH_URL: graph.url,
    SMS_PROVIDER: "mobizon",
    MOBIZON_API_KEY: "kz-e2e-key",
    MOBIZON_API_URL: mobizon.url,
  },
});
afterAll(async () => {
  await graph.close();
  await mobizon.close();
});
let page: Page;

type Language = "ru" | "kk" | "en";
const localeOf = (feature: string, language: Language) =>
  JSON.parse(readFileSync(new URL(`../web/src/features/${feature}/locales/${language}.json`, import.meta.url), "utf8"));
const texts = Object.fromEntries(
  (["ru", "kk", "en"] as const).map((language) => [
    language,
    {
      whatsapp: localeOf("whatsapp", language),
      conversations: localeOf("conversations", language),
      mailings: localeOf("mailings", language),
    },
  ]),
) as Record<
  Language,
  {
    whatsapp: {
      settings: { errors: Record<string, string> };
      templates: { errors: Record<string, string> };
      link: Record<string, string> & { errors: Record<string, string> };
    };
    conversations: { channels: Record<string, string>; delivery: Record<string, string> };
    mailings: { templates: Record<string, string>; channel: Record<string, string> };
  }
>;

async function arman(): Promise<number> {
  const [row] = await suite.platform.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccount("student").email));
  return row!.id;
}

/** Posts a webhook body to the demo school's address as Meta would, signed with the app's secret. */
async function postWebhook(body: unknown): Promise<void> {
  const payload = JSON.stringify(body);
  const response = await fetch(
    `${suite.platform.baseUrl}/api/v1/whatsapp/webhook/${await demoSchoolId(suite.platform)}/`,
    {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signWebhook(payload, SECRET) },
      body: payload,
    },
  );
  expect(response.status).toBe(204);
}

async function confirmPopup(testId: string) {
  await page.locator(`.ant-popconfirm${SETTLED_POPUP}`).getByTestId(testId).click();
}

/** An option of a select, typed first when the select searches: a long list draws only the options in sight. */
async function chooseOption(testId: string, label: string, search = false) {
  await page.getByTestId(testId).click();
  if (search) await page.keyboard.type(label);
  await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${label}"]`).click();
}

describe("the school's WhatsApp number", () => {
  it("is checked with WhatsApp, never shown back, and its templates are mapped (en, 1280 px)", async () => {
    page = await suite.openPage(1280);
    await loginAs(page, "admin");
    await chooseLanguage(page, "en");
    await page.goto("/settings?tab=newsletter");
    const card = page.getByTestId("school-whatsapp");
    await card.scrollIntoViewIfNeeded();
    const errors = texts.en.whatsapp.settings.errors;

    // The form refuses what the contract refuses before asking the server.
    await page.getByTestId("school-whatsapp-phone-number-id").fill("12ab");
    await page.getByTestId("school-whatsapp-access-token").fill("EAAG-wrong-token-0000000000");
    await page.getByTestId("school-whatsapp-app-secret").fill(SECRET);
    await page.getByTestId("school-whatsapp-save").click();
    await card.getByText(errors.phoneNumberId!).waitFor();
    // A token WhatsApp does not take: Meta's words on the number's field.
    await page.getByTestId("school-whatsapp-phone-number-id").fill(NUMBER.phoneNumberId);
    await page.getByTestId("school-whatsapp-save").click();
    await card.getByText("WhatsApp did not accept this number ID and token").waitFor();

    await page.getByTestId("school-whatsapp-access-token").fill(NUMBER.token);
    await page.getByTestId("school-whatsapp-save").click();
    const state = page.getByTestId("school-whatsapp-state");
    await expect.poll(() => state.getAttribute("data-set")).toBe("true");
    expect(await state.textContent()).toContain(NUMBER.display);
    expect(await state.textContent()).toContain("Demo School");
    expect(await page.getByTestId("school-whatsapp-access-token").inputValue()).toBe("");
    const schoolId = await demoSchoolId(suite.platform);
    expect(await page.getByTestId("school-whatsapp-webhook-url").inputValue()).toBe(
      `${suite.platform.baseUrl}/api/v1/whatsapp/webhook/${schoolId}/`,
    );
    expect(await page.getByTestId("school-whatsapp-verify-token").inputValue()).toMatch(/^[\w-]{20,}$/);
    await page.reload();
    await expect.poll(() => state.getAttribute("data-set")).toBe("true");
    expect(await page.content()).not.toContain(NUMBER.token);
    expect(await page.content()).not.toContain(SECRET);

    // A template mapped: a name WhatsApp Manager would not give is refused on its row, then the right one kept.
    const birthday = page.getByTestId("whatsapp-template-birthday");
    await page.getByTestId("whatsapp-template-name-birthday").fill("Birthday Wish");
    await page.getByTestId("whatsapp-template-language-birthday").fill("ru");
    await page.getByTestId("school-whatsapp-templates-save").click();
    await birthday.getByText(texts.en.whatsapp.templates.errors.name!).waitFor();
    await page.getByTestId("whatsapp-template-name-birthday").fill("birthday_wish");
    await page.getByTestId("whatsapp-template-parameters-birthday").click();
    await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="First name"]`).click();
    await page.keyboard.press("Escape");
    await page.getByTestId("school-whatsapp-templates-save").click();
    await page.getByText("The templates are saved").waitFor();
    await page.reload();
    await expect.poll(() => birthday.getAttribute("data-mapped")).toBe("true");
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page, "the school's WhatsApp (en, 1280 px)");
    await screenshot(page, "school-whatsapp-en-1280");
  });

  for (const [language, width] of [
    ["kk", 390],
    ["ru", 1280],
  ] as const) {
    it(`reads and fits (${language}, ${width} px)`, async () => {
      page = await suite.openPage(width);
      await loginAs(page, "admin");
      await chooseLanguage(page, language);
      await page.goto("/settings?tab=newsletter");
      await expect.poll(() => page.getByTestId("school-whatsapp-state").getAttribute("data-set")).toBe("true");
      await page.getByTestId("school-whatsapp-templates").scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `the school's WhatsApp (${language}, ${width} px)`);
      await screenshot(page, `school-whatsapp-${language}-${width}`);
    });
  }
});

describe("a student's WhatsApp", () => {
  it("is linked with the SMS code; a wrong code is refused (ru, 1280 px)", async () => {
    const studentId = await arman();
    await suite.platform.database.db.delete(whatsappLinks).where(eq(whatsappLinks.userId, studentId));
    page = await suite.openPage(1280);
    await loginAs(page, "student", "/messages");
    await chooseLanguage(page, "ru");
    await page.getByTestId("whatsapp-link-open").click();
    const dialog = page.getByRole("dialog");
    await page.getByTestId("whatsapp-link-phone").fill(`+${STUDENT_WA}`);
    await expectAccessible(page, "linking WhatsApp: the number (ru, 1280 px)");
    await page.getByTestId("whatsapp-link-send").click();
    await page.getByTestId("whatsapp-link-code-sent").waitFor();
    await expect.poll(() => mobizon.textsTo(STUDENT_WA).length).toBeGreaterThan(0);
    const code = /(\d{6})/.exec(mobizon.textsTo(STUDENT_WA)[0] ?? "")![1]!;

    await page.getByTestId("whatsapp-link-code").fill(code === "000000" ? "111111" : "000000");
    await page.getByTestId("whatsapp-link-confirm").click();
    await dialog.getByText(texts.ru.whatsapp.link.errors.wrongCode!).waitFor();
    await expectAccessible(page, "linking WhatsApp: a wrong code (ru, 1280 px)");
    await page.getByTestId("whatsapp-link-code").fill(code);
    await page.getByTestId("whatsapp-link-confirm").click();
    await page.getByTestId("whatsapp-link-linked").waitFor();
    expect(await page.getByTestId("whatsapp-link-linked").textContent()).toContain(`+${STUDENT_WA}`);
    expect(await page.getByTestId("whatsapp-link-chat").getAttribute("href")).toBe("https://wa.me/77015550101");
    await expectAccessible(page, "WhatsApp linked (ru, 1280 px)");
    await screenshot(page, "whatsapp-linked-ru-1280");
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("whatsapp-link-open").textContent()).toContain(`+${STUDENT_WA}`);
  });

  it("writes on WhatsApp; the manager answers freely within 24 hours and by a template after (ru, 1280 px)", async () => {
    const studentId = await arman();
    page = await suite.openPage(1280);
    await loginAs(page, "admin", `/inbox?student=${studentId}`);
    await chooseLanguage(page, "ru");
    const messages = page.getByTestId("thread-messages");
    await messages.waitFor();
    // Meta posts the student's message while the manager has the thread open: it appears live (LISTEN/NOTIFY).
    await postWebhook(
      graph.inbound({ phoneNumberId: NUMBER.phoneNumberId, from: STUDENT_WA, text: "Здравствуйте, это Арман" }).body,
    );
    await messages.getByText("Здравствуйте, это Арман").waitFor();
    await expect
      .poll(() => page.getByTestId("composer-channel").textContent())
      .toContain(texts.ru.conversations.channels.whatsapp);
    await page.getByTestId("composer-whatsapp-window").waitFor();
    await page.getByTestId("composer-text").fill("Добрый день! Документы получили.");
    await page.getByTestId("composer-send").click();
    await expect.poll(() => graph.sent.find((sent) => sent.to === STUDENT_WA && sent.type === "text")).toBeDefined();
    const sent = graph.sent.find((item) => item.to === STUDENT_WA && item.type === "text")!;
    expect(sent.text).toBe("Добрый день! Документы получили.");
    await postWebhook(
      graph.status({ phoneNumberId: NUMBER.phoneNumberId, wamid: sent.wamid, to: STUDENT_WA, status: "delivered" }),
    );
    const reply = messages.locator("li").last();
    await expect
      .poll(() => reply.getByTestId("message-delivery").textContent())
      .toBe(texts.ru.conversations.delivery.delivered);
    await expectAccessible(page, "a WhatsApp thread inside the window (ru, 1280 px)");
    await screenshot(page, "inbox-whatsapp-window-ru-1280");

    // A day later the window is closed: only a mapped template can go.
    await suite.platform.database.db
      .update(whatsappLinks)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(whatsappLinks.userId, studentId));
    await page.reload();
    await page.getByTestId("composer-whatsapp-templates").waitFor();
    expect(await page.getByTestId("composer-text").count()).toBe(0);
    await chooseOption("composer-template", texts.ru.mailings.templates.visa_recommendations!);
    await expectAccessible(page, "a WhatsApp thread outside the window (ru, 1280 px)");
    await screenshot(page, "inbox-whatsapp-template-ru-1280");
    await page.getByTestId("composer-send").click();
    await expect
      .poll(() => graph.sent.find((item) => item.to === STUDENT_WA && item.type === "template")?.template?.name)
      .toBe("visa_recommendations");
  });

  it("the manager's composer fits a phone outside the window (kk, 390 px)", async () => {
    const studentId = await arman();
    page = await suite.openPage(390);
    await loginAs(page, "admin", `/inbox?student=${studentId}`);
    await chooseLanguage(page, "kk");
    await page.getByTestId("composer-whatsapp-templates").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "a WhatsApp thread outside the window (kk, 390 px)");
    await screenshot(page, "inbox-whatsapp-template-kk-390");
  });

  it("gets a mailing by WhatsApp, as the chosen template outside the window (en, 1280 px)", async () => {
    const studentId = await arman();
    page = await suite.openPage(1280);
    await loginAs(page, "admin", `/mailings/new?user_id=${studentId}`);
    await chooseLanguage(page, "en");
    const channels = page.getByTestId("mailing-channels");
    await channels.getByText(texts.en.mailings.channel.email!).click();
    await channels.getByText(texts.en.mailings.channel.telegram!).click();
    await channels.getByText(texts.en.mailings.channel.whatsapp!).click();
    await chooseOption("mailing-whatsapp-template", texts.en.mailings.templates.service_rating!, true);
    await page.getByTestId("mailing-subject").fill("How did we do?");
    await page.getByTestId("mailing-body").click();
    await page.keyboard.type("Hello {first_name}, rate our service, please.");
    await expectAccessible(page, "mailing composer with WhatsApp (en, 1280 px)");
    await screenshot(page, "mailing-whatsapp-en-1280");
    await page.getByTestId("mailing-send").click();
    await page.waitForURL((url) => /^\/mailings\/\d+$/.test(url.pathname));
    await page.getByRole("cell", { name: texts.en.mailings.channel.whatsapp! }).first().waitFor();
    await expect
      .poll(
        () => graph.sent.filter((item) => item.to === STUDENT_WA && item.template?.name === "service_rating").length,
        // WhatsApp's pair rate: one message to a person every 6 seconds, and the template reply has just gone.
        { timeout: 30_000 },
      )
      .toBe(1);
  });

  it("is unlinked by the student (kk, 390 px)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "student", "/messages");
    await chooseLanguage(page, "kk");
    await page.getByTestId("whatsapp-link-open").click();
    await page.getByTestId("whatsapp-link-linked").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "WhatsApp linked (kk, 390 px)");
    await screenshot(page, "whatsapp-linked-kk-390");
    await page.getByTestId("whatsapp-link-unlink").click();
    await confirmPopup("whatsapp-link-unlink-confirm");
    await page.getByTestId("whatsapp-link-phone").waitFor();
    const [link] = await suite.platform.database.db
      .select()
      .from(whatsappLinks)
      .where(eq(whatsappLinks.userId, await arman()));
    expect(link).toBeUndefined();
  });
});
