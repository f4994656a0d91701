import {
  getCatalogMaxPrice,
  getCourse,
  getGuestCourse,
  listGuestCatalog,
  listMyCourses,
  listSchoolCatalog,
  listSchoolPrograms,
} from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as catalog from "./catalog.service.js";

export const catalogRoutes: RouteDef[] = [
  defineRoute(listGuestCatalog, {
    needsSchool: true,
    handler: async ({ query, ctx }) =>
      catalog.guestCatalog(ctx.deps, { schoolId: schoolOf(ctx), query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listSchoolCatalog, {
    handler: async ({ params, query, ctx }) =>
      catalog.schoolCatalog(ctx.deps, {
        schoolId: schoolOf(ctx),
        pathSchoolId: params.schoolId,
        query,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(listSchoolPrograms, {
    handler: async ({ params, query, ctx }) =>
      catalog.staffList(ctx.deps, {
        schoolId: schoolOf(ctx),
        pathSchoolId: params.school,
        query,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(listMyCourses, {
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
  defineRoute(getGuestCourse, {
    resources: { id: "course" },
    handler: async ({ params, query, ctx }) =>
      catalog.courseDetail(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: params.id,
        role: ctx.caller?.role ?? "guest",
        language: query.translate_lang,
      }),
  }),
  defineRoute(getCourse, {
    resources: { id: "course" },
    handler: async ({ params, query, ctx }) =>
      catalog.courseDetail(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: params.id,
        role: signedIn(ctx).role,
        language: query.translate_lang,
      }),
  }),
  defineRoute(getCatalogMaxPrice, {
    needsSchool: true,
    handler: async ({ ctx }) => catalog.maxPrice(ctx.deps, schoolOf(ctx)),
  }),
];
