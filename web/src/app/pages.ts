import type { WebRouteKey } from "@school/contracts";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** Loads a page's chunk on first visit; pages use named exports, React.lazy wants a default one. */
function page<Module>(load: () => Promise<Module>, name: keyof Module): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** One lazily loaded page per WEB_ROUTES key; the Record type makes a missing page a compile error. */
export const PAGES: Record<WebRouteKey, LazyExoticComponent<ComponentType>> = {
  programList: page(() => import("../pages/ProgramListPage"), "ProgramListPage"),
  myCourse: page(() => import("../pages/MyCoursePage"), "MyCoursePage"),
  lessons: page(() => import("../pages/LessonsPage"), "LessonsPage"),
  courseAdd: page(() => import("../pages/CourseAddPage"), "CourseAddPage"),
  courseEdit: page(() => import("../pages/CourseEditPage"), "CourseEditPage"),
  lessonAdd: page(() => import("../pages/LessonAddPage"), "LessonAddPage"),
  lessonEdit: page(() => import("../pages/LessonEditPage"), "LessonEditPage"),
  constructor: page(() => import("../pages/ConstructorPage"), "ConstructorPage"),
  courseView: page(() => import("../pages/CourseViewPage"), "CourseViewPage"),
  courseLessonView: page(() => import("../pages/CourseLessonViewPage"), "CourseLessonViewPage"),
  courseInfo: page(() => import("../pages/CourseInfoPage"), "CourseInfoPage"),
  myCourseInfo: page(() => import("../pages/MyCourseInfoPage"), "MyCourseInfoPage"),
  catalog: page(() => import("../pages/CatalogPage"), "CatalogPage"),
  analytics: page(() => import("../pages/AnalyticsPage"), "AnalyticsPage"),
  schedule: page(() => import("../pages/SchedulePage"), "SchedulePage"),
  settings: page(() => import("../pages/SettingsPage"), "SettingsPage"),
  groupAdd: page(() => import("../pages/GroupAddPage"), "GroupAddPage"),
  groupEdit: page(() => import("../pages/GroupEditPage"), "GroupEditPage"),
  usersList: page(() => import("../pages/UsersListPage"), "UsersListPage"),
  usersAdd: page(() => import("../pages/UsersAddPage"), "UsersAddPage"),
  teacherView: page(() => import("../pages/TeacherViewPage"), "TeacherViewPage"),
  userView: page(() => import("../pages/UserViewPage"), "UserViewPage"),
  successTariff: page(() => import("../pages/SuccessTariffPage"), "SuccessTariffPage"),
  successCourse: page(() => import("../pages/SuccessCoursePage"), "SuccessCoursePage"),
  login: page(() => import("../pages/LoginPage"), "LoginPage"),
  setPassword: page(() => import("../pages/SetPasswordPage"), "SetPasswordPage"),
  registration: page(() => import("../pages/RegistrationPage"), "RegistrationPage"),
  verify: page(() => import("../pages/VerifyPage"), "VerifyPage"),
  mailSuccess: page(() => import("../pages/MailSuccessPage"), "MailSuccessPage"),
  error: page(() => import("../pages/NotFoundPage"), "NotFoundPage"),
  phone: page(() => import("../pages/PhonePage"), "PhonePage"),
  guestCatalog: page(() => import("../pages/GuestCatalogPage"), "GuestCatalogPage"),
  guestCourseInfo: page(() => import("../pages/GuestCourseInfoPage"), "GuestCourseInfoPage"),
};
