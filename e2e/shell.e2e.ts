import type { SignedInRole } from "@school/contracts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, loginAs, screenshot } from "./harness.js";

const suite = browserSuite();
let page: Page;

async function openPage(width?: number) {
  page = await suite.openPage(width);
}

const MENU_BY_ROLE: Record<SignedInRole, { home: string; sees: string[]; hidden: string[] }> = {
  admin_school: { home: "/", sees: ["users", "schedule", "catalog", "analytics", "programmes"], hidden: [] },
  admin: { home: "/", sees: ["users", "schedule", "catalog", "analytics", "programmes"], hidden: [] },
  teacher: { home: "/my-course", sees: ["schedule", "catalog", "analytics", "programmes"], hidden: ["users"] },
  student: { home: "/my-course", sees: ["schedule", "catalog", "analytics", "programmes"], hidden: ["users"] },
};

describe("signing in by role", () => {
  for (const role of Object.keys(MENU_BY_ROLE) as SignedInRole[]) {
    it(`${role} lands on their home and sees their menu rows`, async () => {
      await openPage();
      await loginAs(page, role);
      const expected = MENU_BY_ROLE[role];
      expect(new URL(page.url()).pathname).toBe(expected.home);
      for (const key of expected.sees) await page.getByTestId(`menu-${key}`).waitFor();
      for (const key of expected.hidden) expect(await page.getByTestId(`menu-${key}`).count()).toBe(0);
      expect(await page.getByTestId("chat-code-button").count()).toBe(role === "student" ? 1 : 0);
      const stored = await page.evaluate(() => ({
        uData: JSON.parse(localStorage.getItem("uData") ?? "{}"),
        nb: localStorage.getItem("nb"),
        token: Object.values({ ...localStorage }).some((value) => String(value).startsWith("eyJ")),
      }));
      expect(stored.uData.rle).toBe(role);
      expect(stored.nb).toBe("6");
      expect(stored.token).toBe(false);
      await screenshot(page, `home-${role}`);
    });
  }
});

describe("the guard", () => {
  it("sends a guest on a protected route to /guest-catalog", async () => {
    await openPage();
    await page.goto("/settings");
    await page.waitForURL("**/guest-catalog");
    await page.getByTestId("guest-header").waitFor();
  });

  it("sends a role that is not allowed to /catalog", async () => {
    await openPage();
    await loginAs(page, "student", "/users-list");
    await page.waitForURL("**/catalog");
  });

  it("lets a guest in without a failed request, a logged error or a browser issue (nothing to restore is not an error)", async () => {
    await openPage();
    const failures: string[] = [];
    // What the browser's Issues panel lists (and Lighthouse's best practices count): a script the CSP refused, a
    // form field without id or name, a cookie the browser will not keep.
    const browserIssues = await page.context().newCDPSession(page);
    await browserIssues.send("Audits.enable");
    browserIssues.on("Audits.issueAdded", ({ issue }) => failures.push(`issue: ${JSON.stringify(issue)}`));
    page.on("console", (message) => {
      if (message.type() === "error") failures.push(`console: ${message.text()}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    });
    await page.goto("/guest-catalog");
    await page.locator('[data-testid^="course-card-"]').first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(failures).toEqual([]);
  });

  it("keeps the session across a reload (refresh cookie) and shows 404 for unknown paths", async () => {
    await openPage();
    await loginAs(page, "teacher");
    await page.reload();
    await page.getByTestId("profile-menu").waitFor();
    await page.goto("/no/such/page");
    await page.waitForURL("**/error");
  });

  it("logs out when the stored login date is not today", async () => {
    await openPage();
    await loginAs(page, "teacher");
    await page.evaluate(() => {
      const data = JSON.parse(localStorage.getItem("uData") ?? "{}");
      localStorage.setItem("uData", JSON.stringify({ ...data, tm_in: "2020-01-01" }));
    });
    // The spec checks the date "on every click": any click on the page will do.
    await page.mouse.click(640, 400);
    await page.waitForURL((url) => url.pathname === "/login");
    expect(await page.evaluate(() => localStorage.getItem("uData"))).toBeNull();
  });
});

describe("language", () => {
  it("switching changes the page and survives a reload", async () => {
    await openPage();
    await loginAs(page, "admin_school", "/settings");
    const russian = await page.getByTestId("menu-schedule").textContent();
    await chooseLanguage(page, "en");
    await expect.poll(() => page.getByTestId("menu-schedule").textContent()).toBe("Schedule");
    expect(russian).not.toBe("Schedule");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("2");
    await screenshot(page, "settings-en");
    await page.reload();
    await page.getByTestId("profile-name").waitFor();
    await expect.poll(() => page.getByTestId("menu-schedule").textContent()).toBe("Schedule");
    await chooseLanguage(page, "kk");
    await expect.poll(() => page.getByTestId("menu-schedule").textContent()).not.toBe("Schedule");
    await screenshot(page, "settings-kk");
  });
});

describe("logout", () => {
  it("ends the session, clears stored data and saved filters, and goes to /guest-catalog", async () => {
    await openPage();
    await loginAs(page, "admin");
    await page.evaluate(() => localStorage.setItem("filter_category", "3"));
    await page.getByTestId("profile-menu").click();
    await page.getByTestId("logout-button").click();
    await page.waitForURL("**/guest-catalog");
    const left = await page.evaluate(() =>
      ["uData", "nb", "currency", "filter_category"].map((key) => localStorage.getItem(key)),
    );
    expect(left).toEqual([null, null, null, null]);
    await page.reload();
    await page.goto("/settings");
    await page.waitForURL("**/guest-catalog");
  });
});

describe("API documentation", () => {
  it("is browsable at /api/docs with every call", async () => {
    await openPage();
    await page.goto("/api/docs");
    await page.getByText("School platform API").first().waitFor();
    await page.getByText("/api/v1/user/accounts/login/").first().waitFor();
    await screenshot(page, "api-docs");
  });
});

describe("narrow screens", () => {
  it("show the short logo and a burger menu below 993 px", async () => {
    await openPage(390);
    await loginAs(page, "student");
    await page.getByTestId("logo-short").waitFor();
    // The phone's menu (a closed <dialog>) carries the full logo in its title: none may be on the screen.
    expect(await page.locator('[data-testid="logo-full"]:visible').count()).toBe(0);
    await page.getByTestId("menu-burger").click();
    await page.getByTestId("menu-drawer").waitFor();
    await screenshot(page, "mobile-student-menu");
  });
});

describe("the shell's own controls (decision 0038)", () => {
  const focused = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute("data-testid") ?? element?.textContent ?? null;
    });

  it("the language menu works from the keyboard as WAI-ARIA's menu button and stays on a 390 px screen", async () => {
    await openPage(390);
    await page.goto("/guest-catalog");
    const button = page.getByTestId("language-switcher");
    const menu = page.getByRole("menu");
    expect(await button.getAttribute("aria-haspopup")).toBe("menu");
    await button.focus();
    await page.keyboard.press("Enter");
    await menu.waitFor();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    // Opens on the checked language; the arrows move and wrap round.
    expect(await focused()).toBe("Русский");
    expect(await page.getByRole("menuitemradio", { name: "Русский" }).getAttribute("aria-checked")).toBe("true");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toBe("Қазақша");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe("English");
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    // Escape shuts it and gives focus back to the button.
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    expect(await focused()).toBe("language-switcher");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    // ArrowUp opens it on the last item; Space picks it.
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe("English");
    await page.keyboard.press(" ");
    await page.waitForFunction(() => document.documentElement.lang === "en");
    expect(await focused()).toBe("language-switcher");
    // A tap outside shuts it.
    await button.click();
    await menu.waitFor();
    await page.mouse.click(200, 600);
    await menu.waitFor({ state: "detached" });
  });

  it("the phone's menu is a modal dialog that Escape shuts, giving focus back to the burger", async () => {
    await openPage(390);
    await loginAs(page, "student");
    await page.getByTestId("menu-burger").focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Меню" });
    await drawer.waitFor();
    expect(await drawer.locator('[aria-current="page"]').count()).toBe(1);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    expect(await focused()).toBe("menu-burger");
    // A row leads to its screen and shuts the drawer.
    await page.getByTestId("menu-burger").click();
    await drawer.getByTestId("menu-schedule").click();
    await page.waitForURL((url) => url.pathname === "/schedule");
    await drawer.waitFor({ state: "hidden" });
  });
});
