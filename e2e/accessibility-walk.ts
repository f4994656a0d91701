import { type SignedInRole, WEB_ROUTES, type WebRouteKey } from "@school/contracts";
import { asc, eq } from "drizzle-orm";
import type { BrowserContext, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { certificates, exerciseLists, exercises, lessons, users } from "../server/src/db/schema/index.js";
import {
  browserSuite,
  chooseLanguage,
  demoAccount,
  demoProgramId,
  expectAccessible,
  expectFocusVisible,
  loginAs,
  SETTLED_POPUP,
} from "./harness.js";

/**
 * WCAG 2.1 AA on every screen of the route table at a desktop and a phone width (decision 0019): expectAccessible
 * once the screen has drawn, and again in each open state that matters (menus, drawers, modals, form errors), opened
 * from the keyboard where a person would. Each screen is walked once a width, by the role that sees the most of it
 * (`walkersOf`), and a screen a student and the staff see as two different screens by both; a state only another
 * role sees is walked by that role (decision 0198). Which role may open which screen is the route guard's and the
 * API's tests' to hold, not this walk's. Public screens are walked by a guest. Russian, the default, everywhere;
 * Kazakh and English on the main screens. A route added to WEB_ROUTES is walked here without a change once its path
 * parameters have values below.
 */
let suite: ReturnType<typeof browserSuite>;

type Width = { name: string; width: number; height: number };
const WIDTHS: readonly Width[] = [
  { name: "1280", width: 1280, height: 800 },
  { name: "390", width: 390, height: 844 },
];
type Viewer = SignedInRole | "guest";
type Language = "ru" | "kk" | "en";
type Route = (typeof WEB_ROUTES)[number];
type Walk = {
  page: Page;
  viewer: Viewer;
  mobile: boolean;
  label: string;
  /** Requests under way: a screen has drawn once none is left. */
  pending: Set<Request>;
  /** An open state left something behind that Escape did not shut: the next screen is then loaded afresh. */
  dirty: boolean;
};

/**
 * Values for the routes' path parameters: the demo program, which every role can see, the demo teacher, and the
 * demo student's board of the program's first task (the demo teacher teaches the program).
 */
const ids = { courseId: 0, teacherId: 0, exerciseId: 0, studentId: 0, certificateCode: "" };
async function findIds(): Promise<void> {
  const { db } = suite.platform.database;
  ids.courseId = await demoProgramId(suite.platform);
  const idOf = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  ids.teacherId = await idOf(demoAccount("teacher").email);
  ids.studentId = await idOf(demoAccount("student").email);
  // The demo student's certificate (decision 0163): its public verification page.
  const [certificate] = await db.select({ code: certificates.code }).from(certificates).limit(1);
  ids.certificateCode = certificate!.code;
  const [task] = await db
    .select({ id: exercises.id })
    .from(exercises)
    .innerJoin(exerciseLists, eq(exerciseLists.id, exercises.exListId))
    .innerJoin(lessons, eq(lessons.id, exerciseLists.lessonId))
    .where(eq(lessons.courseId, ids.courseId))
    .orderBy(asc(exercises.id))
    .limit(1);
  ids.exerciseId = task!.id;
}

function pathOf(route: Route): string {
  const values: Record<string, string> = {
    courseId: String(ids.courseId),
    lessonId: "1",
    groupId: "1",
    userId: String(ids.teacherId),
    exerciseId: String(ids.exerciseId),
    studentId: String(ids.studentId),
    orderId: "1",
    tariffPrice: "10000",
    courseCost: "10000",
    currency: "KZT",
    student: "10",
    month: "1",
    // A legal document written as text in the demo (decision 0061), and the mailing composer (decision 0066).
    kind: "privacy",
    mailingId: "new",
    code: ids.certificateCode,
    // A link no one sent (43 URL-safe characters, as a real one): the page a guest meets for a wrong or old link.
    token: "A".repeat(43),
  };
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`accessibility-walk.ts: give the path parameter :${name} a value`);
    return value;
  });
}

/** Waits until no request has been under way for a moment (a few polls in a row). */
async function quiet(walk: Walk): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (let calm = 0; calm < 3; calm = walk.pending.size === 0 ? calm + 1 : 0) {
    if (Date.now() > deadline) {
      throw new Error(`still loading: ${[...walk.pending].map((request) => request.url()).join(", ")}`);
    }
    await walk.page.waitForTimeout(60);
  }
}

/**
 * Opens a screen as the app's own links do (a history entry, no reload) and waits until it has drawn: its h1 (every
 * screen has one) in place of the last screen's, the chunk and API calls answered, and the guard kept us on the
 * path. A screen already open at rest is left as it is; one open at another tab moves to the tab in place when
 * `tabs` says the screen's tabs follow its address. The page is loaded afresh instead after an open state Escape
 * did not shut, and for another query string (a variant the screen reads when it starts).
 */
async function open(walk: Walk, path: string, tabs: "follow the address" | "none" = "none"): Promise<void> {
  const { page } = walk;
  const here = page.url().startsWith("http") ? new URL(page.url()) : null;
  if (!walk.dirty && here && `${here.pathname}${here.search}` === path) return;
  const target = new URL(path, "http://x");
  const sameScreen = here?.pathname === target.pathname;
  const inPlace = sameScreen ? tabs === "follow the address" : !path.includes("?");
  if (walk.dirty || here === null || !inPlace) {
    await page.goto(path);
  } else {
    await page.evaluate(
      ({ address, leaving }) => {
        if (leaving)
          for (const heading of Array.from(document.querySelectorAll("h1"))) heading.setAttribute("data-left", "");
        window.history.pushState(null, "", address);
        window.dispatchEvent(new PopStateEvent("popstate"));
      },
      { address: path, leaving: !sameScreen },
    );
  }
  walk.dirty = false;
  await page
    .locator("h1:not([data-left])")
    .first()
    .waitFor({ state: "attached", timeout: 10_000 })
    .catch(() => {
      throw new Error(`${path} as ${walk.viewer} at ${walk.label}: no h1 drawn in 10 s`);
    });
  await quiet(walk);
  expect(new URL(page.url()).pathname).toBe(target.pathname);
}

async function settledPopup(page: Page, selector: string): Promise<void> {
  await page.locator(`${selector}${SETTLED_POPUP}`).last().waitFor();
}

/** Presses a control from the keyboard, so opening a state also proves it needs no mouse. */
async function pressKey(page: Page, testId: string, key = "Enter"): Promise<void> {
  await page.getByTestId(testId).focus();
  await page.keyboard.press(key);
}

type State = {
  name: string;
  applies?: (walk: Walk) => boolean;
  /** The screen's address query that opens the state (a tab, which follows the address: decision 0104). */
  query?: string;
  show: (walk: Walk) => Promise<void>;
};

/** The phone's menu, the shell's own <dialog>, once it has slid in. */
const openMenuDrawer = async ({ page }: Walk) => {
  await pressKey(page, "menu-burger");
  await page.waitForFunction(() => document.querySelector(".lite-drawer[open]")?.getAnimations().length === 0);
};

const LANGUAGE_MENU: State = {
  name: "language menu",
  show: async ({ page }) => {
    await pressKey(page, "language-switcher");
    await settledPopup(page, '[role="menu"]');
  },
};

/** The header and menu every signed-in screen shares, checked on each role's home screen. */
const SHELL_STATES: readonly State[] = [
  LANGUAGE_MENU,
  {
    name: "profile menu",
    show: async ({ page }) => {
      await pressKey(page, "profile-menu");
      await settledPopup(page, '[role="menu"]');
    },
  },
  { name: "side menu drawer", applies: ({ mobile }) => mobile, show: openMenuDrawer },
  {
    name: "chat-bot code",
    applies: ({ viewer }) => viewer === "student",
    show: async ({ page }) => {
      await pressKey(page, "chat-code-button");
      await settledPopup(page, ".lite-popover");
    },
  },
  ...(["info", "faq", "onboardingVideo"] as const).map(
    (item): State => ({
      name: `${item} modal`,
      show: async (walk) => {
        if (walk.mobile) await openMenuDrawer(walk);
        await walk.page.getByTestId(`menu-${item}`).click();
        await settledPopup(walk.page, ".ant-modal-wrap");
      },
    }),
  ),
];

/** The catalogue's own drawer (no Ant Design on the first screen): a dialog, at rest once it stops sliding in. */
const FILTER_DRAWER: State = {
  name: "filter drawer",
  applies: ({ mobile }) => mobile,
  show: async ({ page }) => {
    await pressKey(page, "catalog-filters-open");
    await page.locator('dialog[open]:not([class*="-entering"])').waitFor();
  },
};

/** A long facet's searchable list, opened from the keyboard, a city chosen in it (desktop: phones open it in the sheet). */
const FACET_LIST: State = {
  name: "a facet's searchable list",
  applies: ({ mobile }) => !mobile,
  show: async ({ page }) => {
    await pressKey(page, "filter-select-city", "ArrowDown");
    await page.getByRole("listbox").getByRole("option").first().waitFor();
    await page.keyboard.press("Enter");
    await page.getByRole("listbox").locator('[aria-selected="true"]').waitFor();
  },
};

const EMPTY_FORM_SENT = (submit: string): State => ({
  name: "empty form sent",
  show: async ({ page }) => {
    await page.getByTestId(submit).click();
    await page.locator(".ant-form-item-explain-error").first().waitFor();
  },
});

/** The student import dialog (decision 0034), opened from the list or the add form, empty or with a file's report. */
const IMPORT_DIALOG: State = {
  name: "import dialog",
  show: async ({ page }) => {
    await page.getByTestId("users-import").click();
    await settledPopup(page, ".ant-modal-wrap");
  },
};
const IMPORT_REPORT: State = {
  name: "import report of a file with a bad row",
  show: async ({ page }) => {
    await page.getByTestId("users-import").click();
    await settledPopup(page, ".ant-modal-wrap");
    const file = "last_name,first_name,email,phone\r\nBad,Row,not-an-e-mail,8701\r\n";
    await page
      .getByTestId("import-dialog")
      .locator('input[type="file"]')
      .setInputFiles({ name: "students.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
    await page.getByTestId("import-report").waitFor();
  },
};

/** Open states of single screens: what a person opens there beside the screen at rest. */
const SCREEN_STATES = new Map<WebRouteKey, readonly State[]>([
  [
    "usersList",
    [
      IMPORT_DIALOG,
      IMPORT_REPORT,
      {
        name: "export menu",
        show: async ({ page }) => {
          await page.getByTestId("users-export").click();
          await settledPopup(page, '[role="menu"]');
        },
      },
    ],
  ],
  ["usersAdd", [IMPORT_DIALOG]],
  ["guestCatalog", [LANGUAGE_MENU, FILTER_DRAWER, FACET_LIST]],
  ["catalog", [FILTER_DRAWER, FACET_LIST]],
  ["login", [EMPTY_FORM_SENT("login-submit")]],
  ["courseAdd", [EMPTY_FORM_SENT("course-save")]],
  [
    "usersBoard",
    [
      {
        name: "a card's move menu",
        show: async ({ page }) => {
          const menu = page.locator('[data-testid^="pipeline-menu-"]').first();
          await menu.waitFor();
          await menu.focus();
          await page.keyboard.press("Enter");
          await settledPopup(page, ".ant-dropdown");
        },
      },
    ],
  ],
  [
    "programList",
    [
      {
        name: "dictionaries",
        query: "?tab=dictionaries",
        show: async ({ page }) => {
          await page.getByTestId("dictionary-tag").waitFor();
        },
      },
      {
        name: "dictionary entry modal",
        query: "?tab=dictionaries",
        show: async ({ page }) => {
          await page.locator('[data-testid^="dictionary-tag-rename-"]').first().click();
          await settledPopup(page, ".ant-modal-wrap");
        },
      },
    ],
  ],
  [
    "settings",
    [
      {
        name: "school tab",
        applies: ({ viewer }) => viewer === "admin_school" || viewer === "admin",
        query: "?tab=school",
        show: async ({ page }) => {
          await page.getByTestId("school-settings-form").waitFor();
        },
      },
      {
        name: "school tab, time zone list",
        applies: ({ viewer }) => viewer === "admin_school",
        query: "?tab=school",
        show: async ({ page }) => {
          await page.getByTestId("school-time-zone").click();
          await settledPopup(page, ".ant-select-dropdown");
        },
      },
      {
        // The school admin's alone: the tariff is theirs to pay (decision 0055).
        name: "tariff tab",
        applies: ({ viewer }) => viewer === "admin_school",
        query: "?tab=tariff",
        show: async ({ page }) => {
          await page.getByTestId("tariff-history").waitFor();
        },
      },
      {
        name: "newsletter tab",
        applies: ({ viewer }) => viewer === "admin_school" || viewer === "admin",
        query: "?tab=newsletter",
        show: async ({ page }) => {
          await page.getByTestId("newsletter-tab").waitFor();
        },
      },
      ...(
        [
          ["documents tab", "documents", "support-form"],
          ["FAQ tab", "faq", "faq-editor"],
          ["notices tab", "notices", "notice-title"],
        ] as const
      ).map(([name, tab, testId]) => ({
        name,
        applies: ({ viewer }: { viewer: Viewer }) => viewer === "admin_school" || viewer === "admin",
        query: `?tab=${tab}`,
        show: async ({ page }: { page: Page }) => {
          await page.getByTestId(testId).waitFor();
        },
      })),
      {
        name: "notification preferences tab",
        applies: () => true,
        query: "?tab=notifications",
        show: async ({ page }) => {
          await page.getByTestId("notification-preferences").waitFor();
        },
      },
      {
        name: "section list",
        applies: ({ viewer, mobile }) => mobile && (viewer === "admin_school" || viewer === "admin"),
        show: async ({ page }) => {
          await page.getByTestId("settings-section-select").click();
          await settledPopup(page, ".ant-select-dropdown");
        },
      },
    ],
  ],
]);

/** Variants of a screen reached by its query string. */
const SCREEN_VARIANTS = new Map<WebRouteKey, readonly string[]>([
  ["setPassword", ["?token=an-expired-link"]],
  ["verify", ["?email=student%40demo.kz"]],
  ["mailSuccess", ["?email=student%40demo.kz"]],
]);

const HOME: Record<SignedInRole, WebRouteKey> = {
  admin_school: "programList",
  admin: "programList",
  teacher: "myCourse",
  student: "myCourse",
};

/** Screens whose focus order is walked with the keyboard at the desktop width: one per layout and the forms. */
const FOCUS_WALKED = new Set<WebRouteKey>(["login", "guestCatalog", "myCourse", "programList", "courseEdit"]);

/** The roles in the order of what they see: a school's admin sees every screen a teacher's or a student's does. */
const SEES_MOST: readonly SignedInRole[] = ["admin_school", "admin", "teacher", "student"];

/**
 * Screens a student and the staff see as two different screens (a student's programs, lessons and progress; the
 * staff's to run): walked as both.
 */
const STUDENT_AND_STAFF_SCREENS = new Set<WebRouteKey>([
  "myCourse",
  "myCourseInfo",
  "lessons",
  "courseView",
  "courseLessonView",
  "catalog",
  "analytics",
  "schedule",
  "settings",
]);

/** Screens of a student's own work and payments that staff may open too: walked as the student, whose they are. */
const STUDENT_SCREENS = new Set<WebRouteKey>(["taskBoard", "successTariff", "successCourse", "devCheckout"]);

/**
 * Who walks a screen: a guest the public ones; the student and a school's admin the screens they see differently;
 * the student their own; anyone else's, the role that sees the most of it.
 */
function walkersOf(route: Route): readonly Viewer[] {
  if (route.roles === "public") return ["guest"];
  const roles: readonly SignedInRole[] = route.roles;
  if (STUDENT_AND_STAFF_SCREENS.has(route.key)) return ["admin_school", "student"];
  if (STUDENT_SCREENS.has(route.key)) return ["student"];
  return [SEES_MOST.find((role) => roles.includes(role))!];
}

/**
 * The screens' open states that some role allowed on the screen sees at this width but none of its walkers does, as
 * "screen: state (role)": each must be walked by a role that sees it.
 */
function statesNoWalkerSees(mobile: boolean): string[] {
  return [...SCREEN_STATES].flatMap(([key, states]) => {
    const route = WEB_ROUTES.find((candidate) => candidate.key === key)!;
    const allowed: readonly Viewer[] = route.roles === "public" ? ["guest"] : route.roles;
    const sees = (state: State, viewer: Viewer) => state.applies?.({ viewer, mobile } as Walk) ?? true;
    return states.flatMap((state) =>
      walkersOf(route).some((walker) => sees(state, walker))
        ? []
        : allowed.filter((viewer) => sees(state, viewer)).map((viewer) => `${key}: ${state.name} (${viewer})`),
    );
  });
}

/** The screens a viewer walks (`walkersOf`). */
function routesFor(viewer: Viewer) {
  return WEB_ROUTES.filter((route) => walkersOf(route).includes(viewer));
}

async function checkScreen(walk: Walk, route: Route): Promise<void> {
  const path = pathOf(route);
  const context = (state: string) => `${route.key} (${path}) as ${walk.viewer} at ${walk.label}${state}`;
  for (const variant of ["", ...(SCREEN_VARIANTS.get(route.key) ?? [])]) {
    await open(walk, `${path}${variant}`);
    await expectAccessible(walk.page, context(variant));
  }
  if (!walk.mobile && FOCUS_WALKED.has(route.key)) {
    await expectFocusVisible(walk.page, context(", keyboard focus"));
  }
  await checkStates(walk, route, SCREEN_STATES.get(route.key) ?? []);
}

/** What an open state puts over a screen: Ant Design's modals and popups, the lite menus, popovers and drawers. */
const OVERLAYS =
  ".ant-modal-wrap, .ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-popover, .lite-menu, .lite-popover, dialog[open]";

/**
 * Shuts an open state as a person does, with Escape, and tells whether the screen is back at rest: no overlay left
 * visible and still at the state's address. A full load costs Chromium about a second of CPU, so the next state is
 * shown on the screen at rest rather than on a fresh load, which stays the fallback (decision 0104).
 */
async function shutWithEscape(page: Page, address: string): Promise<boolean> {
  // A <dialog> that Escape shuts tells the app in its `close` event, a task after the key: until the app has heard it,
  // a press on what opens the dialog again would be undone by it, so the shutting waits for that event too.
  await page.evaluate(() => {
    const dialog = Array.from(document.querySelectorAll("dialog[open]")).pop();
    (window as { walkDialogShut?: Promise<void> }).walkDialogShut = dialog
      ? new Promise((resolve) => dialog.addEventListener("close", () => setTimeout(resolve, 0), { once: true }))
      : Promise.resolve();
  });
  await page.keyboard.press("Escape");
  const shut = await page
    .waitForFunction(
      (selector) =>
        Array.from(document.querySelectorAll(selector)).every(
          (overlay) => overlay.getClientRects().length === 0 || getComputedStyle(overlay).visibility === "hidden",
        ),
      OVERLAYS,
      { timeout: 2_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (shut) {
    await page.evaluate(() =>
      Promise.race([
        (window as { walkDialogShut?: Promise<void> }).walkDialogShut,
        new Promise((resolve) => setTimeout(resolve, 2_000)),
      ]),
    );
  }
  const here = new URL(page.url());
  return shut && `${here.pathname}${here.search}` === address;
}

/** A screen's open states (menus, drawers, modals, form errors), each shown over the screen at rest. */
async function checkStates(walk: Walk, route: Route, states: readonly State[]): Promise<void> {
  const path = pathOf(route);
  for (const state of states.filter((candidate) => candidate.applies?.(walk) ?? true)) {
    const address = `${path}${state.query ?? ""}`;
    await open(walk, address, "follow the address");
    walk.dirty = true;
    await state.show(walk);
    await expectAccessible(walk.page, `${route.key} (${address}) as ${walk.viewer} at ${walk.label}, ${state.name}`);
    walk.dirty = !(await shutWithEscape(walk.page, address));
  }
}

/** One browser per viewer, width and language, signed in once, walking the viewer's screens one test each. */
function walkScreens(input: { viewer: Viewer; width: Width; language: Language; only?: readonly WebRouteKey[] }) {
  const { viewer, width, language, only } = input;
  describe(`${viewer} at ${width.name} px in ${language}`, () => {
    let context: BrowserContext;
    const walk = {
      viewer,
      mobile: width.width < 993,
      label: `${width.name} px, ${language}`,
      pending: new Set(),
      dirty: false,
    } as Walk;
    beforeAll(async () => {
      ({ context, page: walk.page } = await suite.platform.newPage({ width: width.width, height: width.height }));
      walk.page.on("request", (request) => walk.pending.add(request));
      walk.page.on("requestfinished", (request) => walk.pending.delete(request));
      walk.page.on("requestfailed", (request) => walk.pending.delete(request));
      if (viewer === "guest") await walk.page.goto("/guest-catalog");
      else await loginAs(walk.page, viewer);
      await quiet(walk);
      if (language !== "ru") await chooseLanguage(walk.page, language);
    });
    afterAll(() => context?.close());

    const routes = routesFor(viewer).filter((candidate) => !only || only.includes(candidate.key));
    for (const route of routes) {
      it(route.key, () => checkScreen(walk, route));
    }
    // The shell's own states (header menus, the mobile drawer), shown over the viewer's home screen: a test of
    // their own, so no screen's test carries them. Every role's, though another role may walk the home screen itself.
    const home =
      viewer === "guest" || (only && !only.includes(HOME[viewer]))
        ? undefined
        : WEB_ROUTES.find((route) => route.key === HOME[viewer]);
    if (home) it(`${home.key}: the shell's menus`, () => checkStates(walk, home, SHELL_STATES));
  });
}

const VIEWERS: readonly Viewer[] = ["guest", "student", "teacher", "admin", "admin_school"];

/** The screens used most, in the other two languages: longer words, other plurals, other widths of text. */
const MAIN_SCREENS: readonly [Viewer, readonly WebRouteKey[]][] = [
  ["guest", ["guestCatalog", "guestCourseInfo", "login", "registration"]],
  ["student", ["myCourse", "myCourseInfo", "catalog", "settings"]],
  ["admin_school", ["programList", "courseEdit", "courseInfo", "settings"]],
];

/**
 * The walk at one of the two widths, on a platform of its own: a file per width (accessibility-desktop.e2e.ts,
 * accessibility-phone.e2e.ts), so the two halves of the longest browser test run at once (decision 0104).
 */
export function walkAccessibility(widthName: "1280" | "390"): void {
  const width = WIDTHS.find((candidate) => candidate.name === widthName)!;
  suite = browserSuite();
  beforeAll(findIds);
  it("leaves no open state a role sees unwalked, though each screen is walked by one or two roles", () => {
    expect(statesNoWalkerSees(width.width < 993)).toEqual([]);
  });
  for (const viewer of VIEWERS) walkScreens({ viewer, width, language: "ru" });
  for (const language of ["kk", "en"] as const) {
    for (const [viewer, only] of MAIN_SCREENS) walkScreens({ viewer, width, language, only });
  }
}
