import { login, logout, refreshSession, type SignedInRole } from "@school/contracts";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserSuite, chooseLanguage, DEMO_PASSWORD, demoAccount, drawnWhole, loginAs } from "./harness.js";

/**
 * A signed-in screen drawn on the server for its user (decision 0176): readable before any script runs, in the
 * phone's layout on a phone, then hydrated by the browser without a mismatch, and the shell again once they have
 * signed out. What the server does around the renderer is held by signed-in-pages.test.ts.
 */
const suite = browserSuite();

/** Waits until the process draws the screen whole (`drawnWhole`, after its warm-up), on the page's own session. */
async function screenDrawnWhole(page: Page, path: string): Promise<void> {
  await expect
    .poll(async () => drawnWhole(await (await page.request.get(path)).text()), {
      timeout: 30_000,
    })
    .toBe(true);
}

const PHONE_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36";

/** The page's visible text as it arrives: no scripts, no tags. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("a signed-in screen's page", () => {
  it("arrives drawn for the student, in the phone's layout, and is taken over without a mismatch", async () => {
    const page = await suite.openPage(390);
    await loginAs(page, "student", "/my-course");
    await page.getByTestId("my-courses").getByRole("link").first().waitFor();
    const titles = await page.getByTestId("my-courses").getByRole("link").allTextContents();
    expect(titles.length).toBeGreaterThan(0);

    // Each program's card, as the screen shows it (its parts' text run together there, spaced here). A process draws
    // a screen whole once it has loaded the screens' code (its warm-up, decision 0176), which on a machine busy with
    // other test files may come after this test's first request: that one leaves the screen to the browser.
    const unspaced = (words: string) => words.replace(/\s+/g, "");
    const drawn = async () => {
      const answer = await page.request.get("/my-course", { headers: { "user-agent": PHONE_USER_AGENT } });
      expect(answer.headers()["cache-control"]).toBe("private, no-store");
      return answer.text();
    };
    await expect.poll(async () => unspaced(textOf(await drawn())), { timeout: 30_000 }).toContain(unspaced(titles[0]!));
    const html = await drawn();
    const text = textOf(html);
    expect(text).toContain("Arman");
    for (const title of titles) expect(unspaced(text)).toContain(unspaced(title));
    // The phone's layout: the menu is in the drawer, not beside the screen.
    expect(html).not.toContain('data-testid="app-sider"');
    // The screen is drawn with the app's own light controls (issue 51): their rules come with the page, so it is
    // drawn styled before its scripts, and no rule of Ant Design's is needed.
    expect(html).toMatch(/<style>(?:(?!<\/style>)[\s\S])*\.lite-input-affix/);
    expect(html).not.toMatch(/<style[^>]*data-token-hash=/);

    const failures: string[] = [];
    page.on("pageerror", (error) => failures.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") failures.push(message.text());
    });
    await page.reload();
    await page.getByTestId("my-courses").getByRole("link").first().click();
    await page.waitForURL(/\/my-course\/info\/\d+/);
    expect(failures).toEqual([]);
  });

  it("is read with no script at all, and is the shell once the user has signed out", async () => {
    // Signed in by the sign-in call alone: a browser that runs no script never restores (and so renews) its session.
    const { page: bare } = await suite.platform.newPage({ width: 390, scripts: false });
    const signedIn = await bare.request.post(`/api/v1/${login.path}`, {
      data: { email: demoAccount("admin").email, password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    await screenDrawnWhole(bare, "/inbox");
    await bare.goto("/inbox");
    expect(await bare.getByTestId("profile-menu").count()).toBe(1);
    expect(await bare.getByRole("heading", { level: 1 }).textContent()).toBe("Входящие");
    await bare.context().close();

    const page = await suite.openPage(390);
    await loginAs(page, "admin", "/inbox");

    await page.getByTestId("profile-menu").click();
    // The app shows the guest catalogue at once and ends the session beside it: the page cookie goes with its answer.
    const ended = page.waitForResponse((response) => response.url().endsWith(`/api/v1/${logout.path}`));
    await page.getByTestId("logout-button").click();
    await page.waitForURL("**/guest-catalog");
    await ended;
    const after = await page.request.get("/inbox");
    expect(after.headers()["cache-control"]).toBe("no-cache");
    expect(await after.text()).toContain('<div id="root"></div>');
  });

  /**
   * A browser that keeps the session's cookie but none of the user's data (its storage cleared, or the session made
   * by the sign-in call alone): the page drawn for the user is taken over, and each call its screen makes waits for
   * the session's token. Sent before the refresh had answered, a call went out with no token and the screen said
   * "session ended" (a grading test met it on a busy machine, choosing a language at once); here the refresh answers a
   * second late.
   */
  it("asks for nothing without the session while it is restored, on a browser keeping no user data", async () => {
    const page = await suite.openPage(390);
    const signedIn = await page.request.post(`/api/v1/${login.path}`, {
      data: { email: demoAccount("student").email, password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    await screenDrawnWhole(page, "/schedule");
    await page.route(`**/api/v1/${refreshSession.path}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const unsigned: string[] = [];
    const refused: string[] = [];
    page.on("request", (request) => {
      const address = new URL(request.url());
      const call = address.pathname.startsWith("/api/v1/") && !address.pathname.endsWith(refreshSession.path);
      if (call && request.headers().authorization === undefined) unsigned.push(address.pathname);
    });
    page.on("response", (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });
    const refreshed = page.waitForResponse((response) => response.url().endsWith(refreshSession.path));
    await page.goto("/schedule");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // A language chosen at once: the account keeps it, a call the page makes while the refresh is on its way.
    await chooseLanguage(page, "kk");
    await refreshed;
    await page.waitForLoadState("networkidle");
    expect({ unsigned, refused }).toEqual({ unsigned: [], refused: [] });
    expect(await page.getByText("Сеанс завершен").count()).toBe(0);
  });

  /**
   * The screen the server drew stays on the page once the scripts have taken it over (decision 0179): React neither
   * finds it different nor draws it again (a part drawn again costs a phone its longest task and loses what the
   * reader had begun to do). The screen's first element, as it arrived, is still the one shown.
   */
  const KEPT: { role: SignedInRole; width: number; paths: string[] }[] = [
    { role: "admin", width: 1280, paths: ["/", "/users-list", "/inbox", "/settings?tab=newsletter"] },
    { role: "student", width: 390, paths: ["/my-course", "/schedule", "/lessons"] },
    { role: "teacher", width: 390, paths: ["/grading"] },
  ];
  for (const { role, width, paths } of KEPT) {
    it(`is taken over as drawn, never drawn again (${role}, ${width} px: ${paths.join(", ")})`, async () => {
      const { context, page } = await suite.platform.newPage({
        width,
        userAgent: width < 600 ? PHONE_USER_AGENT : undefined,
      });
      try {
        await loginAs(page, role);
        // Recorded as the page arrives, before any of its scripts has run.
        await page.addInitScript({
          content: `document.addEventListener("DOMContentLoaded", function () {
            var main = document.querySelector("main.app-content");
            window.__drawnScreen = main === null ? null : main.firstElementChild;
          });`,
        });
        const failures: string[] = [];
        page.on("pageerror", (error) => failures.push(error.message));
        for (const path of paths) {
          await screenDrawnWhole(page, path);
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          const kept = await page.evaluate(() => {
            const drawn = (window as { __drawnScreen?: Element | null }).__drawnScreen;
            return drawn === undefined || drawn === null ? "nothing drawn" : drawn.isConnected ? "kept" : "drawn again";
          });
          expect({ path, kept, failures }).toEqual({ path, kept: "kept", failures: [] });
        }
      } finally {
        await context.close();
      }
    });
  }

  /**
   * A window the server took for a computer's (no phone in its user agent) but as narrow as a phone: the screen is
   * drawn as on a computer, then switches to the phone's layout once it is the app's. The parts that layout shows
   * arrive while React renders it in the background, at once from the browser's cache on a returning visit; none may
   * break the render (a part that suspended for its code and called other hooks when React replayed it did, React
   * #467, and React drew the whole page again).
   */
  it("switches a narrow computer window to the phone's layout without an error (teacher, /schedule)", async () => {
    const { context, page } = await suite.platform.newPage({ width: 390 });
    try {
      await loginAs(page, "teacher");
      const failures: string[] = [];
      page.on("pageerror", (error) => failures.push(error.message));
      // Twice: the second time its code is in the browser's cache, and arrives during that render.
      for (const visit of ["first", "returning"]) {
        await page.goto("/schedule");
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
        await page.waitForLoadState("networkidle");
        expect({ visit, failures }).toEqual({ visit, failures: [] });
      }
    } finally {
      await context.close();
    }
  });
});
