import { type UiLanguage, uiLanguageByIndex, type WebLayout, type WebRouteKey } from "@school/contracts";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { AntdScope, preloadAntd } from "../antd-scope/AntdScope";
import { readLanguageIndex } from "../features/language/ui-language";
import { prefetchGuestSchool } from "../features/school/hooks/use-guest-school.query";
import { readUserData } from "../features/session/user-data";
import { FullPageSpin } from "../ui/FullPageSpin";
import { type Preloadable, preloadable } from "../ui/preloadable";
import { webRouteAt } from "./current-route";
import { ScreenTakenOver } from "./screen-taken-over";

type PageLoader = () => Promise<ComponentType>;

/**
 * A page drawn with Ant Design: it comes inside an AntdScope, whose chunk (theme, locale) downloads beside the
 * page's own. A page without this wrapper must not import Ant Design at all (decision 0038): the catalogue's first
 * screen is one.
 */
function withAntd(load: PageLoader): PageLoader {
  return () =>
    Promise.all([load(), preloadAntd()]).then(([Page]) => {
      // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when its chunk arrives (preloadable keeps the first).
      const InAntdScope = () => (
        <AntdScope fallback={<FullPageSpin />}>
          <Page />
          <ScreenTakenOver />
        </AntdScope>
      );
      return InAntdScope;
    });
}

/** A page drawn without Ant Design (decision 0038), with what says when it is the app's. */
function bare(load: PageLoader): PageLoader {
  return () =>
    load().then((Page) => {
      const Screen = () => (
        <>
          <Page />
          <ScreenTakenOver />
        </>
      );
      return Screen;
    });
}

/**
 * Each page's chunk, downloaded on the first visit; the Record type makes a missing page a compile error. Every page
 * drawn with Ant Design says so with `withAntd`, every other with `bare`.
 */
const PAGE_LOADERS: Record<WebRouteKey, PageLoader> = {
  programList: withAntd(() => import("../pages/ProgramListPage").then((module) => module.ProgramListPage)),
  myCourse: bare(() => import("../pages/MyCoursePage").then((module) => module.MyCoursePage)),
  lessons: bare(() => import("../pages/LessonsPage").then((module) => module.LessonsPage)),
  courseAdd: withAntd(() => import("../pages/CourseAddPage").then((module) => module.CourseAddPage)),
  courseEdit: withAntd(() => import("../pages/CourseEditPage").then((module) => module.CourseEditPage)),
  lessonAdd: withAntd(() => import("../pages/LessonAddPage").then((module) => module.LessonAddPage)),
  lessonEdit: withAntd(() => import("../pages/LessonEditPage").then((module) => module.LessonEditPage)),
  constructor: withAntd(() => import("../pages/ConstructorPage").then((module) => module.ConstructorPage)),
  courseView: withAntd(() => import("../pages/CourseViewPage").then((module) => module.CourseViewPage)),
  courseLessonView: withAntd(() =>
    import("../pages/CourseLessonViewPage").then((module) => module.CourseLessonViewPage),
  ),
  taskBoard: withAntd(() => import("../pages/TaskBoardPage").then((module) => module.TaskBoardPage)),
  courseInfo: bare(() => import("../pages/CourseInfoPage").then((module) => module.CourseInfoPage)),
  myCourseInfo: bare(() => import("../pages/MyCourseInfoPage").then((module) => module.MyCourseInfoPage)),
  // The catalogue's two screens are the first screen, drawn without Ant Design (decision 0038).
  catalog: bare(() => import("../pages/CatalogPage").then((module) => module.CatalogPage)),
  analytics: withAntd(() => import("../pages/AnalyticsPage").then((module) => module.AnalyticsPage)),
  schedule: bare(() => import("../pages/SchedulePage").then((module) => module.SchedulePage)),
  settings: withAntd(() => import("../pages/SettingsPage").then((module) => module.SettingsPage)),
  groupAdd: withAntd(() => import("../pages/GroupAddPage").then((module) => module.GroupAddPage)),
  groupEdit: withAntd(() => import("../pages/GroupEditPage").then((module) => module.GroupEditPage)),
  usersList: bare(() => import("../pages/UsersListPage").then((module) => module.UsersListPage)),
  grading: withAntd(() => import("../pages/GradingPage").then((module) => module.GradingPage)),
  finance: withAntd(() => import("../pages/FinancePage").then((module) => module.FinancePage)),
  myFiles: withAntd(() => import("../pages/MyFilesPage").then((module) => module.MyFilesPage)),
  mailing: withAntd(() => import("../pages/MailingPage").then((module) => module.MailingPage)),
  usersBoard: withAntd(() => import("../pages/UsersBoardPage").then((module) => module.UsersBoardPage)),
  usersAdd: withAntd(() => import("../pages/UsersAddPage").then((module) => module.UsersAddPage)),
  inbox: bare(() => import("../pages/InboxPage").then((module) => module.InboxPage)),
  myTasks: bare(() => import("../pages/MyTasksPage").then((module) => module.MyTasksPage)),
  automation: withAntd(() => import("../pages/AutomationPage").then((module) => module.AutomationPage)),
  messages: withAntd(() => import("../pages/MessagesPage").then((module) => module.MessagesPage)),
  teacherView: withAntd(() => import("../pages/TeacherViewPage").then((module) => module.TeacherViewPage)),
  userView: withAntd(() => import("../pages/UserViewPage").then((module) => module.UserViewPage)),
  successTariff: withAntd(() => import("../pages/SuccessTariffPage").then((module) => module.SuccessTariffPage)),
  successCourse: withAntd(() => import("../pages/SuccessCoursePage").then((module) => module.SuccessCoursePage)),
  devCheckout: withAntd(() => import("../pages/DevCheckoutPage").then((module) => module.DevCheckoutPage)),
  payCourse: withAntd(() => import("../pages/PayCoursePage").then((module) => module.PayCoursePage)),
  offlineOrder: withAntd(() => import("../pages/OfflineOrderPage").then((module) => module.OfflineOrderPage)),
  login: withAntd(() => import("../pages/LoginPage").then((module) => module.LoginPage)),
  setPassword: withAntd(() => import("../pages/SetPasswordPage").then((module) => module.SetPasswordPage)),
  registration: withAntd(() => import("../pages/RegistrationPage").then((module) => module.RegistrationPage)),
  verify: withAntd(() => import("../pages/VerifyPage").then((module) => module.VerifyPage)),
  mailSuccess: withAntd(() => import("../pages/MailSuccessPage").then((module) => module.MailSuccessPage)),
  error: withAntd(() => import("../pages/NotFoundPage").then((module) => module.NotFoundPage)),
  phone: withAntd(() => import("../pages/PhonePage").then((module) => module.PhonePage)),
  myPayments: withAntd(() => import("../pages/MyPaymentsPage").then((module) => module.MyPaymentsPage)),
  paymentLink: withAntd(() => import("../pages/PaymentLinkPage").then((module) => module.PaymentLinkPage)),
  unsubscribe: withAntd(() => import("../pages/UnsubscribePage").then((module) => module.UnsubscribePage)),
  legal: withAntd(() => import("../pages/LegalDocumentPage").then((module) => module.LegalDocumentPage)),
  // The school's home page (decision 0170): drawn on the server, without Ant Design.
  schoolHome: bare(() => import("../pages/SchoolHomePage").then((module) => module.SchoolHomePage)),
  guestCatalog: bare(() => import("../pages/GuestCatalogPage").then((module) => module.GuestCatalogPage)),
  // A program's page is where a shared link lands: drawn without Ant Design too.
  guestCourseInfo: bare(() => import("../pages/GuestCourseInfoPage").then((module) => module.GuestCourseInfoPage)),
  // A certificate's QR code lands here (decision 0163): drawn on the server, without Ant Design.
  verifyCertificate: bare(() =>
    import("../pages/VerifyCertificatePage").then((module) => module.VerifyCertificatePage),
  ),
};

/**
 * Loads a screen's code and its layout's (with Ant Design's scope, for a screen drawn with it): the server does so
 * for every signed-in screen once it starts, so that its first drawing of each finds them loaded (decision 0176).
 */
export function loadScreen(routeKey: WebRouteKey, layout: WebLayout): Promise<unknown> {
  return Promise.all([PAGES[routeKey].preload(), LAYOUTS[layout].preload()]);
}

/** One page per WEB_ROUTES key, its code loaded on demand or ahead of its first render (`preload`). */
export const PAGES = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([key, load]) => [key, preloadable(load)]),
) as Record<WebRouteKey, Preloadable<object>>;

/** The layouts are chunks too: a guest's first screen has no use for the signed-in menu and header. */
const LAYOUT_LOADERS: Record<WebLayout, PageLoader> = {
  main: () => import("./layouts/MainLayout").then((module) => module.MainLayout),
  guest: () => import("./layouts/GuestLayout").then((module) => module.GuestLayout),
  empty: () => import("./layouts/EmptyLayout").then((module) => module.EmptyLayout),
};

export const LAYOUTS = Object.fromEntries(
  Object.entries(LAYOUT_LOADERS).map(([layout, load]) => [layout, preloadable(load)]),
) as Record<WebLayout, Preloadable<object>>;

/** What a page asks for before its first render, given the address it opens; settles once all has answered. */
export type PageDataPrefetch = (input: {
  queryClient: QueryClient;
  language: UiLanguage;
  params: Record<string, string | undefined>;
  search: URLSearchParams;
}) => Promise<unknown>;

/**
 * The data a visitor's landing screens open on, from their page's module (whose chunk the server's page already
 * preloads, decision 0106): asked for beside the texts instead of after the first render, it takes a round trip
 * off the time until the cards or the program's poster show (decision 0117).
 */
export const GUEST_DATA_PREFETCHES = new Map<WebRouteKey, () => Promise<PageDataPrefetch>>([
  ["schoolHome", () => import("../pages/SchoolHomePage").then((module) => module.prefetchSchoolHomeData)],
  ["guestCatalog", () => import("../pages/GuestCatalogPage").then((module) => module.prefetchGuestCatalogData)],
  [
    "guestCourseInfo",
    () => import("../pages/GuestCourseInfoPage").then((module) => module.prefetchGuestCourseInfoData),
  ],
  [
    "verifyCertificate",
    () => import("../pages/VerifyCertificatePage").then((module) => module.prefetchVerifyCertificateData),
  ],
]);

/**
 * Starts downloading the page a path opens, its layout and the guest layout's school, before React asks for them,
 * so they arrive alongside the language's texts instead of one after another; for a visitor (no one signed in on
 * this browser, whose screens would ask as their school instead), the landing screen's own data too. Settles once
 * the page's and the layout's code have arrived (or failed to: the screen then says so as it renders).
 */
export function preloadPageOf(pathname: string, queryClient: QueryClient): Promise<unknown> {
  // A browser keeping a signed-in user's data is restoring their session: the root is theirs (decision 0170).
  const match = webRouteAt(pathname, readUserData() === null ? "visitor" : "signedIn");
  if (match === null) return Promise.resolve();
  const { route } = match;
  const code = loadScreen(route.key, route.layout).catch(() => undefined);
  if (route.layout !== "guest") return code;
  const language = uiLanguageByIndex(readLanguageIndex());
  void prefetchGuestSchool(queryClient, language);
  const prefetchData = GUEST_DATA_PREFETCHES.get(route.key);
  if (prefetchData === undefined || readUserData() !== null) return code;
  const search = new URLSearchParams(window.location.search);
  void prefetchData()
    .then((prefetch) => prefetch({ queryClient, language, params: match.params, search }))
    .catch(() => undefined);
  return code;
}
