import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { schools } from "../server/src/db/schema/index.js";
import {
  browserSuite,
  chooseLanguage,
  DEMO_PASSWORD,
  demoSchoolId,
  expectAccessible,
  loginAs,
  newUser,
  screenshot,
} from "./harness.js";

const suite = browserSuite();

/** The code an authenticator app shows for the secret, `steps` 30-second steps from now. */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret, algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });

async function signInWithPassword(page: Page, email: string) {
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("login-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
}

describe("two-factor sign-in (decision 0126)", () => {
  it("a teacher turns on an authenticator from the profile and signs in with its code, on a phone, in English", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const page = await suite.openPage(390);
    await loginAs(page, teacher, "/settings");
    await chooseLanguage(page, "en");

    const section = page.getByTestId("two-factor-section");
    await section.getByText("Two-factor sign-in asks for a code").waitFor();
    await page.getByTestId("two-factor-turn-on").click();
    const shown = (await page.getByTestId("totp-secret").textContent()) ?? "";
    const secret = /[A-Z2-7]{4}(?: [A-Z2-7]{1,4})+/.exec(shown)![0].replaceAll(" ", "");
    await page.getByRole("img", { name: "QR code to add this account to an authenticator app" }).waitFor();
    await expectAccessible(page, "two-factor set-up on the profile (en, 390 px)");
    await screenshot(page, "two-factor-setup-en-390");

    await page.getByTestId("totp-setup-code").fill(codeOf(secret));
    await page.getByTestId("totp-setup-confirm").click();
    const codes = page.getByTestId("recovery-codes");
    await codes.getByText("Save these codes somewhere safe").waitFor();
    expect(await codes.locator("li").count()).toBe(10);
    await expectAccessible(page, "two-factor recovery codes (en, 390 px)");
    await page.getByTestId("recovery-codes-done").click();
    await section.getByText("On", { exact: true }).waitFor();
    await section.getByText("Recovery codes left: 10").waitFor();

    // Another browser: the password alone now leads to the code, not into the account.
    const fresh = await suite.openPage(390);
    await fresh.goto("/login");
    await chooseLanguage(fresh, "en");
    await signInWithPassword(fresh, teacher.email);
    const step = fresh.getByTestId("sign-in-second-step");
    await step.getByText("Enter the six-digit code from your authenticator app.").waitFor();
    expect(new URL(fresh.url()).pathname).toBe("/login");
    expect(await fresh.evaluate(() => localStorage.getItem("uData"))).toBeNull();
    await expectAccessible(fresh, "sign-in second step (en, 390 px)");
    await screenshot(fresh, "two-factor-sign-in-en-390");

    // The code of the step after the one the set-up used: a code is never accepted twice.
    await fresh.getByTestId("second-step-code").fill(codeOf(secret, 1));
    await fresh.getByTestId("second-step-submit").click();
    await fresh.waitForURL((url) => !url.pathname.startsWith("/login"));
    await fresh.getByTestId("profile-menu").waitFor();
  });

  it("the school admin finds the switch in the school settings, which asks for their own authenticator first (kk, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/settings?tab=school");
    await chooseLanguage(page, "kk");
    const block = page.getByTestId("school-two-factor");
    await block.getByText("Барлық қызметкерлерден екі факторлы кіруді талап ету").waitFor();
    await page.getByTestId("school-two-factor-switch").click();
    await block.getByText("Алдымен өз профиліңізде екі факторлы кіруді қосыңыз.").waitFor();
    expect(await page.getByTestId("school-two-factor-switch").getAttribute("aria-checked")).toBe("false");
    await expectAccessible(page, "school settings, two-factor switch (kk, 390 px)");
    await screenshot(page, "two-factor-school-switch-kk-390");
  });

  it("the school admin reads on the staff home how many staff sign in with a password alone (ru, 390 px)", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "admin_school", "/");
    await chooseLanguage(page, "ru");
    const card = page.getByTestId("staff-password-only");
    await card.getByText(/^\d+ сотрудник(а|ов)? вход(ит|ят) только по паролю$/).waitFor();
    await expectAccessible(page, "staff home, staff signing in with a password alone (ru, 390 px)");
    await screenshot(page, "two-factor-staff-home-ru-390");
    // The demo school admin has no authenticator of their own: requiring it of staff asks for theirs first.
    await page.getByTestId("staff-require-two-factor").click();
    await page.getByText("Сначала включите двухфакторный вход в своём профиле.").waitFor();
  });

  it("a teacher of a school that requires it proves the mailbox, sets up the app and signs in (en, 390 px)", async () => {
    const teacher = await newUser(suite.platform, "teacher");
    const { db } = suite.platform.database;
    const schoolId = await demoSchoolId(suite.platform);
    await db.update(schools).set({ requireStaffTwoFactor: true }).where(eq(schools.id, schoolId));
    try {
      const page = await suite.openPage(390);
      await page.goto("/login");
      await chooseLanguage(page, "en");
      await signInWithPassword(page, teacher.email);
      await page.getByText("Your school requires two-factor sign-in").waitFor();
      const mail = await suite.platform.smtp.waitFor(teacher.email, 15_000, (sent) =>
        /Your code: \d{6}/.test(sent.text),
      );
      const mailed = /Your code: (\d{6})/.exec(mail.text)![1]!;
      await page.getByTestId("enrol-email-code").fill(mailed);
      await page.getByRole("button", { name: "Continue" }).click();
      const shown = (await page.getByTestId("totp-secret").textContent()) ?? "";
      const secret = /[A-Z2-7]{4}(?: [A-Z2-7]{1,4})+/.exec(shown)![0].replaceAll(" ", "");
      await page.getByTestId("totp-setup-code").fill(codeOf(secret));
      await page.getByTestId("totp-setup-confirm").click();
      await page.getByTestId("recovery-codes").locator("li").nth(9).waitFor();
      await expectAccessible(page, "recovery codes at sign-in (en, 390 px)");
      // Still on the sign-in page until the codes are put away: the session starts then.
      expect(new URL(page.url()).pathname).toBe("/login");
      await page.getByTestId("recovery-codes-done").click();
      await page.waitForURL((url) => !url.pathname.startsWith("/login"));
      await page.getByTestId("profile-menu").waitFor();
    } finally {
      await db.update(schools).set({ requireStaffTwoFactor: false }).where(eq(schools.id, schoolId));
    }
  });
});
