import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { browserSuite, loginAs, webDist } from "./harness.js";

/**
 * A returning visit (decisions 0175, 0178): the service worker's kept page, drawn for the user, and their kept
 * answers show the screen before the session is restored; sign-out leaves nothing to restore; a new build's worker offers "Reload". The
 * platform serves a copy of the build, so a test can put a new build's worker in its place.
 */
const folder = mkdtempSync(join(tmpdir(), "school-returning-"));
const dist = join(folder, "dist");
cpSync(webDist, dist, { recursive: true });
cpSync(join(webDist, "..", "dist-ssr"), join(folder, "dist-ssr"), { recursive: true });
const workerFile = join(dist, "sw.js");
const firstWorker = readFileSync(workerFile, "utf8");
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const suite = browserSuite({ webDist: dist, serviceWorkers: true });
const KEPT_ANSWERS = "school-queries:";
const REFRESH = "**/api/v1/user/accounts/refresh/";

/** Signed in as the student on /my-course, their programs shown, the worker serving and their answers kept. */
async function returningStudent(): Promise<Page> {
  const page = await suite.openPage(390);
  await loginAs(page, "student", "/my-course");
  await page.getByTestId("my-courses").getByRole("link").first().waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction((prefix) => Object.keys(localStorage).some((key) => key.startsWith(prefix)), KEPT_ANSWERS);
  return page;
}

const keptState = (page: Page) =>
  page.evaluate(async (prefix) => {
    const caches_ = await caches.keys();
    return {
      answers: Object.keys(localStorage).filter((key) => key.startsWith(prefix)),
      shells: caches_.filter((name) => name.startsWith("school-shells-")),
      assets: caches_.filter((name) => name.startsWith("school-assets-")),
    };
  }, KEPT_ANSWERS);

describe("a returning visit", () => {
  it("draws the last programs from the kept page and answers before the session is restored", async () => {
    const page = await returningStudent();
    const programs = await page.getByTestId("my-courses").getByRole("link").allTextContents();
    // The refresh call is held until the screen has been seen: it cannot be what drew it.
    let releaseRefresh: (() => void) | undefined;
    const refreshHeld = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    let refreshAnswered = false;
    await page.route(REFRESH, async (route) => {
      await refreshHeld;
      await route.continue();
      refreshAnswered = true;
    });
    const navigation = await page.reload({ waitUntil: "commit" });
    expect(navigation?.fromServiceWorker()).toBe(true);
    // Read once the app has taken the page over: a part the server left to the browser is redrawn then.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => page.getByTestId("my-courses").getByRole("link").allTextContents()).toEqual(programs);
    expect(refreshAnswered).toBe(false);
    releaseRefresh?.();
    // Restored, the screen asks again and stays.
    await page.waitForFunction(() => !document.querySelector(".course-grid--stale"));
    expect(new URL(page.url()).pathname).toBe("/my-course");
    await page.getByTestId("profile-menu").waitFor();
    // What the worker keeps for the next visit is the page the server drew for the student (decision 0178).
    const kept = await page.evaluate(async () => {
      const name = (await caches.keys()).find((candidate) => candidate.startsWith("school-shells-"));
      const response = name === undefined ? undefined : await (await caches.open(name)).match(location.href);
      return (await response?.text()) ?? "";
    });
    expect(kept).toContain('id="served-state"');
    expect(kept).not.toContain('<div id="root"></div>');
  });

  it("sends to sign-in when the session does not come back, and forgets what it kept", async () => {
    const page = await returningStudent();
    await page.context().clearCookies();
    await page.reload();
    await page.waitForURL("**/login");
    await expect.poll(async () => keptState(page)).toMatchObject({ answers: [], shells: [] });
  });
});

describe("sign-out", () => {
  it("leaves no answers and no signed-in page to restore", async () => {
    const page = await returningStudent();
    // A visit served by the worker keeps its page (the cache made at install may have been emptied by the sign-in,
    // which forgets pages kept for anyone before).
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const name = (await caches.keys()).find((candidate) => candidate.startsWith("school-shells-"));
          return name === undefined ? 0 : (await (await caches.open(name)).keys()).length;
        }),
      )
      .toBe(1);
    await page.getByTestId("profile-menu").click();
    await page.getByTestId("logout-button").click();
    await page.waitForURL("**/guest-catalog");
    await expect.poll(async () => keptState(page)).toMatchObject({ answers: [], shells: [] });
    await page.goto("/my-course");
    await page.waitForURL("**/guest-catalog");
  });
});

describe("a deploy", () => {
  it("offers the new version, which takes over the unchanged files and replaces the old caches on Reload", async () => {
    const page = await returningStudent();
    const before = await keptState(page);
    expect(before.assets.length).toBe(1);
    // Once served by the worker, the screen's files are all kept (the first visit came before the worker).
    await page.reload({ waitUntil: "networkidle" });
    try {
      // The next build's worker: another version of the same files (its compressed twins, which the server would
      // send instead, are left out).
      rmSync(`${workerFile}.br`, { force: true });
      rmSync(`${workerFile}.gz`, { force: true });
      writeFileSync(workerFile, firstWorker.replace(/"version":"[0-9a-f]+"/, '"version":"next-build"'));
      // What the worker itself asks of the network (the page's own requests are answered by a worker).
      const downloaded: string[] = [];
      page.context().on("request", (request) => {
        if (request.serviceWorker() !== null && request.url().includes("/assets/")) downloaded.push(request.url());
      });
      await page.reload();
      const prompt = page.getByRole("status").filter({ has: page.getByRole("button") });
      await prompt.waitFor();
      // The worker took the build's files from the older cache instead of downloading them again.
      expect(downloaded).toEqual([]);
      await prompt.getByRole("button").click();
      await page.waitForFunction(
        () => navigator.serviceWorker.controller !== null && document.readyState === "complete",
      );
      await page.getByTestId("my-courses").waitFor();
      await expect.poll(async () => keptState(page)).toMatchObject({ assets: ["school-assets-next-build"] });
      expect(await page.getByTestId("update-prompt").count()).toBe(0);
    } finally {
      writeFileSync(workerFile, firstWorker);
    }
  });
});
