import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, expectAccessible, loginAs, newUser, screenshot } from "./harness.js";

/**
 * School notices and the notification centre (decisions 0063, 0064): staff send a notice from the settings tab; a
 * signed-in student's bell counts it at once, without a reload (the live channel), and opens it; marks read; saves how
 * each kind reaches them.
 */
const suite = browserSuite();

const bellCount = async (page: Page) => {
  const badge = page.getByTestId("notification-count");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

describe("school notices and the bell", () => {
  it("reach a signed-in student's bell live; the student opens the notice and marks it read (en)", async () => {
    const student = await newUser(suite.platform, "student", { firstName: "Bell" });
    const studentPage = await suite.openPage();
    await loginAs(studentPage, student);
    await chooseLanguage(studentPage, "en");
    await studentPage.getByTestId("notification-bell").waitFor();
    const before = await bellCount(studentPage);

    const { page: staff } = await suite.platform.newPage();
    await loginAs(staff, "admin_school", "/settings?tab=notices");
    await chooseLanguage(staff, "en");
    // The body in the shared editor: a paragraph, then a bold one from its toolbar.
    await staff.getByTestId("notices-tab").waitFor();
    await staff.getByTestId("notice-title").fill("Visa workshop on Friday");
    await staff.getByTestId("notice-body").click();
    await staff.keyboard.type("Bring your passport.");
    await staff.keyboard.press("Enter");
    await staff.getByTestId("notice-body-bold").click();
    await staff.keyboard.type("Room 4, 15:00.");
    await screenshot(staff, "notice-editor-en");
    await staff.getByTestId("notice-send").click();
    const card = staff.getByTestId("notice-card").filter({ hasText: "Visa workshop on Friday" });
    await card.waitFor();
    await expect(card.locator(".notice-body").innerHTML()).resolves.toMatch(
      /<p><(b|strong)>Room 4, 15:00\.<\/(b|strong)><\/p>/,
    );
    // Sent, the form is empty again for the next notice.
    await expect.poll(() => staff.getByTestId("notice-body").textContent()).toBe("");
    await expect.poll(() => card.getByTestId("notice-counts").textContent()).toMatch(/Recipients: \d+/);
    await expectAccessible(staff, "school notices tab (en)");
    await screenshot(staff, "notices-tab-en");

    // No reload: the count rises through the live channel.
    await expect.poll(() => bellCount(studentPage), { timeout: 10_000 }).toBe(before + 1);
    await studentPage.getByTestId("notification-bell").click();
    const centre = studentPage.getByTestId("notification-centre");
    const item = centre.getByTestId("notification-item").filter({ hasText: "Visa workshop on Friday" });
    await item.waitFor();
    await item.getByText("Room 4, 15:00.").waitFor();
    await expectAccessible(studentPage, "notification centre (en)");
    await screenshot(studentPage, "notification-centre-en");
    await item.getByTestId("notification-mark-read").click();
    await expect.poll(() => bellCount(studentPage)).toBe(before);
    await staff.context().close();
  });

  it("fit a phone: the demo student's bell counts and opens the centre (ru, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "student");
    await chooseLanguage(page, "ru");
    // The demo gives every account something unread on its first sign-in.
    await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
    await page.getByTestId("notification-bell").click();
    await page.getByTestId("notification-item").first().waitFor();
    await expectAccessible(page, "notification centre (ru, 390 px)");
    await screenshot(page, "notification-centre-ru-390");
    await page.getByTestId("notifications-read-all").click();
    await expect.poll(() => bellCount(page)).toBe(0);
  });

  it("save each kind's delivery in the settings (ru, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(
      page,
      await newUser(suite.platform, "student", { firstName: "Настройка" }),
      "/settings?tab=notifications",
    );
    await chooseLanguage(page, "ru");
    await page.getByTestId("notification-preferences").waitFor();
    const digest = page.getByTestId("preference-grade").getByRole("radio", { name: "Ежедневная сводка на почту" });
    await page.getByTestId("preference-grade").getByText("Ежедневная сводка на почту").click();
    await expect.poll(() => digest.isChecked()).toBe(true);
    await page.getByTestId("preferences-save").click();
    await page.getByTestId("preferences-saved").waitFor();
    await expectAccessible(page, "notification preferences (ru, 390 px)");
    await screenshot(page, "notification-preferences-ru-390");
    await page.reload();
    await page.getByTestId("notification-preferences").waitFor();
    await expect.poll(() => digest.isChecked()).toBe(true);
  });

  it("let a manager send to one role on a phone (kk, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin");
    await chooseLanguage(page, "kk");
    await page.goto("/settings?tab=notices");
    await page.getByTestId("notices-tab").waitFor();
    await page.getByTestId("notice-title").fill("Оқытушылар жиналысы");
    await page.getByTestId("notice-body").click();
    await page.getByTestId("notice-body-italic").click();
    await page.keyboard.type("Сейсенбі, 10:00");
    await expectAccessible(page, "notice form with the shared editor (kk, 390 px)");
    await screenshot(page, "notice-editor-kk-390");
    await page.getByTestId("notice-audience").getByText("Бір рөлге").click();
    await page.getByTestId("notice-role").click();
    await page.locator(".ant-select-item-option", { hasText: "Оқытушылар" }).click();
    await page.getByTestId("notice-send").click();
    const card = page.getByTestId("notice-card").filter({ hasText: "Оқытушылар жиналысы" });
    await card.waitFor();
    await expect.poll(() => card.getByTestId("notice-counts").textContent()).toMatch(/Алушылар: [1-9]/);
    await expectAccessible(page, "school notices tab (kk, 390 px)");
    await screenshot(page, "notices-tab-kk-390");
  });
});
