import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, expectAccessible, loginAs, screenshot } from "./harness.js";

/** The school's people: a manager adds a student, then finds them in the list by role tab, search and filter. */
const suite = browserSuite();
let page: Page;

/** Picks an option of one of the list's light selects (its panel lists the options by name). */
async function choose(testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole("listbox").getByRole("option", { name: label, exact: true }).click();
}

describe("users", () => {
  it("a manager adds a student and finds them in the list with a filter", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin", "/users-add");
    await chooseLanguage(page, "en");
    await page.getByTestId("user-add-submit").click();
    const form = page.getByTestId("user-add-form");
    await expect.poll(() => form.textContent()).toContain("Fill in this field!");
    await expectAccessible(page, "users-add, en, 1280, required fields");

    const email = `aliya.${process.pid}@users-e2e.kz`;
    await page.getByTestId("user-add-first-name").fill("Aliya");
    await page.getByTestId("user-add-last-name").fill("Nurpeisova");
    await page.getByTestId("user-add-email").fill(email);
    await page.getByTestId("user-add-phone").fill("87011112233");
    await page.getByTestId("user-add-submit").click();
    await expect.poll(() => form.textContent()).toContain("The number must start with +7");
    await page.getByTestId("user-add-phone").fill("+7 701 111 22 33");
    await screenshot(page, "users-add-en");
    await page.getByTestId("user-add-submit").click();

    // The new student's list: the students tab, searched by the e-mail.
    await page.waitForURL((url) => url.pathname === "/users-list");
    const list = page.getByTestId("users-list");
    await expect.poll(() => list.textContent()).toContain("Aliya Nurpeisova");
    expect(new URL(page.url()).searchParams.get("role")).toBe("student");

    // A search by name on the students tab finds them; a language filter they do not meet leaves them out.
    await page.goto("/users-list?role=student");
    await page.getByTestId("users-search").fill("Nurpeisova");
    await expect.poll(() => page.url()).toContain("q=Nurpeisova");
    await expect.poll(() => list.textContent()).toContain(email);
    await choose("users-language", "Italian");
    await expect.poll(() => page.url()).toContain("language=it");
    await expect.poll(() => list.textContent()).toContain("No users found");
    await expectAccessible(page, "users-list, en, 1280, filtered");
    // The filters live in the URL: a reload shows the same list.
    await page.reload();
    await expect.poll(() => list.textContent()).toContain("No users found");
    await page.getByTestId("users-tab-teacher").click();
    await expect.poll(() => page.url()).toContain("role=teacher");
    await page.goto("/users-list?role=student&q=Nurpeisova");
    await expect.poll(() => list.textContent()).toContain(email);
    await screenshot(page, "users-list-en");

    // The name opens the user's page; the profile tab edits the record in place.
    await list.getByRole("link", { name: "Aliya Nurpeisova" }).click();
    await page.waitForURL((url) => url.pathname.startsWith("/user/view/"));
    const profile = page.getByTestId("user-profile-form");
    await expect.poll(() => page.getByTestId("user-profile-phone").inputValue()).toBe("+77011112233");
    await page.getByTestId("user-profile-phone").fill("+77015556677");
    await page.getByTestId("user-profile-save").click();
    await expect.poll(() => page.getByText("Changes saved").count()).toBeGreaterThan(0);
    await expectAccessible(page, "user-view, en, 1280");
    await screenshot(page, "user-view-en");
    await page.reload();
    await expect.poll(() => page.getByTestId("user-profile-phone").inputValue()).toBe("+77015556677");
    expect(await profile.textContent()).toContain("Student");
    await page.goto("/users-list?role=student&q=Nurpeisova");

    await chooseLanguage(page, "kk");
    await expect.poll(() => list.textContent()).toContain("Студенттер");
    await screenshot(page, "users-list-kk");
    await chooseLanguage(page, "ru");
    await expect.poll(() => list.textContent()).toContain("Студенты");
    await expectAccessible(page, "users-list, ru, 1280");
    await screenshot(page, "users-list-ru");
  });

  it("shows the list and the form in one column at 390 px", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/users-list?role=student");
    const list = page.getByTestId("users-list");
    await expect.poll(async () => (await list.locator('tbody tr[data-testid^="users-row-"]').count()) > 0).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "users-list, 390");
    await screenshot(page, "users-list-mobile");
    await page.goto("/users-add");
    await page.getByTestId("user-add-form").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "users-add, 390");
    await screenshot(page, "users-add-mobile");
  });

  it("the duty tabs show who sold to, looks after abroad or teaches IELTS to whom, and lead to those students", async () => {
    page = await suite.openPage();
    await loginAs(page, "admin_school", "/users-list");
    await chooseLanguage(page, "ru");
    await page.getByTestId("users-tab-seller").click();
    await expect.poll(() => page.url()).toContain("duty=seller");
    // The demo manager sold every demo student a package: the first row, with the most students.
    const studentsLink = page.locator('[data-testid^="duty-students-"]').first();
    await expect.poll(() => studentsLink.textContent()).toMatch(/^\d+ студент/);
    await expectAccessible(page, "users-list, ru, 1280, sellers");
    await screenshot(page, "users-duty-sellers-ru");
    const sellerId = (await studentsLink.getAttribute("data-testid"))!.replace("duty-students-", "");
    await studentsLink.click();
    await expect.poll(() => new URL(page.url()).searchParams.get("seller")).toBe(sellerId);
    expect(new URL(page.url()).searchParams.get("role")).toBe("student");
    const list = page.getByTestId("users-list");
    await expect.poll(async () => list.locator('tbody tr[data-testid^="users-row-"]').count()).toBeGreaterThan(1);

    await page.getByTestId("users-tab-ielts_teacher").click();
    await expect.poll(() => page.locator('[data-testid^="duty-students-"]').count()).toBe(1);
    expect(await page.getByTestId("users-list").textContent()).toContain("Преподаватели IELTS");

    // On a phone the tabs are a select; the abroad tab in Kazakh.
    page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/users-list?duty=responsible_abroad");
    await chooseLanguage(page, "kk");
    await expect.poll(() => page.getByTestId("users-list").textContent()).toContain("шетелде сүйемелдейтін");
    await expect.poll(() => page.locator('[data-testid^="duty-students-"]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, "users-list, kk, 390, abroad");
    await screenshot(page, "users-duty-abroad-kk-mobile");
  });
});
