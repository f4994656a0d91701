import {
  CATALOG_PAGE_SIZE,
  catalogCourseDetail,
  catalogMaxPrice,
  catalogPage,
  catalogQuery,
  courseLanguageQuery,
  dbId,
  domainQuery,
  guestCatalogQuery,
  myCoursesQuery,
} from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as catalog from "./catalog.service.js";

const tags = ["catalog"];
const pageNote = `${CATALOG_PAGE_SIZE} per page, with facet counts`;

export const catalogRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "course/course/guest_course_in_catalog/",
    permission: "school.public",
    needsSchool: true,
    summary: `The public catalogue of the school of \`domain\` (signed-in callers: their own school); ${pageNote}`,
    tags,
    query: guestCatalogQuery,
    response: catalogPage,
    handler: async ({ query, ctx }) =>
      catalog.guestCatalog(ctx.deps, { schoolId: schoolOf(ctx), query, requestUrl: ctx.request.url }),
  }),
  defineRoute({
    method: "GET",
    path: "course/course/catalog/{schoolId}/",
    permission: "catalog.read",
    summary: `The catalogue of the caller's school (another school's id: 404); ${pageNote}`,
    tags,
    params: z.object({ schoolId: dbId }),
    query: catalogQuery,
    response: catalogPage,
    handler: async ({ params, query, ctx }) =>
      catalog.schoolCatalog(ctx.deps, {
        schoolId: schoolOf(ctx),
        pathSchoolId: params.schoolId,
        query,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute({
    method: "GET",
    path: "course/course/list/{school}/",
    permission: "program.manage",
    summary: `Every program of the caller's school, hidden ones included (another school's id: 404); ${pageNote}`,
    tags,
    params: z.object({ school: dbId }),
    query: guestCatalogQuery,
    response: catalogPage,
    handler: async ({ params, query, ctx }) =>
      catalog.staffList(ctx.deps, {
        schoolId: schoolOf(ctx),
        pathSchoolId: params.school,
        query,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute({
    method: "GET",
    path: "course/course/my/",
    permission: "catalog.read",
    summary: `Programs the caller teaches or studies; ${pageNote}`,
    tags,
    query: myCoursesQuery,
    response: catalogPage,
    handler: async ({ query, ctx }) => {
      const caller = signedIn(ctx);
      return catalog.myCourses(ctx.deps, {
        schoolId: schoolOf(ctx),
        userId: caller.userId,
        role: caller.role,
        query,
        requestUrl: ctx.request.url,
      });
    },
  }),
  defineRoute({
    method: "GET",
    path: "course/course/guest_course/{id}/",
    permission: "school.public",
    resources: { id: "course" },
    summary: "A program's public page in `translate_lang` (hidden programs: 404 for guests and students)",
    tags,
    params: z.object({ id: dbId }),
    query: courseLanguageQuery,
    response: catalogCourseDetail,
    handler: async ({ params, query, ctx }) =>
      catalog.courseDetail(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: params.id,
        role: ctx.caller?.role ?? "guest",
        language: query.translate_lang,
      }),
  }),
  defineRoute({
    method: "GET",
    path: "course/course/detail/{id}/",
    permission: "catalog.read",
    resources: { id: "course" },
    summary: "A program's page in `translate_lang` (hidden programs: 404 for students)",
    tags,
    params: z.object({ id: dbId }),
    query: courseLanguageQuery,
    response: catalogCourseDetail,
    handler: async ({ params, query, ctx }) =>
      catalog.courseDetail(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: params.id,
        role: signedIn(ctx).role,
        language: query.translate_lang,
      }),
  }),
  defineRoute({
    method: "GET",
    path: "course/course/get_max_price/",
    permission: "school.public",
    needsSchool: true,
    summary: "The highest fee and tuition in the visible catalogue, for the range sliders",
    tags,
    query: domainQuery,
    response: catalogMaxPrice,
    handler: async ({ ctx }) => catalog.maxPrice(ctx.deps, schoolOf(ctx)),
  }),
];
