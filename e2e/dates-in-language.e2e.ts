import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { exerciseAttempts, scheduleLessons, users, workDays } from "../server/src/db/schema/index.js";
import { DEMO_CLASSMATES } from "../server/src/seed/demo-groups.js";
import {
  browserSuite,
  chooseLanguage,
  demoAccount,
  demoProgramId,
  demoSchoolId,
  expectAccessible,
  loginAs,
  newUser,
  SETTLED_POPUP,
  screenshot,
} from "./harness.js";

/**
 * Dates in the reader's language (issue 23): the test browser, like many, has no Kazakh calendar data, so every
 * Kazakh date the screens show must come from the app's own names, never Intl's "2026 M11 23" or English "Mon".
 */
const suite = browserSuite();

const LATIN_MONTH =
  /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December)\b/;
const ROOT_MONTH = /\bM(0?[1-9]|1[0-2])\b/;
const ENGLISH_WEEKDAY = /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;
/** The two walks over many screens take 30–45 s alone and past a minute beside the other files (three at once). */
const SCREEN_WALK_MS = 150_000;

/** The page's text and the hints a reader meets (titles, labels), each line that names a date in the wrong way. */
async function wrongDates(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const hints = Array.from(document.querySelectorAll("[title], [aria-label]")).flatMap((element) => [
      element.getAttribute("title") ?? "",
      element.getAttribute("aria-label") ?? "",
    ]);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines are what a reader sees, hidden text is not
    return [...document.body.innerText.split("\n"), ...hints];
  });
  return texts.filter((line) => LATIN_MONTH.test(line) || ROOT_MONTH.test(line) || ENGLISH_WEEKDAY.test(line));
}

async function expectKazakhDates(page: Page, screen: string) {
  await page.waitForLoadState("networkidle");
  expect(await wrongDates(page), screen).toEqual([]);
}

describe("dates in Kazakh", () => {
  it(
    "are written with Kazakh month and weekday names on every screen that shows them",
    async () => {
      const page = await suite.openPage();
      const student = await suite.platform.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, demoAccount("student").email));
      await loginAs(page, "admin_school", "/schedule");
      await chooseLanguage(page, "kk");

      await page.locator(".fc-timeGridWeek-view").waitFor();
      await expectKazakhDates(page, "schedule, week");
      expect(await page.locator(".fc-toolbar-title").textContent()).toMatch(
        /ж\. .*(қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан)/,
      );
      await screenshot(page, "dates-schedule-week-kk");
      await page.locator(".fc-dayGridMonth-button").click();
      await page.locator(".fc-dayGridMonth-view").waitFor();
      await expectKazakhDates(page, "schedule, month");
      await screenshot(page, "dates-schedule-month-kk");
      await page.locator(".fc-listWeek-button").click();
      await page.locator(".fc-listWeek-view").waitFor();
      await expectKazakhDates(page, "schedule, list");

      await page.goto(`/course-edit/${await demoProgramId(suite.platform)}`);
      await page.getByTestId("course-field-title_ru").waitFor();
      await expectKazakhDates(page, "program form with its rounds");
      await screenshot(page, "dates-program-rounds-kk");

      for (const tab of ["", "?tab=report", "?tab=acts"]) {
        await page.goto(`/finance${tab}`);
        await page.getByRole("tablist").first().waitFor();
        await expectKazakhDates(page, `finance ${tab}`);
      }
      await screenshot(page, "dates-finance-acts-kk");

      await page.goto(`/user/view/${student[0]!.id}`);
      for (const tab of ["programs", "checklist", "payments", "exams", "documents", "communication", "personal"]) {
        await page.getByTestId(`user-tab-${tab}`).click();
        await expectKazakhDates(page, `student record, ${tab}`);
      }
      await screenshot(page, "dates-student-record-kk");
      await expectAccessible(page, "student record, personal data (kk)");
    },
    SCREEN_WALK_MS,
  );
});

/** Country and currency names in English, as records store them and Intl writes them without Kazakh data. */
const ENGLISH_NAMES = /\b(Italy|Hungary|Czechia|Turkey|Tenge|US dollar|Euro|Russian rouble)\b/;

describe("country and currency names", () => {
  it("are the reader's on a program's facts and in the school's currency (kk, ru)", async () => {
    const page = await suite.openPage();
    await loginAs(page, "admin_school");
    for (const [language, country, tenge] of [
      ["kk", /Италия|Венгрия|Чехия|Түркия/, "Қазақстан теңгесі"],
      ["ru", /Италия|Венгрия|Чехия|Турция/, "тенге"],
    ] as const) {
      await page.goto(`/my-course/info/${await demoProgramId(suite.platform)}`);
      await chooseLanguage(page, language);
      const facts = page.getByTestId("course-info-facts");
      await expect.poll(() => facts.textContent()).toMatch(country);
      expect(await facts.textContent()).not.toMatch(ENGLISH_NAMES);
      await screenshot(page, `names-program-facts-${language}`);

      await page.goto("/settings?tab=school");
      // The select's own box, whichever of its elements carries the test id.
      const currency = page
        .locator('.ant-select[data-testid="school-currency"], .ant-select:has([data-testid="school-currency"])')
        .first();
      await expect.poll(() => currency.textContent()).toContain(tenge);
      expect(await currency.textContent()).not.toMatch(ENGLISH_NAMES);
    }
  });
});

describe("timestamps in Russian", () => {
  it("are not written the American way in a lesson's history", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const [lesson] = await suite.platform.database.db
      .insert(scheduleLessons)
      .values({
        schoolId: await demoSchoolId(suite.platform),
        teacherId: teacher.id,
        typeLesson: "individual",
        startAt: new Date(Date.now() - 5 * 60_000),
        endAt: new Date(Date.now() + 40 * 60_000),
      })
      .returning({ id: scheduleLessons.id });
    const page = await suite.openPage();
    await loginAs(page, teacher, "/schedule");
    await chooseLanguage(page, "ru");
    await page.locator(".fc-listWeek-button").click();
    // Started 5 minutes ago for 45: past the school's midnight it is listed under both days; either row opens it.
    await page.getByTestId(`lesson-${lesson!.id}`).first().click();
    await page.locator(`.ant-modal${SETTLED_POPUP}`).getByTestId("mark-finished").click();
    const history = page.locator(".schedule-history");
    await expect.poll(() => history.textContent()).toMatch(/\d{4} г\., \d{2}:\d{2}/);
    const text = (await history.textContent()) ?? "";
    expect(text).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}|\b[AP]M\b/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(await page.getByTestId("lesson-when").textContent()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}–/);
    await expectAccessible(page, "lesson history (ru)");
    await screenshot(page, "dates-lesson-history-ru");
  });
});

describe("the onboarding wizard's language select", () => {
  it("picks the option a typed filter leaves, and saves nothing for a text that names none", async () => {
    const page = await suite.openPage();
    // An onboarded student opens the wizard from the education tab, straight at its first step (no tour, no notice).
    const student = await newUser(suite.platform, "student");
    await loginAs(page, student, "/settings?tab=education");
    await chooseLanguage(page, "ru");
    await page.getByTestId("open-wizard").click();
    await page.getByTestId("education-profession-0").fill("Школа № 25");
    for (const [testId, year] of [
      ["education-start-0", "2013"],
      ["education-end-0", "2024"],
    ] as const) {
      await page.getByTestId(testId).click();
      await page.keyboard.type(year);
      await page.locator(`.ant-select-dropdown${SETTLED_POPUP} .ant-select-item-option[title="${year}"]`).click();
    }
    await page.getByTestId("wizard-next").click();
    await expect.poll(() => page.getByTestId("wizard-step").textContent()).toContain("2");

    await page.getByTestId("language-name-0").click();
    await page.keyboard.type("Англ");
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByTestId("language-row").first().textContent()).toContain("Английский");

    await page.getByTestId("language-level-0").click();
    await page.keyboard.type("Z9");
    await page.keyboard.press("Enter");
    // Tab leaves the select (Escape, its list already closed by the Enter, would close the wizard itself).
    await page.keyboard.press("Tab");
    await page.getByTestId("wizard-next").click();
    // The level stays empty: the step asks for it and does not move on.
    await expect
      .poll(() => page.getByTestId("education-wizard").textContent())
      .toContain("Выберите уровень владения языком!");
    expect(await page.getByTestId("wizard-step").textContent()).toContain("2");
    await expectAccessible(page, "onboarding wizard, languages (ru)");
  });
});

describe("the catalogue on a 1366 × 900 desktop", () => {
  for (const path of ["/guest-catalog", "/catalog"]) {
    it(`shows a program within the first screen (${path})`, async () => {
      const { context, page } = await suite.platform.newPage({ width: 1366, height: 900 });
      try {
        if (path === "/catalog") await loginAs(page, "student", path);
        else await page.goto(path);
        const card = page.locator('[data-testid^="course-card-"]').first();
        await card.waitFor();
        await screenshot(page, `catalogue-1366${path.replace("/", "-")}`);
        const box = await card.boundingBox();
        expect(box!.y).toBeLessThan(900 - 120);
      } finally {
        await context.close();
      }
    });
  }
});

/**
 * Numbers, months and pickers in the reader's language (issue 34): the app's formatter, not a library's default or the
 * browser's own, writes "92,5 %", "200 000" and "2026 ж. қар."; the third-party parts (the schedule, Ant Design's
 * icons and switches) name themselves in Kazakh to a screen reader.
 */
describe("numbers in the reader's language", () => {
  it("writes a student's percentages the Kazakh and Russian way", async () => {
    const { db } = suite.platform.database;
    const [aliya] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_CLASSMATES[0].email));
    await db.update(exerciseAttempts).set({ percent: 92.5 }).where(eq(exerciseAttempts.userId, aliya!.id));
    const page = await suite.openPage();
    await loginAs(page, "admin_school", `/user/view/${aliya!.id}`);
    for (const [language, percent] of [
      ["kk", "92,5\u00a0%"],
      ["ru", "92,5\u00a0%"],
      ["en", "92.5%"],
    ] as const) {
      await chooseLanguage(page, language);
      await page.getByTestId("user-tab-results").click();
      const results = page.getByTestId("student-results");
      await expect.poll(() => results.textContent()).toContain(percent);
      if (language !== "en") expect(await results.textContent()).not.toMatch(/\d\.\d+\s?%/);
    }
    await chooseLanguage(page, "kk");
    await expectAccessible(page, "student's results (kk)");
  });

  it("writes the finance report's axis and months in Kazakh, their labels apart on a phone", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/finance?tab=report");
    await chooseLanguage(page, "kk");
    const chart = page.getByTestId("report-chart");
    await expect.poll(() => chart.getAttribute("data-ready")).toBe("true");
    const labels = await chart.evaluate((host) =>
      Array.from(host.querySelectorAll("svg text")).map((text) => {
        const box = text.getBoundingClientRect();
        return { text: text.textContent ?? "", left: box.left, right: box.right, top: box.top, bottom: box.bottom };
      }),
    );
    const texts = labels.map((label) => label.text);
    expect(texts.filter((text) => /\d,\d{3}/.test(text))).toEqual([]);
    expect(texts.some((text) => /^\d{1,3}(\u00a0\d{3})+$/.test(text))).toBe(true);
    const months = labels.filter((label) => /^\d{4} ж\. \S+\.$/.test(label.text));
    expect(months.length).toBeGreaterThan(1);
    for (const [index, one] of months.entries())
      for (const other of months.slice(index + 1))
        expect(
          one.right <= other.left || other.right <= one.left || one.bottom <= other.top || other.bottom <= one.top,
          `${one.text} overlaps ${other.text}`,
        ).toBe(true);
    const report = page.getByTestId("finance-report");
    expect(await report.textContent()).not.toMatch(/\b\d{4}-\d{2}\b/);
    expect(await report.textContent()).toMatch(
      /\d{4} ж\. (қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан)/,
    );
    await screenshot(page, "finance-report-kk-390");
    await expectAccessible(page, "finance report (kk, 390)");
  });
});

describe("date fields", () => {
  it("show and take dates in the app's language, whatever the browser's", async () => {
    const page = await suite.openPage();
    await loginAs(page, "admin_school", "/finance?tab=report");
    for (const [language, monthName] of [
      ["kk", /^(қаңтар|ақпан|наурыз|сәуір|мамыр|маусым|шілде|тамыз|қыркүйек|қазан|қараша|желтоқсан) \d{4}$/],
      ["en", /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/],
    ] as const) {
      await chooseLanguage(page, language);
      await expect.poll(() => page.getByTestId("report-to").inputValue()).toMatch(monthName);
    }

    await page.goto("/finance?tab=acts");
    await chooseLanguage(page, "kk");
    const from = page.getByTestId("acts-date_from");
    await from.fill("2026-11-20");
    await from.press("Enter");
    await expect.poll(() => from.inputValue()).toBe("20.11.2026");
    await chooseLanguage(page, "en");
    await expect.poll(() => from.inputValue()).toBe("20/11/2026");
    await chooseLanguage(page, "kk");
    await expectAccessible(page, "finance acts with a date filter (kk)");
  });
});

/** The hours a time field's list offers, one column of the open picker: 00 to 23 on a 24-hour clock. */
const DAY_HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0"));

describe("time fields", () => {
  it("read a 24-hour clock in Kazakh and Russian in an American browser, and save the time typed (390 px)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    // The browser's own language is American English, whose native time field writes "01:05 PM".
    ({ context: suite.context, page: suite.page } = await suite.platform.newPage({ width: 390, locale: "en-US" }));
    const page = suite.page;
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    await loginAs(page, "admin_school", `/user/teacher/view/${teacher.id}`);
    const savedDay = async () =>
      (await suite.platform.database.db.select().from(workDays).where(eq(workDays.teacherId, teacher.id)))[0];
    const dialog = page.locator(`.ant-modal${SETTLED_POPUP}`);

    for (const [language, end, saved] of [
      ["kk", "21:30", "Жұмыс уақыты сақталды"],
      ["ru", "22:05", "Рабочее время сохранено"],
    ] as const) {
      await chooseLanguage(page, language);
      const existing = await savedDay();
      await page.getByTestId(existing ? `work-day-edit-${existing.id}` : "work-day-add").click();
      const start = dialog.getByTestId("work-day-start");
      await start.waitFor();
      if (!existing) await start.fill("13:05");
      expect(await start.inputValue(), language).toBe("13:05");

      // The list the field opens: hours 00 to 23 and minutes, no AM/PM column.
      const endField = dialog.getByTestId("work-day-end");
      await endField.click();
      const picker = page.locator(`.ant-picker-dropdown${SETTLED_POPUP}`);
      const columns = picker.locator(".ant-picker-time-panel-column");
      await columns.first().waitFor();
      expect(await columns.count(), language).toBe(2);
      expect(await columns.first().locator(".ant-picker-time-panel-cell-inner").allTextContents()).toEqual(DAY_HOURS);
      expect(await picker.textContent()).not.toMatch(/\b[AP]M\b/);
      await endField.fill(end);
      await endField.press("Tab");
      expect(await endField.inputValue(), language).toBe(end);
      await expectAccessible(page, `work day dialog with time fields (${language}, 390)`);
      await screenshot(page, `time-fields-work-day-${language}-390`);

      await dialog.getByTestId("work-day-save").click();
      await page.getByText(saved).first().waitFor();
      const [hours, minutes] = end.split(":").map(Number);
      expect(await savedDay(), language).toMatchObject({ startMinute: 13 * 60 + 5, endMinute: hours! * 60 + minutes! });
      await page
        .getByTestId(`work-day-${(await savedDay())!.id}`)
        .getByText(`13:05–${end}`)
        .waitFor();
    }
  });
});

/** FullCalendar's English defaults for its hidden headings and buttons' titles. */
const CALENDAR_ENGLISH = /\b(Time|Event|Close|Previous|Next|This|view|Go to|more events?)\b/;

describe("the schedule in Kazakh", () => {
  it("has no English caption or title, hidden ones included", async () => {
    const page = await suite.openPage();
    await loginAs(page, "teacher", "/schedule");
    await chooseLanguage(page, "kk");
    await page.locator(".fc-listWeek-button").click();
    await page.locator(".fc-listWeek-view").waitFor();
    // Each element's own text (hidden headings too) and hints, one by one, so no word runs into its neighbour's.
    const words = await page.locator(".fc").evaluate((calendar) =>
      Array.from(calendar.querySelectorAll("*")).flatMap((element) => [
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? "")
          .join(""),
        element.getAttribute("title") ?? "",
        element.getAttribute("aria-label") ?? "",
      ]),
    );
    expect(words.filter((text) => CALENDAR_ENGLISH.test(text))).toEqual([]);
    expect(await page.locator(".fc-list-table th").first().textContent()).toBe("Уақыт");
    await expectAccessible(page, "schedule list (kk)");
  });
});

/**
 * What Ant Design's icons and switches said to a screen reader in English on every Kazakh screen: an icon's file
 * name ("search", "close", "more", "down") and a switch's "segmented control".
 */
const ENGLISH_LABEL = /^([a-z]+(-[a-z]+)*|segmented control)$/;

describe("screen-reader labels in Kazakh", () => {
  it(
    "are Kazakh on the screens of each role, Ant Design's own included",
    async () => {
      const courseId = await demoProgramId(suite.platform);
      for (const [role, paths] of [
        [
          "admin_school",
          ["/users-list", "/users-board", `/course/info/${courseId}`, "/finance?tab=acts", "/analytics"],
        ],
        ["student", ["/lessons", "/schedule", `/my-course/info/${courseId}`]],
      ] as const) {
        const page = await suite.openPage(390);
        await loginAs(page, role);
        await chooseLanguage(page, "kk");
        for (const path of paths) {
          await page.goto(path);
          await page.locator("h1").first().waitFor();
          await page.waitForLoadState("networkidle");
          const labels = await page.evaluate(() =>
            Array.from(document.querySelectorAll("[aria-label]")).map((element) => element.getAttribute("aria-label")!),
          );
          expect(
            labels.filter((label) => ENGLISH_LABEL.test(label)),
            `${path} as ${role}`,
          ).toEqual([]);
          await expectAccessible(page, `${path} as ${role} (kk, 390)`);
        }
        await suite.context.close();
      }
    },
    SCREEN_WALK_MS,
  );
});
