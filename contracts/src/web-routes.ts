import { type SignedInRole, STAFF_ROLES } from "./roles.js";

/**
 * The route table of product.md section 2: every screen with its layout and allowed roles.
 * The web router and its guard read this table; nothing else decides who may open a screen.
 */
export type WebLayout = "main" | "guest" | "empty";
export type WebRoute = {
  key: string;
  path: string;
  layout: WebLayout;
  /** `public` screens need no sign-in; otherwise the signed-in roles allowed. */
  roles: "public" | readonly SignedInRole[];
  /**
   * The roles that still open the screen while their school's tariff is not active: the school admin reaches the
   * tariff to pay it (decision 0055). Everyone else of an inactive school is sent to the guest catalogue.
   */
  whileSchoolInactive?: readonly SignedInRole[];
};

const ALL: readonly SignedInRole[] = ["admin_school", "admin", "teacher", "student"];
const STAFF: readonly SignedInRole[] = ["admin_school", "admin"];
/** Those who grade answers: staff, and teachers (their own programs', which the API decides). */
const GRADERS: readonly SignedInRole[] = ["admin_school", "admin", "teacher"];

export const WEB_ROUTES = [
  { key: "programList", path: "/", layout: "main", roles: STAFF },
  /**
   * The school's home page, the root's screen for a visitor (decision 0170): drawn on the server, while a signed-in
   * user opening the root gets the screen above (or is sent on from it) as before. Never in the same table as it
   * (`routesFor`). An extension.
   */
  { key: "schoolHome", path: "/", layout: "guest", roles: "public" },
  { key: "myCourse", path: "/my-course", layout: "main", roles: ALL },
  { key: "lessons", path: "/lessons", layout: "main", roles: ALL },
  { key: "courseAdd", path: "/course-add", layout: "main", roles: STAFF },
  { key: "courseEdit", path: "/course-edit/:courseId", layout: "main", roles: STAFF },
  { key: "lessonAdd", path: "/course/:courseId/lesson-add", layout: "main", roles: STAFF },
  { key: "lessonEdit", path: "/course/:courseId/lesson-edit/:lessonId", layout: "main", roles: STAFF },
  { key: "constructor", path: "/course/:courseId/lesson/:lessonId/constructor", layout: "main", roles: ALL },
  /** Grading one answer after another (issue 23, decision 0078): an extension, the spec has no such route. */
  { key: "grading", path: "/grading", layout: "main", roles: GRADERS },
  { key: "courseView", path: "/course/view/:courseId", layout: "main", roles: ALL },
  { key: "courseLessonView", path: "/course/view/:courseId/lesson/:lessonId", layout: "main", roles: ALL },
  /** A task's interactive board for one student (issue 9, decision 0023); the API decides who may open it. */
  {
    key: "taskBoard",
    path: "/course/view/:courseId/lesson/:lessonId/board/:exerciseId/:studentId",
    layout: "main",
    roles: ALL,
  },
  { key: "courseInfo", path: "/course/info/:courseId", layout: "main", roles: ["admin", "admin_school", "teacher"] },
  { key: "myCourseInfo", path: "/my-course/info/:courseId", layout: "main", roles: ALL },
  { key: "catalog", path: "/catalog", layout: "main", roles: ALL },
  { key: "analytics", path: "/analytics", layout: "main", roles: ALL },
  { key: "schedule", path: "/schedule", layout: "main", roles: ALL },
  { key: "settings", path: "/settings", layout: "main", roles: ALL, whileSchoolInactive: ["admin_school"] },
  { key: "groupAdd", path: "/group-add/:courseId", layout: "main", roles: ["admin_school"] },
  { key: "groupEdit", path: "/group-edit/:courseId/:groupId", layout: "main", roles: ["admin_school"] },
  { key: "usersList", path: "/users-list", layout: "main", roles: STAFF },
  { key: "usersAdd", path: "/users-add", layout: "main", roles: STAFF },
  /** Every student's conversation with the school, on every channel (issue 37, decision 0147). An extension. */
  { key: "inbox", path: "/inbox", layout: "main", roles: STAFF },
  /** A school admin's or manager's tasks: overdue, today, upcoming, done (issue 37, decision 0149). An extension. */
  { key: "myTasks", path: "/my-tasks", layout: "main", roles: STAFF },
  /** The school admin's automation rules and their log (issue 37, decision 0150). An extension. */
  { key: "automation", path: "/automation", layout: "main", roles: ["admin_school"] },
  /** The student's own conversation with the school (issue 37, decision 0147). An extension. */
  { key: "messages", path: "/messages", layout: "main", roles: ["student"] },
  /** The student's tranches with Pay (decision 0159). An extension. */
  { key: "myPayments", path: "/my-payments", layout: "main", roles: ["student"] },
  /** The admissions pipeline board (issue 10, decision 0032): an extension, the spec has no such route. */
  { key: "usersBoard", path: "/users-board", layout: "main", roles: STAFF },
  /** The money screens (issue 21, decision 0054): balances, the money report, acts of work done. An extension. */
  { key: "finance", path: "/finance", layout: "main", roles: STAFF },
  /** The caller's own files in one list (`my-files/`, api-catalogue "FAQ and files"; decision 0062). */
  { key: "myFiles", path: "/my-files", layout: "main", roles: ALL },
  /** A mailing: composing it and watching it go (issue 22, decision 0066). An extension. */
  { key: "mailing", path: "/mailings/:mailingId", layout: "main", roles: STAFF },
  { key: "teacherView", path: "/user/teacher/view/:userId", layout: "main", roles: STAFF },
  { key: "userView", path: "/user/view/:userId", layout: "main", roles: STAFF },
  {
    key: "successTariff",
    path: "/success/tariff/:orderId/:tariffPrice/:currency/:student/:month",
    layout: "empty",
    roles: ALL,
    whileSchoolInactive: ["admin_school"],
  },
  {
    key: "successCourse",
    path: "/success/course/:orderId/:courseId/:courseCost/:currency",
    layout: "empty",
    roles: ALL,
  },
  /**
   * The development provider's local checkout page (decision 0052): only while no real provider is set up. A lapsed
   * school's admin pays the tariff on it as on a provider's page.
   */
  {
    key: "devCheckout",
    path: "/pay/dev-checkout/:orderId",
    layout: "empty",
    roles: ALL,
    whileSchoolInactive: ["admin_school"],
  },
  /** Choosing the card, Kaspi or a bank transfer for a program (issue 38, decision 0160). An extension. */
  { key: "payCourse", path: "/pay/course/:courseId", layout: "main", roles: ["student"] },
  /** A Kaspi or transfer order: how to pay it, "I have paid", the school's decision (decision 0160). An extension. */
  { key: "offlineOrder", path: "/pay/offline/:orderId", layout: "main", roles: ["student"] },
  { key: "login", path: "/login", layout: "empty", roles: "public" },
  { key: "setPassword", path: "/set-password", layout: "empty", roles: "public" },
  { key: "registration", path: "/user-registrate", layout: "empty", roles: "public" },
  { key: "verify", path: "/login/verify", layout: "empty", roles: "public" },
  { key: "mailSuccess", path: "/mail-success", layout: "empty", roles: "public" },
  { key: "error", path: "/error", layout: "empty", roles: "public" },
  { key: "phone", path: "/phone", layout: "empty", roles: "public" },
  /** A mailing's "Unsubscribe" link: leaves the school's mailings in one click (decision 0141). An extension. */
  { key: "unsubscribe", path: "/unsubscribe", layout: "empty", roles: "public" },
  /** A tranche's payment link, paid without signing in (decision 0159). An extension. */
  { key: "paymentLink", path: "/pay/link/:token", layout: "empty", roles: "public" },
  /** A legal document written as text, opened from the footer or the info modal (decision 0061). An extension. */
  { key: "legal", path: "/legal/:kind", layout: "empty", roles: "public" },
  { key: "guestCatalog", path: "/guest-catalog", layout: "guest", roles: "public" },
  { key: "guestCourseInfo", path: "/guest-catalog/info/:courseId", layout: "guest", roles: "public" },
  /**
   * A certificate's public verification page, which its QR code opens on the school's domain (decision 0163): drawn
   * on the server, not indexed. An extension.
   */
  { key: "verifyCertificate", path: "/verify/:code", layout: "guest", roles: "public" },
] as const satisfies readonly WebRoute[];

export type WebRouteKey = (typeof WEB_ROUTES)[number]["key"];

/** Who opens an address: a visitor (no one signed in on the browser) or a signed-in user. */
export type RouteAudience = "visitor" | "signedIn";

/** The screen the root opens for each audience (decision 0170): the school's home page, the staff's program list. */
const ROOT_SCREENS = { visitor: "schoolHome", signedIn: "programList" } as const satisfies Record<
  RouteAudience,
  WebRouteKey
>;

/** The routes an audience's router matches: every one but the other audience's root screen. */
export function routesFor(audience: RouteAudience): readonly (typeof WEB_ROUTES)[number][] {
  const other = ROOT_SCREENS[audience === "visitor" ? "signedIn" : "visitor"];
  return WEB_ROUTES.filter((route) => route.key !== other);
}

/**
 * The cookie the web app writes while someone is signed in on the browser (decision 0170). Only a hint, never
 * trusted for access: the server then answers the root with the web app's shell (the signed-in screens' page)
 * rather than drawing the school's home page, which the browser would replace at once.
 */
export const SIGNED_IN_COOKIE = "signed_in";

/** Navigation menu rows of product.md section 2, each with the roles that see it. */
export type NavItem = {
  key: string;
  roles: readonly SignedInRole[];
  /** A route to open, or an action the shell performs (a modal). */
  to?: string;
  action?: "infoModal" | "faqModal" | "onboardingVideo";
  children?: readonly NavItem[];
};

export const NAV_MENU: readonly NavItem[] = [
  { key: "inbox", roles: STAFF, to: "/inbox" },
  { key: "myTasks", roles: STAFF, to: "/my-tasks" },
  { key: "automation", roles: ["admin_school"], to: "/automation" },
  { key: "messages", roles: ["student"], to: "/messages" },
  { key: "myPayments", roles: ["student"], to: "/my-payments" },
  { key: "users", roles: STAFF, to: "/users-list" },
  { key: "pipeline", roles: STAFF, to: "/users-board" },
  { key: "schedule", roles: ALL, to: "/schedule" },
  { key: "catalog", roles: ALL, to: "/catalog" },
  { key: "analytics", roles: ALL, to: "/analytics" },
  { key: "finance", roles: STAFF, to: "/finance" },
  {
    key: "programmes",
    roles: ALL,
    children: [
      { key: "schoolProgrammes", roles: STAFF, to: "/" },
      { key: "myProgrammes", roles: ALL, to: "/my-course" },
      { key: "sections", roles: ALL, to: "/lessons" },
      { key: "grading", roles: GRADERS, to: "/grading" },
    ],
  },
  { key: "myFiles", roles: ALL, to: "/my-files" },
  { key: "info", roles: ALL, action: "infoModal" },
  { key: "faq", roles: ALL, action: "faqModal" },
  { key: "onboardingVideo", roles: ALL, action: "onboardingVideo" },
];

export function navFor(role: SignedInRole, items: readonly NavItem[] = NAV_MENU): NavItem[] {
  return items
    .filter((item) => item.roles.includes(role))
    .map((item) => (item.children ? { ...item, children: navFor(role, item.children) } : item));
}

/** Where a freshly signed-in user lands: staff on the programme list, everyone else on their programmes. */
export function homePathFor(role: SignedInRole): string {
  return (STAFF_ROLES as readonly SignedInRole[]).includes(role) ? "/" : "/my-course";
}
