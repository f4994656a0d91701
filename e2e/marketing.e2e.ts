import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { courses, payments, studentRecords, users } from "../server/src/db/schema/index.js";
import { DEMO_REFERRAL_CODE } from "../server/src/seed/demo-marketing.js";
import {
  browserSuite,
  chooseLanguage,
  DEMO_PASSWORD,
  demoAccount,
  demoSchoolId,
  expectAccessible,
  loginAs,
  SCREENSHOTS,
  screenshot,
} from "./harness.js";

/**
 * Where sales come from (issue 21, decision 0056): a guest's landing marks are kept through registration and counted
 * by the UTM report; a student's referral link brings a friend whose free consultation request lands in the CRM as a
 * lead with its referrer; the friend sees who referred them. In ru, kk and en, at 1280 and 390 px, axe clean.
 */
const suite = browserSuite();
let page: Page;

const unique = () => Math.random().toString(36).slice(2, 8);

async function userByEmail(email: string) {
  const [row] = await suite.platform.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

const noSideScroll = (width: number) =>
  expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(width);

describe("UTM marks", () => {
  it("are kept from a guest's landing page through registration and counted by the report (en)", async () => {
    const tag = unique();
    const source = `e2e_${tag}`;
    page = await suite.openPage(1280);
    // The guest lands on a program page from an ad, then wanders to the catalogue before signing up.
    await page.goto(`/guest-catalog?utm_source=${source}&utm_campaign=autumn&utm_medium=cpc&utm_term=italy`);
    await page.getByTestId("guest-hero").waitFor();
    await page.goto("/guest-catalog?utm_source=later_visit");
    await page.goto("/user-registrate");
    await chooseLanguage(page, "en");
    const email = `utm.${tag}@e2e.test`;
    await page.getByTestId("register-first-name").fill("Utm");
    await page.getByTestId("register-last-name").fill(`Guest-${tag}`);
    await page.getByTestId("register-email").fill(email);
    await page.getByTestId("register-password").fill(DEMO_PASSWORD);
    await page.getByTestId("register-password-confirm").fill(DEMO_PASSWORD);
    await page.getByTestId("register-consent").check();
    await page.getByTestId("register-submit").click();
    await page.waitForURL((url) => !url.pathname.startsWith("/user-registrate"));
    // First touch: the later visit's mark did not replace the ad's.
    await expect.poll(async () => (await userByEmail(email))?.utmSource).toBe(source);
    const registered = await userByEmail(email);
    expect(registered).toMatchObject({ utmCampaign: "autumn", utmMedium: "cpc", utmTerm: "italy" });
    expect(await page.evaluate(() => localStorage.getItem("school.attribution"))).toBeNull();

    // The student's purchase carries their marks, as the checkout copies them onto the order.
    const schoolId = await demoSchoolId(suite.platform);
    const { db } = suite.platform.database;
    const [program] = await db.select().from(courses).where(eq(courses.schoolId, schoolId)).limit(1);
    await db.insert(payments).values({
      schoolId,
      userId: registered!.id,
      courseId: program!.id,
      kind: "course",
      title: program!.titleRu,
      orderId: `e2e-${tag}`,
      amountMinor: 1_234_500,
      currency: "KZT",
      status: "paid",
      method: "provider",
      provider: "development",
      paidAt: new Date(),
      utmSource: registered!.utmSource,
      utmCampaign: registered!.utmCampaign,
    });

    await suite.context.close();
    page = await suite.openPage(1280);
    await loginAs(page, "admin", "/analytics");
    await chooseLanguage(page, "en");
    const row = page.getByTestId("utm-report-table").locator("tbody tr.ant-table-row", { hasText: source });
    await expect
      .poll(() =>
        row
          .locator("td")
          .allTextContents()
          .then((cells) => cells.slice(0, 4)),
      )
      .toEqual([source, "autumn", "1", "1"]);
    expect((await row.locator("td").allTextContents())[4]).toMatch(/12\D?345/);
    expect(await page.getByTestId("utm-report").textContent()).toContain("Where sales come from");
    // The demo's campaigns are there too.
    expect(await page.getByTestId("utm-report-table").textContent()).toContain("instagram");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("utm-report-export").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Where sales come from \d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);
    await expectAccessible(page, "analytics with the UTM report, en, 1280");
    await page.getByTestId("utm-report").screenshot({ path: `${SCREENSHOTS}/marketing-utm-en.png` });
  });

  it("show the manager the report at 390 px without sideways scrolling (kk)", async () => {
    page = await suite.openPage(390);
    await loginAs(page, "admin", "/analytics");
    await chooseLanguage(page, "kk");
    await expect.poll(() => page.getByTestId("utm-report").textContent()).toContain("Сатылымдар қайдан келеді");
    await expect.poll(() => page.getByTestId("utm-report-table").textContent()).toContain("instagram");
    await noSideScroll(390);
    await expectAccessible(page, "UTM report, kk, 390");
    await screenshot(page, "marketing-utm-kk-390");
  });
});

describe("referrals", () => {
  it("a student's link brings a friend whose free consultation lands in the CRM as a lead with its referrer (ru, 390)", async () => {
    const tag = unique();
    page = await suite.openPage(390);
    await loginAs(page, "student", "/settings?tab=referral");
    await chooseLanguage(page, "ru");
    const linkField = page.getByTestId("referral-link");
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toContain(`ref=${DEMO_REFERRAL_CODE}`);
    expect(link).toContain("utm_campaign=referral");
    // The demo friend's purchase earned Arman a credit: the friend, the sum, the total.
    await expect.poll(() => page.getByTestId("referral-credits").textContent()).toContain("Bolat N.");
    expect(await page.getByTestId("referral-total").textContent()).toMatch(/₸/);
    await noSideScroll(390);
    await expectAccessible(page, "referral tab, ru, 390");
    await screenshot(page, "marketing-referral-ru-390");

    // The friend follows the link as a guest and asks for a free consultation.
    const friend = await suite.platform.newPage({ width: 390 });
    const guest = friend.page;
    await guest.goto(link);
    await guest.getByTestId("guest-hero").waitFor();
    await chooseLanguage(guest, "ru");
    await guest.getByTestId("consultation-open").click();
    await guest.getByTestId("consultation-form").waitFor();
    const email = `lead.${tag}@e2e.test`;
    await guest.getByTestId("consultation-first-name").fill("Айгерим");
    await guest.getByTestId("consultation-last-name").fill(`Друг-${tag}`);
    await guest.getByTestId("consultation-email").fill(email);
    await guest.getByTestId("consultation-phone").fill("+77015550101");
    await guest.getByTestId("consultation-comment").fill("Интересует магистратура в Чехии");
    await expectAccessible(guest, "consultation form, ru, 390");
    await guest.getByTestId("consultation-submit").click();
    await guest.getByTestId("consultation-sent").waitFor();
    expect(await guest.getByTestId("consultation-sent").textContent()).toContain("Заявка отправлена");
    await expectAccessible(guest, "consultation sent, ru, 390");
    await friend.context.close();
    await suite.context.close();

    const arman = await userByEmail(demoAccount("student").email);
    const lead = await userByEmail(email);
    expect(lead).toMatchObject({
      referrerId: arman!.id,
      utmSource: "referral",
      utmCampaign: "referral",
      role: "student",
    });
    const [record] = await suite.platform.database.db
      .select()
      .from(studentRecords)
      .where(and(eq(studentRecords.userId, lead!.id)));
    expect(record?.type).toBe("consultation");

    // The manager finds the lead in the CRM's list with its source and referrer.
    page = await suite.openPage(1280);
    await loginAs(page, "admin", `/users-list?role=student&type=consultation&q=${encodeURIComponent(email)}`);
    await chooseLanguage(page, "ru");
    const list = page.getByTestId("users-list");
    await expect.poll(() => list.textContent()).toContain(email);
    const row = list.locator("tbody tr", { hasText: email });
    expect(await row.textContent()).toContain("referral · по приглашению Arman Bekov");
    await expectAccessible(page, "users list with a lead, ru, 1280");
  });

  it("the friend sees who referred them and that their purchase earned a credit (kk)", async () => {
    page = await suite.openPage(1280);
    const bolat = await userByEmail("bolat@demo.kz");
    await loginAs(page, {
      id: bolat!.id,
      email: bolat!.email,
      role: "student",
      firstName: "Bolat",
      lastName: "Nurlanov",
    });
    await page.goto("/settings?tab=referral");
    await chooseLanguage(page, "kk");
    const referred = page.getByTestId("referral-referred-by");
    await expect.poll(() => referred.textContent()).toContain("Arman B.");
    expect(await referred.textContent()).toContain("есептеу әкелді");
    await expectAccessible(page, "referral tab of a referred friend, kk, 1280");
  });
});
