import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SignedInRole } from "@school/contracts";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { buildApp } from "../server/src/app.js";
import { readEnv } from "../server/src/config.js";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from "../server/src/db/seed/demo.js";
import { freePort } from "../server/src/test/http-fixtures.js";
import { startSmtpCapture } from "../server/src/test/smtp-capture.js";
import { openTestDatabase } from "../server/src/test/test-database.js";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
export const webDist = fileURLToPath(new URL("../web/dist", import.meta.url));

/** Debian's Chromium, headless, with nothing reaching for the network (the machine has none). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
export const SCREENSHOTS = fileURLToPath(new URL("./screenshots", import.meta.url));

export type Platform = Awaited<ReturnType<typeof startPlatform>>;

/**
 * The whole platform as a user meets it: the built web app and the API on one port, a fresh database with the
 * demo data, a real SMTP server catching mail, and headless Chromium. The school's domain is `localhost`.
 */
export async function startPlatform() {
  const smtp = await startSmtpCapture();
  const database = await openTestDatabase();
  await seedDemo(database.db);
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = `/tmp/school-e2e-${process.pid}-${Date.now()}`;
  mkdirSync(dataDir, { recursive: true });
  const { app, deps } = await buildApp({
    env: readEnv({ NODE_ENV: "test", LOG_LEVEL: "warn", DATA_DIR: dataDir, PUBLIC_URL: baseUrl, SMTP_URL: smtp.url }),
    db: database.db,
    signingSecret: "e2e-secret-that-is-long-enough-for-hs256-signing",
    webDist,
    rateLimits: { windowSeconds: 900, perAccount: 200, perAddress: 1000 },
    logger: false,
  });
  await app.listen({ port, host: "127.0.0.1" });
  const browser = await launchChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });

  return {
    baseUrl,
    smtp,
    database,
    /** The platform's file storage, for arranging files that no screen uploads yet. */
    storage: deps.storage,
    browser,
    async newPage(options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
        baseURL: baseUrl,
      });
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
      await app.close();
      await database.close();
      await smtp.close();
    },
  };
}

export const demoAccount = (role: SignedInRole) => DEMO_ACCOUNTS.find((account) => account.role === role)!;
export { DEMO_PASSWORD };

/** Signs in through the real login screen, as a person would. */
export async function loginAs(page: Page, role: SignedInRole): Promise<void> {
  await page.goto("/login");
  await page.getByTestId("login-email").fill(demoAccount(role).email);
  await page.getByTestId("login-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/**
 * One platform per test file and a fresh browser context per test: `suite.page` is the current test's page.
 * Registers the Vitest hooks, so a spec file only says what it does.
 */
export function browserSuite() {
  const suite = {} as { platform: Platform; context: BrowserContext; page: Page };
  beforeAll(async () => {
    suite.platform = await startPlatform();
  });
  afterAll(() => suite.platform.close());
  afterEach(() => suite.context?.close());
  return Object.assign(suite, {
    async openPage(width?: number): Promise<Page> {
      ({ context: suite.context, page: suite.page } = await suite.platform.newPage({ width }));
      return suite.page;
    },
  });
}

/**
 * Picks an interface language in the header. The page is in the new language once the document says so. Under
 * load a click can land while the menu is still animating open and be lost, as a person's would; like a person,
 * the helper then opens the menu and clicks again (three tries), and fails if the language never changes.
 */
export async function chooseLanguage(page: Page, code: "ru" | "kk" | "en"): Promise<void> {
  const option = page.getByTestId(`language-option-${code}`);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (!(await option.isVisible())) await page.getByTestId("language-switcher").click();
    await option.waitFor({ state: "visible" });
    await option.click();
    const switched = await page
      .waitForFunction((language) => document.documentElement.lang === language, code, { timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
    if (switched) {
      if (await option.isVisible()) await page.keyboard.press("Escape");
      await option.waitFor({ state: "hidden" });
      return;
    }
  }
  throw new Error(`The interface did not switch to ${code}`);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}
