import { createCourse, deleteCourse, getCourseForEditing, updateCourse } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as program from "./program.service.js";

/** The program itself: created, changed, deleted, and read whole for its edit screen. */
export const programRoutes: RouteDef[] = [
  defineRoute(createCourse, {
    handler: async ({ body, actor }) => program.createCourse(actor, body),
  }),
  defineRoute(updateCourse, {
    resources: { id: "course" },
    handler: async ({ params, body, actor }) => program.updateCourse(actor, { courseId: params.id, body }),
  }),
  defineRoute(deleteCourse, {
    resources: { id: "course" },
    handler: async ({ params, actor }) => {
      await program.destroyCourse(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(getCourseForEditing, {
    resources: { id: "course" },
    handler: async ({ params, actor }) => program.getCourseDetailFor(actor, params.id),
  }),
];
