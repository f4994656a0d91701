// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getCatalogMaxPrice = {
  method: "GET",
  path: "course/course/get_max_price/",
} as Route<typeof endpoints.getCatalogMaxPrice>;

export const getCourse = {
  method: "GET",
  path: "course/course/detail/{id}/",
} as Route<typeof endpoints.getCourse>;

export const getGuestCourse = {
  method: "GET",
  path: "course/course/guest_course/{id}/",
} as Route<typeof endpoints.getGuestCourse>;

export const listGuestCatalog = {
  method: "GET",
  path: "course/course/guest_course_in_catalog/",
} as Route<typeof endpoints.listGuestCatalog>;

export const listMyCourses = {
  method: "GET",
  path: "course/course/my/",
} as Route<typeof endpoints.listMyCourses>;

export const listSchoolCatalog = {
  method: "GET",
  path: "course/course/catalog/{schoolId}/",
} as Route<typeof endpoints.listSchoolCatalog>;

export const listSchoolPrograms = {
  method: "GET",
  path: "course/course/list/{school}/",
} as Route<typeof endpoints.listSchoolPrograms>;
