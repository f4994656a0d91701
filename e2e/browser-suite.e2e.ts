import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { browserSuite } from "./harness.js";

/**
 * The file's one tab (decision 0165): each test finds it as a fresh browser would, whatever the last test left, and
 * a test that failed leaves no tab behind for the next one to share.
 */
const suite = browserSuite();
let leftBehind: Page;

it("a test leaves a cookie and storage on the tab", async () => {
  leftBehind = await suite.openPage();
  await leftBehind.goto("/robots.txt");
  await suite.context.addCookies([{ name: "left", value: "1", url: suite.platform.baseUrl }]);
  await leftBehind.evaluate(() => {
    localStorage.setItem("left", "1");
    sessionStorage.setItem("left", "1");
  });
  expect(await suite.context.cookies()).toHaveLength(1);
});

it("the next test gets the same tab with none of it", async () => {
  const page = await suite.openPage();
  expect(page).toBe(leftBehind);
  await page.goto("/robots.txt");
  expect(await suite.context.cookies()).toHaveLength(0);
  expect(
    await page.evaluate(() => [localStorage.getItem("left"), sessionStorage.getItem("left"), document.cookie]),
  ).toEqual([null, null, ""]);
});

it.fails("a test that fails", async () => {
  leftBehind = await suite.openPage();
  throw new Error("failing on purpose: a timed-out test would go on acting on this tab");
});

it("the test after a failed one gets a new tab; the failed test's tab is closed", async () => {
  expect(leftBehind.isClosed()).toBe(true);
  const page = await suite.openPage();
  expect(page).not.toBe(leftBehind);
  await page.goto("/robots.txt");
  expect(page.url()).toBe(`${suite.platform.baseUrl}/robots.txt`);
});
