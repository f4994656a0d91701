import { truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, DEMO_PASSWORD, demoAccount, loginAs, newUser, screenshot } from "./harness.js";

const suite = browserSuite();
let page: Page;

async function openPage(width?: number) {
  page = await suite.openPage(width);
}

describe("registration", () => {
  it("shows the spec's message for an e-mail that already exists", async () => {
    await openPage();
    await page.goto("/user-registrate");
    await page.getByTestId("register-first-name").fill("Aru");
    await page.getByTestId("register-last-name").fill("Sultan");
    await page.getByTestId("register-email").fill(demoAccount("student").email);
    await page.getByTestId("register-password").fill("long-enough-1");
    await page.getByTestId("register-password-confirm").fill("long-enough-1");
    await page.getByTestId("register-consent").check();
    await page.getByTestId("register-submit").click();
    await page.getByText("Такая почта уже существует").first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/user-registrate");
    await screenshot(page, "registration-email-exists-ru");
  });

  it("signs a new student in", async () => {
    await openPage();
    await page.goto("/user-registrate");
    await page.getByTestId("register-first-name").fill("Dana");
    await page.getByTestId("register-last-name").fill("Omar");
    await page.getByTestId("register-email").fill(`dana.${Date.now()}@student.kz`);
    await page.getByTestId("register-password").fill("long-enough-1");
    await page.getByTestId("register-password-confirm").fill("long-enough-1");
    await page.getByTestId("register-consent").check();
    await page.getByTestId("register-submit").click();
    await page.waitForURL((url) => !url.pathname.startsWith("/user-registrate"));
    await page.getByTestId("chat-code-button").waitFor();
  });
});

describe("sign-in errors", () => {
  it("shows a clear message for a wrong password and stays on /login", async () => {
    await openPage();
    await page.goto("/login");
    await page.getByTestId("login-email").fill(demoAccount("teacher").email);
    await page.getByTestId("login-password").fill("wrong-password");
    await page.getByTestId("login-submit").click();
    await page.getByTestId("form-error").waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await page.evaluate(() => localStorage.getItem("uData"))).toBeNull();
  });
});

describe("password recovery", () => {
  it("sends a link by e-mail that sets a new password", async () => {
    const { email } = await newUser(suite.platform, "teacher");
    await openPage();
    await page.goto("/login");
    await page.getByTestId("login-forgot").click();
    await page.waitForURL((url) => url.pathname === "/set-password");
    await page.getByTestId("reset-email").fill(email);
    await page.getByTestId("reset-submit").click();
    await page.waitForURL((url) => url.pathname === "/mail-success");

    const mail = await suite.platform.smtp.waitFor(email);
    const link = /https?:\/\/\S+\/set-password\?token=[\w%-]+/.exec(mail.text)?.[0];
    expect(link?.startsWith(suite.platform.baseUrl)).toBe(true);
    await page.goto(link!);
    await page.getByTestId("new-password").fill("fresh-password-9");
    await page.getByTestId("new-password-confirm").fill("fresh-password-9");
    await page.getByTestId("set-password-submit").click();
    await page.waitForURL((url) => url.pathname === "/login");

    await page.getByTestId("login-email").fill(email);
    await page.getByTestId("login-password").fill(DEMO_PASSWORD);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("form-error").waitFor();
    await page.getByTestId("login-password").fill("fresh-password-9");
    await page.getByTestId("login-submit").click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  });
});

describe("sign-in by phone code", () => {
  it("asks for a +7 number and refuses other prefixes", async () => {
    await openPage();
    await page.goto("/phone");
    await page.getByTestId("phone-input").fill("87011234567");
    await page.getByTestId("phone-submit").click();
    expect(new URL(page.url()).pathname).toBe("/phone");
    await screenshot(page, "phone-invalid");
  });
});

describe("settings, personal tab", () => {
  it("changes the name and refuses an oversized avatar with the spec's message", async () => {
    const student = await newUser(suite.platform, "student", { firstName: "Arman" });
    await openPage();
    await loginAs(page, student, "/settings");
    await page.getByTestId("profile-first-name").fill("Arman-Updated");
    await page.getByTestId("profile-save").click();
    await expect.poll(() => page.getByTestId("profile-name").textContent()).toContain("Arman-Updated");

    // A sparse file on disk, given by path: a 21 MB buffer would cross the DevTools protocol in base64, which takes a
    // slow machine over 30 s.
    const huge = join(tmpdir(), `huge-avatar-${process.pid}.png`);
    await writeFile(huge, "");
    await truncate(huge, 21 * 1024 * 1024);
    await page.locator("[data-testid=avatar-upload] input[type=file]").setInputFiles(huge);
    await page.getByTestId("avatar-error").waitFor();
    await screenshot(page, "settings-avatar-too-large");
  });
});
