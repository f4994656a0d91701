import { getCourseTracker, getExerciseListTracker, getStudentCourseTracker } from "@school/contracts";
import { pageRequest } from "../../../core/pagination.js";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as trackers from "./trackers.service.js";

export const trackerRoutes: RouteDef[] = [
  defineRoute(getCourseTracker, {
    resources: { id: "course" },
    handler: async ({ params, query, actor, ctx }) =>
      trackers.courseTracker(actor, { courseId: params.id, ...pageRequest({ query, ctx }) }),
  }),
  defineRoute(getStudentCourseTracker, {
    resources: { id: "course", id2: "user" },
    handler: async ({ params, actor }) => trackers.studentTracker(actor, { courseId: params.id, userId: params.id2 }),
  }),
  defineRoute(getExerciseListTracker, {
    resources: { id: "exerciseList" },
    handler: async ({ params, query, actor, ctx }) =>
      trackers.exListTracker(actor, { exListId: params.id, ...pageRequest({ query, ctx }) }),
  }),
];
