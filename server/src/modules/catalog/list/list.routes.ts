import {
  getCatalogMaxPrice,
  listGuestCatalog,
  listMyCourses,
  listSchoolCatalog,
  listSchoolPrograms,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as list from "./list.service.js";

/** The catalogue's lists (the guests', the signed-in, the staff's, the caller's own programs) and their sliders' ends. */
export const listRoutes: RouteDef[] = [
  defineRoute(listGuestCatalog, {
    needsSchool: true,
    publicCache: true,
    handler: async ({ query, ctx, visitor }) => list.guestCatalog(visitor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listSchoolCatalog, {
    handler: async ({ params, query, ctx, actor }) =>
      list.schoolCatalog(actor, { pathSchoolId: params.schoolId, query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listSchoolPrograms, {
    handler: async ({ params, query, ctx, actor }) =>
      list.staffList(actor, { pathSchoolId: params.school, query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listMyCourses, {
    handler: async ({ query, ctx, actor }) => list.myCourses(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(getCatalogMaxPrice, {
    needsSchool: true,
    publicCache: true,
    handler: async ({ visitor }) => list.maxPrice(visitor),
  }),
];
