import {
  CATALOG_PAGE_SIZE,
  catalogCourseDetail,
  catalogMaxPrice,
  catalogPage,
  catalogQuery,
  courseLanguageQuery,
  guestCatalogQuery,
  myCoursesQuery,
} from "../catalogue.js";
import { idParams } from "../fields.js";
import { domainQuery } from "../school.js";
import { endpoint } from "./endpoint.js";

/** The read side of the catalogue: lists of programs and a program's page. The write side is course.endpoints.ts. */
const tags = ["catalog"];
const pageNote = `${CATALOG_PAGE_SIZE} per page, with facet counts`;

export const listGuestCatalog = endpoint({
  method: "GET",
  path: "course/course/guest_course_in_catalog/",
  permission: "school.public",
  summary: `The public catalogue of the school of \`domain\` (signed-in callers: their own school); ${pageNote}`,
  tags,
  query: guestCatalogQuery,
  response: catalogPage,
});

export const listSchoolCatalog = endpoint({
  method: "GET",
  path: "course/course/catalog/{schoolId}/",
  permission: "catalog.read",
  summary: `The catalogue of the caller's school (another school's id: 404); ${pageNote}`,
  tags,
  params: idParams("schoolId"),
  query: catalogQuery,
  response: catalogPage,
});

export const listSchoolPrograms = endpoint({
  method: "GET",
  path: "course/course/list/{school}/",
  permission: "program.manage",
  summary: `Every program of the caller's school, hidden ones included (another school's id: 404); ${pageNote}`,
  tags,
  params: idParams("school"),
  query: guestCatalogQuery,
  response: catalogPage,
});

export const listMyCourses = endpoint({
  method: "GET",
  path: "course/course/my/",
  permission: "catalog.read",
  summary: `Programs the caller teaches or studies; ${pageNote}`,
  tags,
  query: myCoursesQuery,
  response: catalogPage,
});

export const getGuestCourse = endpoint({
  method: "GET",
  path: "course/course/guest_course/{id}/",
  permission: "school.public",
  summary: "A program's public page in `translate_lang` (hidden programs: 404 for guests and students)",
  tags,
  params: idParams("id"),
  query: courseLanguageQuery,
  response: catalogCourseDetail,
});

export const getCourse = endpoint({
  method: "GET",
  path: "course/course/detail/{id}/",
  permission: "catalog.read",
  summary: "A program's page in `translate_lang` (hidden programs: 404 for students)",
  tags,
  params: idParams("id"),
  query: courseLanguageQuery,
  response: catalogCourseDetail,
});

export const getCatalogMaxPrice = endpoint({
  method: "GET",
  path: "course/course/get_max_price/",
  permission: "school.public",
  summary: "The highest fee and tuition in the visible catalogue, for the range sliders",
  tags,
  query: domainQuery,
  response: catalogMaxPrice,
});
