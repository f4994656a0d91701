import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { homePathFor, login, type SignedInRole } from "@school/contracts";
import { eq } from "drizzle-orm";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll } from "vitest";
import { buildApp } from "../server/src/app.js";
import { DEFAULT_HTTP_TIMEOUTS, readEnv } from "../server/src/config.js";
import { createLocalStorage } from "../server/src/core/storage/storage.js";
import { courseMembers, schools, userEducations, users } from "../server/src/db/schema/index.js";
import { addUser } from "../server/src/modules/school/school-setup.service.js";
import { DEMO_ACCOUNTS, DEMO_DOMAIN, DEMO_PASSWORD, seedDemo } from "../server/src/seed/demo.js";
import { reservePort } from "../server/src/test/http-fixtures.js";
import { startSmtpCapture } from "../server/src/test/smtp-capture.js";
import { openTestDatabase } from "../server/src/test/test-database.js";
import {
  type AccessibilityFinding,
  axeViolations,
  focusWithoutIndicator,
  pageFindings,
  recordFocus,
} from "./accessibility-checks.js";
import { seededDemo } from "./seeded-demo.js";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/**
 * Chromium 156 draws its address bar's suggestions as a WebUI page and preloads it, in a renderer of its own, for
 * every window, which headless mode opens for every browser context: half a second of CPU per context (more than the
 * test's own page at rest) for a popup no test can see (decision 0104).
 */
const UNSEEN_BROWSER_UI = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup", "WebUIOmniboxFullPopup"];
/**
 * Chromium keeps only the last --disable-features it is given, so Playwright's own list (playwright-core's
 * chromiumSwitches, version 1.65) is given again with ours.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
];
/**
 * V8's optimising compilers (Maglev, TurboFan) off, its baseline compiler (Sparkplug) kept: a test's page lives for
 * seconds and its code rarely runs hot enough for an optimised build to repay the compile, which took about a fifth of
 * the renderer's CPU (a trace of help-legal.e2e.ts: 5 of 26 s on background compile threads). Measured on whole
 * files, 7–20 % less CPU (issue 39). What the scripts do is the same at every tier; a bench that times pages as a
 * visitor's browser draws them (bench/catalog.ts) launches without it.
 */
const JIT_FOR_SHORT_PAGES = "--js-flags=--max-opt=1";
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_BROWSER_UI].join(",")}`,
];
/** The built web app under test; WEB_DIST points elsewhere to test a build made beside another one. */
export const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL("../web/dist", import.meta.url));

/** Debian's Chromium, headless, with nothing reaching for the network (the machine has none). */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
export const SCREENSHOTS = fileURLToPath(new URL("./screenshots", import.meta.url));

/** A page's size when a test names no other: a laptop's. */
const DEFAULT_VIEWPORT = { width: 1280, height: 800 };

export type Platform = Awaited<ReturnType<typeof startPlatform>>;

/**
 * A platform's connections: one person at a time clicks through it, so a few serve its requests and its jobs. At the
 * defaults (10 + 10 for requests, 8 + 4 for jobs, one per live channel) an idle platform held 32, and three workers'
 * platforms and a file's second one went past a default PostgreSQL's 100 ("too many clients already").
 */
const PLATFORM_POOL_SIZE = 4;
const PLATFORM_JOB_POOL_SIZE = 3;

/**
 * How long the platform keeps an idle keep-alive connection under the browser tests: longer than a file runs. A tab,
 * and with it its context's API client (`page.request`, the harness's sign-in), is kept across a file's tests
 * (decision 0165), so that client reuses sockets across the idle gaps between tests. A socket the server closes at its
 * idle limit (5 s) just as the client sends on it answers ECONNRESET: a browser resends such a request on a new
 * connection, Playwright's client does not (one failed test on a loaded machine, 2026-11-28). The product's limit is
 * tested where it is set (`http-timeouts.test.ts`).
 */
const KEEP_ALIVE_LONGER_THAN_A_FILE_MS = 30 * 60_000;

/**
 * The whole platform as a user meets it: the built web app and the API on one port, a fresh database with the
 * demo data (a copy of the run's seeded demo, e2e/seeded-demo.ts, or seeded here), a real SMTP server catching mail,
 * and headless Chromium: `browser`, which closing the platform leaves open, or one of its own. The school's domain is
 * `localhost`.
 */
export async function startPlatform(
  options: {
    env?: Record<string, string>;
    browser?: Browser /** Another web build (a benchmark's "before"). */;
    webDist?: string;
  } = {},
) {
  const smtp = await startSmtpCapture();
  const { port, release: releasePort } = await reservePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = `/tmp/school-e2e-${process.pid}-${Date.now()}`;
  mkdirSync(dataDir, { recursive: true });
  // The demo's files (tasks, posters, documents) go where the app's local storage reads them.
  const media = `${dataDir}/media`;
  const demo = await seededDemo();
  const database = await openTestDatabase({ copyOf: demo?.database, poolSize: PLATFORM_POOL_SIZE });
  if (demo) cpSync(demo.media, media, { recursive: true });
  else await seedDemo(database.db, createLocalStorage(media));
  const { app, deps } = await buildApp({
    // Further variables, e.g. TELEGRAM_BOT_TOKEN and TELEGRAM_API_ROOT pointing at server/src/test/telegram-fake.ts:
    // the base URL is local, so the bot long-polls the fake (decision 0057).
    env: readEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      SMTP_URL: smtp.url,
      DB_POOL_SIZE: String(PLATFORM_POOL_SIZE),
      DB_JOB_POOL_SIZE: String(PLATFORM_JOB_POOL_SIZE),
      // A page is drawn on the server however busy the machine running several test files is: what a test checks is
      // the page, not the time limit, whose own shell storefront-pages.e2e.ts checks with a limit of 0.
      GUEST_RENDER_TIME_LIMIT_MS: "10000",
      ...options.env,
    }),
    db: database.db,
    signingSecret: "e2e-secret-that-is-long-enough-for-hs256-signing",
    webDist: options.webDist ?? webDist,
    httpTimeouts: { ...DEFAULT_HTTP_TIMEOUTS, keepAliveMs: KEEP_ALIVE_LONGER_THAN_A_FILE_MS },
    // The product's own rate limits (DEFAULT_RATE_LIMITS): a file's sign-ins stay well inside them.
    logger: false,
  });
  await releasePort();
  await app.listen({ port, host: "127.0.0.1" });
  const browser = options.browser ?? (await launchChromium([JIT_FOR_SHORT_PAGES]));
  // The contexts its pages live in, closed with the platform when the browser is not its own to close.
  const contexts = new Set<BrowserContext>();
  mkdirSync(SCREENSHOTS, { recursive: true });

  return {
    baseUrl,
    smtp,
    database,
    /** The platform's file storage, for arranging files that no screen uploads yet. */
    storage: deps.storage,
    /** The app's services (the Telegram channel for a test that sends through it). */
    deps,
    browser,
    async newPage(
      options: {
        width?: number;
        height?: number;
        locale?: string;
        scripts?: boolean;
        /**
         * Let the app's service worker run (decision 0175). Off unless asked: a worker answers the page's requests
         * itself, out of sight of the routes a test sets on the page, and keeps pages between a test's steps.
         */
        serviceWorkers?: boolean;
        /** The browser's User-Agent, its service worker's requests included (a phone's, for a benchmark). */
        userAgent?: string;
      } = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      const context = await browser.newContext({
        serviceWorkers: options.serviceWorkers ? "allow" : "block",
        // A browser that runs no script: what a crawler or a messenger reads (decision 0145).
        ...(options.scripts === false ? { javaScriptEnabled: false } : {}),
        viewport: { width: options.width ?? DEFAULT_VIEWPORT.width, height: options.height ?? DEFAULT_VIEWPORT.height },
        // The browser's own language (navigator.language and Accept-Language, which a guest page's first visit is
        // drawn in, decision 0145): a Kazakhstani browser's Russian unless a test sets another.
        locale: options.locale ?? "ru-RU",
        baseURL: baseUrl,
        // Ant Design's animations off (the app follows the system's reduced-motion setting): a screen is at rest
        // as soon as it is drawn, so no check waits on an animation that a busy machine may never finish.
        reducedMotion: "reduce",
        ...(options.userAgent === undefined
          ? {}
          : {
              userAgent: options.userAgent,
              // A phone's browser says so in its client hint too, which the server reads first (decision 0176).
              extraHTTPHeaders: { "sec-ch-ua-mobile": /Mobi|Android|iPhone/.test(options.userAgent) ? "?1" : "?0" },
            }),
      });
      contexts.add(context);
      const page = await context.newPage();
      keepErrors(page);
      if (options.scripts !== false) awaitTakeOver(page);
      return { context, page };
    },
    async close() {
      if (options.browser) await Promise.all([...contexts].map((context) => context.close()));
      else await browser.close();
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A navigation returns once a page the server drew is taken over by its scripts (`data-hydrated`, decision 0145),
 * as a person waits for a page to answer: a click on a drawn page before then reaches no handler. Pages the browser
 * draws itself are waited for by each test's own checks, as before.
 */
function awaitTakeOver(page: Page): void {
  const takenOver = () =>
    page.waitForFunction(
      () => document.getElementById("served-state") === null || document.documentElement.dataset.hydrated === "true",
    );
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await takenOver();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await takenOver();
    return response;
  };
}

export const demoAccount = (role: SignedInRole) => DEMO_ACCOUNTS.find((account) => account.role === role)!;
export { DEMO_PASSWORD };

/** A user a test made for itself (`newUser`); signs in with DEMO_PASSWORD. */
export type Account = { id: number; email: string; role: SignedInRole; firstName: string; lastName: string };

let userCounter = 0;

/**
 * A new user of the demo school (factory), for a test that changes a user's state (password, name, programs, files):
 * the demo accounts are shared by every test of a file and stay as the seed made them. The last name is unique, so
 * a test can search for it. A new student has taken the onboarding tour and filled in an education row, so the
 * tour and the wizard do not cover the screens a test is about; `onboarded: false` leaves them to come.
 */
export async function newUser(
  platform: Platform,
  role: SignedInRole,
  names: { firstName?: string; lastName?: string; onboarded?: boolean } = {},
): Promise<Account> {
  userCounter += 1;
  const unique = `${userCounter}${Math.random().toString(36).slice(2, 7)}`;
  const account = {
    email: `${role}.${unique}@e2e.test`,
    role,
    firstName: names.firstName ?? "Aru",
    lastName: `${names.lastName ?? "Tester"}-${unique}`,
  };
  const schoolId = await demoSchoolId(platform);
  const { db } = platform.database;
  const id = await addUser(db, { ...account, schoolId, password: DEMO_PASSWORD });
  if (role === "student" && names.onboarded !== false) {
    await db.update(users).set({ firstVisit: true }).where(eq(users.id, id));
    await db.insert(userEducations).values({
      schoolId,
      userId: id,
      degree: "school",
      professionName: "School No. 1",
      start: 2013,
      end: 2024,
      assessmentForm: "five_point",
    });
  }
  return { id, ...account };
}

/** The language a user's account keeps (null: none saved), as the next sign-in on any device reads it. */
export async function savedLanguageOf(platform: Platform, userId: number): Promise<string | null> {
  const [row] = await platform.database.db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row?.language ?? null;
}

/** The school of the demo data, on the domain the browser opens (`localhost`): for factories of test data. */
export async function demoSchoolId(platform: Platform): Promise<number> {
  const { db } = platform.database;
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.domain, DEMO_DOMAIN));
  return school!.id;
}

/** The program the demo student studies with the demo teacher (its lessons, group, purchase come from the seed). */
export async function demoProgramId(platform: Platform): Promise<number> {
  const { db } = platform.database;
  const [membership] = await db
    .select({ courseId: courseMembers.courseId })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(eq(users.email, demoAccount("student").email));
  return membership!.courseId;
}

/**
 * The accounts this worker has signed in through the form. A worker runs its files one after another in one module
 * graph (e2e/vitest.config.ts), so the set outlives a file: every platform seeds the same demo accounts with the same
 * password, and each is signed in through the form once per worker (decision 0104).
 */
const signedInThroughForm = new Set<string>();

/**
 * Signs in a demo account by its role, or a test's own user, and opens `path` (the role's home screen without one).
 * An account's first sign-in in a worker goes through the real login screen, as a person's would; the later ones
 * make their session with the same login call the screen makes (the refresh cookie lands in the test's browser) and
 * open `path` at once, as a signed-in person opens a link: the session comes back from the cookie on that load. So
 * the form is tested once per account and worker instead of in every test (auth.e2e.ts tests the form itself), and
 * a test that starts elsewhere than home pays for one page load, not two (a load is Chromium's costliest step).
 */
export async function loginAs(page: Page, who: SignedInRole | Account, path?: string): Promise<void> {
  const account = typeof who === "string" ? demoAccount(who) : who;
  if (signedInThroughForm.has(account.email)) {
    const answer = await page.request.post(`/api/v1/${login.path}`, {
      data: { email: account.email, password: DEMO_PASSWORD },
    });
    if (!answer.ok())
      throw new Error(`Signing in ${account.email} answered ${answer.status()}: ${await answer.text()}`);
    await page.goto(path ?? homePathFor(account.role));
    await signedInPageDrawn(page);
    return;
  }
  await page.goto("/login");
  await page.getByTestId("login-email").fill(account.email);
  await page.getByTestId("login-password").fill(DEMO_PASSWORD);
  await page.getByTestId("login-submit").click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  await signedInPageDrawn(page);
  signedInThroughForm.add(account.email);
  if (path !== undefined) await page.goto(path);
}

/**
 * A page is signed in once it has the session, stored the user's data and drawn the signed-in header. The address
 * leaves /login before that: the sign-in page stays drawn while the signed-in layout loads, and a click on its header
 * (its language menu) would land on a screen about to go.
 */
async function signedInPageDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => localStorage.getItem("uData") !== null);
  await page.getByTestId("profile-menu").waitFor();
}

let workerBrowser: Browser | undefined;

/**
 * The Chromium of this worker process, for every file it runs (e2e/vitest.config.ts runs a worker's files one after
 * another in one module graph), as Playwright's own runner keeps one browser per worker: each file has its own
 * context, which shares no cookies, storage or cache with another file's, and a test starts from it reset
 * (`browserSuite`). Launched again if it went away; Playwright kills it when the process exits.
 */
async function workerChromium(): Promise<Browser> {
  if (!workerBrowser?.isConnected()) workerBrowser = await launchChromium([JIT_FOR_SHORT_PAGES]);
  return workerBrowser;
}

/**
 * One platform per test file, and for each test a browser tab that remembers nothing of the last test: no cookie, no
 * storage, no listener, no route. `suite.page` is the current test's page. Registers the Vitest hooks, so a spec file
 * only says what it does.
 *
 * The tab is the file's one tab, reset between tests rather than opened afresh (decision 0165): a fresh context cost
 * Chromium about a second of CPU more per test (a new renderer process compiling the app's scripts again, every chunk
 * fetched again), and the server and Playwright a third of a second more. The reset clears what a test leaves
 * behind; what stays is Chromium's cache of the immutable, content-hashed assets and its compiled code. A second page
 * opened in the same test (another person at once) is a fresh context of its own, as is one a reset could not clean.
 */
export function browserSuite(
  options: {
    env?: Record<string, string>;
    webDist?: string;
    /** The file's pages run the app's service worker (decision 0175); off for every other file. */
    serviceWorkers?: boolean;
  } = {},
) {
  const suite = {} as { platform: Platform; context: BrowserContext; page: Page };
  let tab: { context: BrowserContext; page: Page; close: () => Promise<void> } | undefined;
  let tabInUse = false;
  /** Further contexts of the current test, closed after it. */
  const others = new Set<BrowserContext>();

  /** The origins the tab's documents came from since its last reset (a test may visit the platform by its IP). */
  const visited = new Set<string>();
  const noteOrigins = (page: Page) =>
    page.on("framenavigated", (frame) => {
      if (frame.url().startsWith("http")) visited.add(new URL(frame.url()).origin);
    });

  async function resetTab(): Promise<void> {
    if (!tab) return;
    const { context, page } = tab;
    tabInUse = false;
    try {
      page.removeAllListeners();
      await page.unrouteAll({ behavior: "ignoreErrors" });
      // A page of the platform's own that runs no script, so nothing of the last test's app is left to act, and the
      // renderer (its compiled code) is kept: a cross-site page such as about:blank would start another.
      await page.goto("/robots.txt");
      await page.evaluate(() => sessionStorage.clear());
      const devtools = await context.newCDPSession(page);
      // Cookies, local storage, IndexedDB, service workers, Cache Storage: everything but the HTTP cache.
      for (const origin of new Set([suite.platform.baseUrl, ...visited])) {
        await devtools.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
      }
      await devtools.detach();
      visited.clear();
      noteOrigins(page);
      await context.clearCookies();
      await context.clearPermissions();
    } catch {
      await closeTab();
    }
  }

  /** Closes the tab for good; the next test's openPage opens a new one. */
  async function closeTab(): Promise<void> {
    tabInUse = false;
    await tab?.close().catch(() => undefined);
    tab = undefined;
  }

  beforeAll(async () => {
    suite.platform = await startPlatform({
      env: options.env,
      webDist: options.webDist,
      browser: await workerChromium(),
    });
  });
  afterAll(async () => {
    await closeTab();
    // A platform that failed to start has nothing to close; its own error is the one to read.
    await suite.platform?.close();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") await recordFailure(task.name, [tab?.context, ...others]);
    await Promise.all([...others].map((context) => context.close()));
    others.clear();
    // A failed test may still be running: one that timed out goes on acting on its page after Vitest has moved on.
    // Its tab is closed rather than reset, so what it does next fails there instead of inside the next test.
    if (task.result?.state === "fail") await closeTab();
    else if (tabInUse) await resetTab();
    // A language chosen while signed in is kept on the account (decision 0042): each test starts from accounts that
    // never chose, as it starts from a fresh browser, so one test's choice does not open the next one's screens.
    await suite.platform?.database.db.update(users).set({ language: null });
  });
  return Object.assign(suite, {
    /**
     * The test's page at `width` (1280 by default): the file's tab the first time in a test, and after
     * `suite.context.close()` (which resets the tab instead, as signing in as someone else in a fresh browser);
     * a fresh context for a second page at once.
     */
    async openPage(width?: number): Promise<Page> {
      if (tabInUse) {
        ({ context: suite.context, page: suite.page } = await suite.platform.newPage({
          width,
          serviceWorkers: options.serviceWorkers,
        }));
        others.add(suite.context);
        return suite.page;
      }
      tabInUse = true;
      if (tab) {
        await tab.page.setViewportSize({ ...DEFAULT_VIEWPORT, width: width ?? DEFAULT_VIEWPORT.width });
      } else {
        const opened = await suite.platform.newPage({ width, serviceWorkers: options.serviceWorkers });
        const close = opened.context.close.bind(opened.context);
        // A test closes its context to start again as someone else: the tab is reset for the next openPage.
        opened.context.close = () => resetTab();
        tab = { ...opened, close };
        noteOrigins(opened.page);
      }
      ({ context: suite.context, page: suite.page } = tab);
      return suite.page;
    },
  });
}

/**
 * A popup of Ant Design (dropdown, select, popconfirm) at rest: rc-motion keeps an `-appear`, `-enter` or `-leave`
 * class on it while it animates open or shut, and a `-hidden` one once it is shut.
 */
export const SETTLED_POPUP =
  ':not([class*="-appear"]):not([class*="-enter"]):not([class*="-leave"]):not([class*="-hidden"])';

/**
 * Picks an interface language in the header with one click, and returns once the document is in that language.
 *
 * The click waits for the menu to finish opening. On an item still sliding in, Playwright finds it "not stable" and
 * tries again, and from its second try it first scrolls the item to an edge or the centre of the window itself. The
 * menu hangs from the sticky header and Ant Design re-aligns it after a scroll, so it jumps back between the press
 * and the release: the release lands on the page beneath and no click reaches the item. A busy machine stretches
 * the animation over enough tries for that (a retry loop here used to hide it); on a settled menu the first try
 * finds the item still, and nothing scrolls.
 */
export async function chooseLanguage(page: Page, code: "ru" | "kk" | "en"): Promise<void> {
  const option = page.getByTestId(`language-option-${code}`);
  await page.getByTestId("language-switcher").click();
  await page.locator('[role="menu"]', { has: option }).waitFor();
  await option.click();
  await page.waitForFunction((language) => document.documentElement.lang === language, code);
  await option.waitFor({ state: "hidden" });
}

/** The last errors each page's console and scripts reported, said with a failed test (`recordFailure`). */
const pageErrors = new WeakMap<Page, string[]>();
const ERRORS_KEPT = 10;

function keepErrors(page: Page): void {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  const keep = (error: string) => {
    errors.push(error.slice(0, 500));
    if (errors.length > ERRORS_KEPT) errors.shift();
  };
  page.on("console", (message) => {
    if (message.type() === "error") keep(message.text());
  });
  page.on("pageerror", (error) => keep(`${error.name}: ${error.message}`));
}

/**
 * What a failed test's pages showed when it failed, for a failure that happens only inside the whole suite: each
 * open page's address and last errors on the log, and its screen under `screenshots/failed-*.png`.
 */
async function recordFailure(test: string, contexts: (BrowserContext | undefined)[]): Promise<void> {
  const pages = contexts.flatMap((context) => context?.pages() ?? []);
  const name = test.replace(/[^\p{L}\p{N}]+/gu, "-").slice(0, 60);
  await Promise.all(
    pages.map(async (page, index) => {
      const errors = (pageErrors.get(page) ?? []).map((error) => `\n  ${error}`).join("");
      console.error(
        `[failed: ${test}] page ${index} was at ${page.url()}${errors ? `; its last errors:${errors}` : ""}`,
      );
      await page
        .screenshot({ path: `${SCREENSHOTS}/failed-${name}-${index}.png`, timeout: 5_000 })
        .catch(() => undefined);
    }),
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: false });
}

/**
 * Whether a signed-in screen's page came drawn whole: the process draws a screen once it has loaded the screens'
 * code, its warm-up after the start (decision 0176); until then the screen's part is left to the browser.
 */
export const drawnWhole = (html: string): boolean => /<main class="app-content">(<!--\$-->)*<div/.test(html);

/**
 * Brings a program page's cards (its groups, documents, statuses, the student's progress and payments): they come
 * once their place nears the window (decision 0192), which a phone reaches only by scrolling down the program.
 */
export async function revealProgramCards(page: Page): Promise<void> {
  const place = page.getByTestId("program-sections-place");
  await page.getByTestId("course-info-title").waitFor();
  if ((await place.count()) > 0) await place.scrollIntoViewIfNeeded().catch(() => undefined);
}

/** axe-core's browser build, injected into a page by `accessibilityFindings`. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** Impacts that fail a test; moderate and minor findings are listed but do not block. */
const BLOCKING_IMPACTS = new Set(["serious", "critical"]);
const TARGETS_SHOWN = 4;

/**
 * What is still moving: an animation's classes, a spinner, a skeleton (Ant Design's or the first screen's own), and
 * content marked busy while it is replaced (the catalogue's cards stay dimmed until the next page arrives).
 */
const IN_MOTION =
  '[class*="-appear"], [class*="-enter"], [class*="-leave"], .ant-spin-spinning, .ant-skeleton-active, .lite-spin, .lite-skeleton, [aria-busy="true"]';
const AT_REST_TIMEOUT_MS = 30_000;

/** Waits until nothing on the page is in motion; when that never comes, the error names what stayed. */
async function waitUntilAtRest(page: Page): Promise<void> {
  try {
    // Polled on a timer: animation frames stop while the page is not the one in front.
    await page.waitForFunction((selector) => document.querySelector(selector) === null, IN_MOTION, {
      polling: 100,
      timeout: AT_REST_TIMEOUT_MS,
    });
  } catch (error) {
    const moving = await page
      .evaluate(
        (selector) =>
          Array.from(document.querySelectorAll(selector))
            .slice(0, 5)
            .map((element) => element.getAttribute("class")),
        IN_MOTION,
      )
      .catch(() => []);
    throw new Error(`The page did not come to rest in ${AT_REST_TIMEOUT_MS} ms; still moving: ${moving.join(" | ")}`, {
      cause: error,
    });
  }
}

/**
 * What axe-core (WCAG 2.1 A and AA, best practices) and the page checks beside it (one h1, placeholder contrast,
 * keyboard reach) find on the page as it stands, of every impact. Waits first for popups to finish animating and
 * for spinners and skeletons to go, so colours are measured at rest.
 */
export async function accessibilityFindings(page: Page): Promise<AccessibilityFinding[]> {
  await waitUntilAtRest(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return [
    ...(await page.evaluate(axeViolations, TARGETS_SHOWN)),
    ...(await page.evaluate(pageFindings, TARGETS_SHOWN)),
  ];
}

/**
 * Fails when the page as it stands has a serious or critical accessibility finding, listing each with its rule,
 * help and first targets; `context` names the screen, viewer, width and state. With A11Y_REPORT naming a file,
 * every finding of every impact is appended there as a JSON line instead and nothing fails: decision 0019 counted
 * its figures so.
 */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  const findings = await accessibilityFindings(page);
  const report = process.env.A11Y_REPORT;
  if (report) {
    appendFileSync(report, `${JSON.stringify({ context, findings })}\n`);
    return;
  }
  const blocking = findings.filter((finding) => BLOCKING_IMPACTS.has(finding.impact));
  if (blocking.length === 0) return;
  const lines = blocking.map((finding) => {
    const more = finding.nodes > finding.targets.length ? ` (+${finding.nodes - finding.targets.length} more)` : "";
    return `- ${finding.id} (${finding.impact}): ${finding.help}\n    ${finding.targets.join("\n    ")}${more}`;
  });
  throw new Error(`${context}: ${blocking.length} serious or critical accessibility finding(s)\n${lines.join("\n")}`);
}

/** Resolves once the browser has painted the frame after the current one. */
export function nextPaint(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))));
}

/**
 * Tabs through the page from the top, up to `presses` times, and fails naming every control that looks the same
 * focused as not (WCAG 2.4.7, focus visible). Transitions are switched off meanwhile, so a control is compared
 * with itself at rest, not halfway through its focus animation.
 */
export async function expectFocusVisible(page: Page, context: string, presses = 30): Promise<void> {
  await page.evaluate(() => {
    const still = new CSSStyleSheet();
    still.replaceSync("*, *::before, *::after { transition: none !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    (document.activeElement as HTMLElement | null)?.blur();
  });
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press("Tab");
    // Some controls show their focus a render later (Ant Design's Select sets its focused class from state): the
    // look is taken once the next frame has been painted, as a user would see it.
    await nextPaint(page);
    await page.evaluate(recordFocus);
  }
  // The same render later for the last control's look without focus.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await nextPaint(page);
  const unseen = await page.evaluate(focusWithoutIndicator);
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  });
  if (unseen.length > 0) throw new Error(`${context}: focus not visible on\n    ${unseen.join("\n    ")}`);
}
