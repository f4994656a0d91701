import { WEB_ROUTES, type WebLayout, type WebRouteKey } from "@school/contracts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { matchRoutes } from "react-router";

type PageLoader = () => Promise<ComponentType>;

/** Each page's chunk, downloaded on the first visit; the Record type makes a missing page a compile error. */
const PAGE_LOADERS: Record<WebRouteKey, PageLoader> = {
  programList: () => import("../pages/ProgramListPage").then((module) => module.ProgramListPage),
  myCourse: () => import("../pages/MyCoursePage").then((module) => module.MyCoursePage),
  lessons: () => import("../pages/LessonsPage").then((module) => module.LessonsPage),
  courseAdd: () => import("../pages/CourseAddPage").then((module) => module.CourseAddPage),
  courseEdit: () => import("../pages/CourseEditPage").then((module) => module.CourseEditPage),
  lessonAdd: () => import("../pages/LessonAddPage").then((module) => module.LessonAddPage),
  lessonEdit: () => import("../pages/LessonEditPage").then((module) => module.LessonEditPage),
  constructor: () => import("../pages/ConstructorPage").then((module) => module.ConstructorPage),
  courseView: () => import("../pages/CourseViewPage").then((module) => module.CourseViewPage),
  courseLessonView: () => import("../pages/CourseLessonViewPage").then((module) => module.CourseLessonViewPage),
  taskBoard: () => import("../pages/TaskBoardPage").then((module) => module.TaskBoardPage),
  courseInfo: () => import("../pages/CourseInfoPage").then((module) => module.CourseInfoPage),
  myCourseInfo: () => import("../pages/MyCourseInfoPage").then((module) => module.MyCourseInfoPage),
  catalog: () => import("../pages/CatalogPage").then((module) => module.CatalogPage),
  analytics: () => import("../pages/AnalyticsPage").then((module) => module.AnalyticsPage),
  schedule: () => import("../pages/SchedulePage").then((module) => module.SchedulePage),
  settings: () => import("../pages/SettingsPage").then((module) => module.SettingsPage),
  groupAdd: () => import("../pages/GroupAddPage").then((module) => module.GroupAddPage),
  groupEdit: () => import("../pages/GroupEditPage").then((module) => module.GroupEditPage),
  usersList: () => import("../pages/UsersListPage").then((module) => module.UsersListPage),
  usersBoard: () => import("../pages/UsersBoardPage").then((module) => module.UsersBoardPage),
  usersAdd: () => import("../pages/UsersAddPage").then((module) => module.UsersAddPage),
  teacherView: () => import("../pages/TeacherViewPage").then((module) => module.TeacherViewPage),
  userView: () => import("../pages/UserViewPage").then((module) => module.UserViewPage),
  successTariff: () => import("../pages/SuccessTariffPage").then((module) => module.SuccessTariffPage),
  successCourse: () => import("../pages/SuccessCoursePage").then((module) => module.SuccessCoursePage),
  login: () => import("../pages/LoginPage").then((module) => module.LoginPage),
  setPassword: () => import("../pages/SetPasswordPage").then((module) => module.SetPasswordPage),
  registration: () => import("../pages/RegistrationPage").then((module) => module.RegistrationPage),
  verify: () => import("../pages/VerifyPage").then((module) => module.VerifyPage),
  mailSuccess: () => import("../pages/MailSuccessPage").then((module) => module.MailSuccessPage),
  error: () => import("../pages/NotFoundPage").then((module) => module.NotFoundPage),
  phone: () => import("../pages/PhonePage").then((module) => module.PhonePage),
  guestCatalog: () => import("../pages/GuestCatalogPage").then((module) => module.GuestCatalogPage),
  guestCourseInfo: () => import("../pages/GuestCourseInfoPage").then((module) => module.GuestCourseInfoPage),
};

/** One lazily loaded page per WEB_ROUTES key (pages use named exports, React.lazy wants a default one). */
export const PAGES = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([key, load]) => [key, lazy(async () => ({ default: await load() }))]),
) as Record<WebRouteKey, LazyExoticComponent<ComponentType>>;

/** The layouts are chunks too: a guest's first screen has no use for the signed-in menu and header. */
const LAYOUT_LOADERS: Record<WebLayout, PageLoader> = {
  main: () => import("./layouts/MainLayout").then((module) => module.MainLayout),
  guest: () => import("./layouts/GuestLayout").then((module) => module.GuestLayout),
  empty: () => import("./layouts/EmptyLayout").then((module) => module.EmptyLayout),
};

export const LAYOUTS = Object.fromEntries(
  Object.entries(LAYOUT_LOADERS).map(([layout, load]) => [layout, lazy(async () => ({ default: await load() }))]),
) as Record<WebLayout, LazyExoticComponent<ComponentType>>;

const PAGE_PATHS = WEB_ROUTES.map((route) => ({ path: route.path, route }));

/**
 * Starts downloading the page a path opens, and its layout, before React asks for them, so their chunks arrive
 * alongside the language's texts instead of one after another.
 */
export function preloadPageOf(pathname: string): void {
  const route = matchRoutes(PAGE_PATHS, pathname)?.[0]?.route.route;
  if (route === undefined) return;
  void LAYOUT_LOADERS[route.layout]().catch(() => undefined);
  void PAGE_LOADERS[route.key]().catch(() => undefined);
}
