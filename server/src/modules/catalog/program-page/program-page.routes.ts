import { getCourse, getGuestCourse } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as programPage from "./program-page.service.js";

/** A program's page: to guests (kept for them and for proxies) and to signed-in callers. */
export const programPageRoutes: RouteDef[] = [
  defineRoute(getGuestCourse, {
    resources: { id: "course" },
    publicCache: true,
    handler: async ({ params, visitor }) => programPage.courseDetail(visitor, { courseId: params.id }),
  }),
  defineRoute(getCourse, {
    resources: { id: "course" },
    handler: async ({ params, actor }) => programPage.courseDetail(actor, { courseId: params.id }),
  }),
];
