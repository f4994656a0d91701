import {
  getCatalogMaxPrice,
  getCourse,
  getGuestCourse,
  listGuestCatalog,
  listMyCourses,
  listSchoolCatalog,
  listSchoolPrograms,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as catalog from "./catalog.service.js";

export const catalogRoutes: RouteDef[] = [
  defineRoute(listGuestCatalog, {
    needsSchool: true,
    publicCache: true,
    handler: async ({ query, ctx, visitor }) => catalog.guestCatalog(visitor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listSchoolCatalog, {
    handler: async ({ params, query, ctx, actor }) =>
      catalog.schoolCatalog(actor, { pathSchoolId: params.schoolId, query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listSchoolPrograms, {
    handler: async ({ params, query, ctx, actor }) =>
      catalog.staffList(actor, { pathSchoolId: params.school, query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listMyCourses, {
    handler: async ({ query, ctx, actor }) => catalog.myCourses(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(getGuestCourse, {
    resources: { id: "course" },
    publicCache: true,
    handler: async ({ params, visitor }) => catalog.courseDetail(visitor, { courseId: params.id }),
  }),
  defineRoute(getCourse, {
    resources: { id: "course" },
    handler: async ({ params, actor }) => catalog.courseDetail(actor, { courseId: params.id }),
  }),
  defineRoute(getCatalogMaxPrice, {
    needsSchool: true,
    publicCache: true,
    handler: async ({ visitor }) => catalog.maxPrice(visitor),
  }),
];
