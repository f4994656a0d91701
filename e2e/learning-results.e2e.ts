import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { catalogUniversities, courses, users } from "../server/src/db/schema/index.js";
import { DEMO_CLASSMATES } from "../server/src/seed/demo-groups.js";
import { chooseLanguage, expectAccessible, loginAs, SETTLED_POPUP, screenshot } from "./harness.js";
import { learningSuite, pickOption, toPhone } from "./learning-kit.js";

/**
 * The results side of learning, on the demo's handed-in answers: a teacher's every handed-in answer with its
 * filters and the results of one exercise list on the program page, a student's results on their page, and the
 * university filter of `/lessons`.
 */
const { suite, demo } = learningSuite();
let page: Page;

const LANGUAGES = ["ru", "kk", "en"] as const;

describe("a teacher on the program page", () => {
  it("finds every handed-in answer by program, day and academic year, and one list's results", async () => {
    page = await suite.openPage();
    await loginAs(page, "teacher", `/course/info/${demo.courseId}`);
    await chooseLanguage(page, "en");
    const grading = page.getByTestId("grading-card");
    await grading.getByTestId("grading-tab-handed").click();
    // The tabs keep the panes they have shown, hidden: the rows are those of the handed-in answers' pane.
    const rows = grading.getByTestId("handed-in").locator("[data-testid^=review-row-]");
    // The demo's classmates: Aliya's essay waits, Nursultan's is graded (85), and their automatic answers.
    await rows.filter({ hasText: "Nursultan Omarov" }).first().waitFor();
    expect(await rows.filter({ hasText: "Aliya Serikova" }).count()).toBeGreaterThan(0);
    await grading.getByTestId("handed-in").locator("[data-testid^=review-grade-]", { hasText: "85" }).first().waitFor();
    await expectAccessible(page, "handed-in answers, en, 1280");
    for (const code of LANGUAGES) {
      await chooseLanguage(page, code);
      await grading.scrollIntoViewIfNeeded();
      await screenshot(page, `handed-in-${code}`);
    }
    await chooseLanguage(page, "en");

    // A day range that ends before the demo's answers were handed in leaves none.
    const yearAgo = new Date(Date.now() - 400 * 86_400_000);
    const day = `${String(yearAgo.getDate()).padStart(2, "0")}.${String(yearAgo.getMonth() + 1).padStart(2, "0")}.${yearAgo.getFullYear()}`;
    const end = page.getByTestId("handed-in-end");
    await end.click();
    await end.fill(day);
    await end.press("Enter");
    await grading.getByText("No answers handed in").waitFor();
    await end.hover();
    await page.locator(".ant-picker-clear").first().click();
    await rows.first().waitFor();

    // Every program the teacher grades, by the programs' country: the demo program's own (kept as "Italy") keeps
    // its answers when the teacher picks it in Russian, and the chosen country follows the interface language.
    await grading.getByTestId("handed-in-all").click();
    const [program] = await suite.platform.database.db
      .select({ country: courses.country })
      .from(courses)
      .where(eq(courses.id, demo.courseId));
    expect(program!.country).toBe("Italy");
    await chooseLanguage(page, "ru");
    const countries = grading.getByTestId("handed-in-countries");
    await countries.click();
    await countries.locator("input").fill("Итал");
    // The list asked for by the country's one spelling (the server widens it to the tag's names) answers with rows.
    const narrowed = page.waitForResponse(
      (response) => response.url().includes("for_program/") && response.url().includes("countries=Italy"),
    );
    await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option`, { hasText: "Италия" }).click();
    await countries.locator(".ant-select-selection-item", { hasText: "Италия" }).waitFor();
    expect((await (await narrowed).json()).count).toBeGreaterThan(0);
    await rows.first().waitFor();
    await expectAccessible(page, "handed-in answers of every program by country, ru, 1280");
    await chooseLanguage(page, "en");
    await countries.locator(".ant-select-selection-item", { hasText: "Italy" }).waitFor();
    await rows.first().waitFor();

    // This academic year keeps the demo's answers (handed in during the last weeks).
    const now = new Date();
    const first = now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
    await grading.getByTestId("handed-in-program").click();
    await pickOption(page, "handed-in-year", `${first}-${first + 1}`);
    await rows.filter({ hasText: "Nursultan Omarov" }).first().waitFor();

    // One exercise list's results: every student of the program, the classmates' scores in it.
    await grading.getByTestId("grading-tab-tracker").click();
    await grading.getByTestId("tracker-by-list").click();
    await pickOption(page, "tracker-list-select", "Check yourself");
    const table = grading.getByTestId("tracker-list-table");
    await table.getByText("Omarov").waitFor();
    await table.getByText("Serikova").waitFor();
    await expectAccessible(page, "results by exercise list, en, 1280");
    await screenshot(page, "tracker-by-list-en");
    await toPhone(page);
    await grading.getByTestId("grading-tab-handed").click();
    await rows.first().waitFor();
    await expectAccessible(page, "handed-in answers, en, 390");
    await screenshot(page, "handed-in-en-390");
  });
});

describe("a student's page", () => {
  it("shows the student's results in every exercise list", async () => {
    const [aliya] = await suite.platform.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_CLASSMATES[0].email));
    page = await suite.openPage();
    await loginAs(page, "admin_school", `/user/view/${aliya!.id}`);
    await chooseLanguage(page, "en");
    await page.getByTestId("user-tab-results").click();
    const results = page.getByTestId("student-results");
    await results.getByText("Every task type").waitFor();
    await results.getByText("Check yourself").waitFor();
    await expectAccessible(page, "student's results, en, 1280");
    for (const code of LANGUAGES) {
      await chooseLanguage(page, code);
      await results.locator("tbody tr.ant-table-row").first().waitFor();
      await screenshot(page, `student-results-${code}`);
    }
    await toPhone(page);
    await expectAccessible(page, "student's results, en, 390");
    await screenshot(page, "student-results-en-390");
  });
});

describe("/lessons", () => {
  it("narrows sections by the programs' university", async () => {
    const { db } = suite.platform.database;
    const [program] = await db
      .select({ titleEn: courses.titleEn, titleRu: courses.titleRu, university: catalogUniversities.nameEn })
      .from(courses)
      .innerJoin(catalogUniversities, eq(catalogUniversities.id, courses.universityId))
      .where(eq(courses.id, demo.courseId));
    page = await suite.openPage();
    await loginAs(page, "admin_school", "/lessons");
    await chooseLanguage(page, "en");
    await page.getByTestId("lessons-filter-speciality").waitFor();
    await page.getByTestId("lessons-filter-university").click();
    await page.getByRole("listbox").getByRole("option", { name: program!.university }).click();
    await page.waitForURL((url) => url.searchParams.has("university"));
    await page.keyboard.press("Escape");
    await page
      .getByTestId("lessons-screen")
      .getByText(program!.titleEn || program!.titleRu)
      .first()
      .waitFor();
    await expectAccessible(page, "lessons by university, en, 1280");
    for (const code of LANGUAGES) {
      await chooseLanguage(page, code);
      await screenshot(page, `lessons-university-${code}`);
    }
    await toPhone(page);
    await page.getByTestId("lessons-filters-toggle").click();
    await page.getByTestId("lessons-filter-university").waitFor();
    await expectAccessible(page, "lessons filters, en, 390");
    await screenshot(page, "lessons-filters-en-390");
  });
});
