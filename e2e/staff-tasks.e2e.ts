import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, expectAccessible, loginAs, screenshot } from "./harness.js";

/**
 * Staff tasks (issue 37, decision 0149): the manager's My tasks by box, a task made, reminded at its due time under
 * the bell, commented on and done; a student's tasks on their page on a phone; a task for every student of the user
 * list's filter. ru, kk, en; 1280 and 390 px.
 */
const suite = browserSuite();

type Language = "ru" | "kk" | "en";
const texts = Object.fromEntries(
  (["ru", "kk", "en"] as const).map((language) => [
    language,
    JSON.parse(
      readFileSync(new URL(`../web/src/features/staff-tasks/locales/${language}.json`, import.meta.url), "utf8"),
    ),
  ]),
) as Record<Language, { priorities: Record<string, string>; boxes: Record<string, string> }>;

/** The school's (Asia/Almaty, UTC+5) date `days` from today, as the API spells it (the date field reads it too). */
const almatyDate = (days: number) =>
  new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const bellCount = async (page: Page) => {
  const badge = page.getByTestId("notification-count");
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
};

async function fillTask(page: Page, input: { title: string; date: string; time: string }) {
  const form = page.getByTestId("task-form");
  await form.waitFor();
  await page.getByTestId("task-title").fill(input.title);
  await page.getByTestId("task-due-date").fill(input.date);
  // A picker takes typed text when left (decision 0136), as a person's Tab does.
  await page.getByTestId("task-due-date").press("Tab");
  await page.getByTestId("task-due-time").fill(input.time);
  await page.getByTestId("task-due-time").press("Tab");
}

describe("staff tasks", () => {
  it("the manager's day: boxes with counts, a task made and reminded under the bell, commented on and done (ru)", async () => {
    const page = await suite.openPage(1280);
    await loginAs(page, "admin", "/my-tasks");
    await chooseLanguage(page, "ru");
    const list = page.getByTestId("tasks");
    await list.getByText("Проверить запись на визу").waitFor();
    await expect.poll(() => page.getByTestId("tasks-box-overdue").textContent()).toMatch(/Просрочены · [1-9]/);
    await expectAccessible(page, "my tasks, ru 1280");
    await screenshot(page, "my-tasks-ru-1280");

    const before = await bellCount(page);
    await page.getByTestId("task-new").click();
    await fillTask(page, { title: "Перезвонить по гранту", date: almatyDate(-1), time: "09:00" });
    await page.getByTestId("task-priority").click();
    await page.getByTitle(texts.ru.priorities.high!).click();
    await expectAccessible(page, "new task form, ru 1280");
    await screenshot(page, "task-form-ru-1280");
    await page.getByTestId("task-save").click();
    await page.getByTestId("task-form").waitFor({ state: "detached" });
    // Due yesterday: its reminder is due at once, and the bell hears it live.
    await expect.poll(() => bellCount(page), { timeout: 15_000 }).toBe(before + 1);

    await page.getByTestId("tasks-box-overdue").click();
    const task = list.locator("li", { hasText: "Перезвонить по гранту" });
    await task.waitFor();
    await task.getByTestId("task-open").click();
    await task.getByTestId("task-comment-text").fill("Ждём ответ фонда до пятницы");
    await task.getByTestId("task-comment-send").click();
    await task.getByTestId("task-comments").getByText("Ждём ответ фонда до пятницы").waitFor();
    await expectAccessible(page, "an open task with a comment, ru 1280");
    await screenshot(page, "task-details-ru-1280");
    await task.getByTestId("task-done").click();
    await task.waitFor({ state: "detached" });
    await page.getByTestId("tasks-box-done").click();
    await list.getByText("Перезвонить по гранту").waitFor();
  });

  it("opens the new task's form asked for from the keyboard while its code is on its way (decision 0174)", async () => {
    const page = await suite.openPage(1280);
    await loginAs(page, "admin", "/my-tasks");
    await page.getByTestId("tasks").waitFor();
    let asked = false;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/TaskFormModal-[\w-]+\.js$/, async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.getByTestId("task-new").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => asked).toBe(true);
    expect(await page.getByTestId("task-form").count()).toBe(0);
    release();
    await page.getByTestId("task-form").waitFor();
    await page.getByTestId("task-title").waitFor();
  });

  it("a student's tasks on their page, and a new one about them, on a phone (kk, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin", "/users-list?role=student");
    await chooseLanguage(page, "kk");
    await page
      .getByRole("link", { name: /Aliya|Алия/ })
      .first()
      .click();
    await page.waitForURL(/\/user\/view\/\d+/);
    await page.getByTestId("user-tabs-select").click();
    await page.getByTitle("Міндеттер").click();
    const tasks = page.getByTestId("student-tasks");
    await tasks.getByText("Собрать документы для предзачисления").waitFor();
    await tasks.getByTestId("task-new").click();
    await fillTask(page, { title: "Аудармаларды тексеру", date: almatyDate(3), time: "11:30" });
    await page.getByTestId("task-form-student").waitFor();
    await expectAccessible(page, "new task about a student, kk 390");
    await page.getByTestId("task-save").click();
    await page.getByTestId("task-form").waitFor({ state: "detached" });
    await tasks.getByText("Аудармаларды тексеру").waitFor();
    expect(await tasks.getByText(texts.kk.boxes.upcoming!).count()).toBeGreaterThan(0);
    await expectAccessible(page, "a student's tasks, kk 390");
    await screenshot(page, "student-tasks-kk-390");
  });

  it("a task for each student the user list's filter selects (en)", async () => {
    const page = await suite.openPage(1280);
    await loginAs(page, "admin", "/users-list?role=student&q=demo.kz");
    await chooseLanguage(page, "en");
    await page.getByTestId("users-tasks").click();
    await fillTask(page, { title: "Remind of the spring intake", date: almatyDate(6), time: "10:00" });
    await expectAccessible(page, "a task for each of the list, en 1280");
    await screenshot(page, "tasks-for-list-en-1280");
    await page.getByTestId("task-save").click();
    await page.getByText(/\d+ tasks created/).waitFor();
    await page.goto("/my-tasks?box=upcoming");
    await page.getByTestId("tasks").getByText("Remind of the spring intake").first().waitFor();
    expect(await page.getByTestId("tasks").getByText("Remind of the spring intake").count()).toBeGreaterThan(1);
    await expectAccessible(page, "my tasks, upcoming, en 1280");
    await screenshot(page, "my-tasks-en-1280");
  });
});
