import { checkPayment, listPaidCourses } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as payments from "./payments.service.js";

export const paymentRoutes: RouteDef[] = [
  defineRoute(listPaidCourses, {
    handler: async ({ ctx }) =>
      payments.listPaidCourses(ctx.deps, { schoolId: schoolOf(ctx), userId: signedIn(ctx).userId }),
  }),
  defineRoute(checkPayment, {
    handler: async ({ query, ctx }) =>
      payments.checkPayment(ctx.deps, {
        schoolId: schoolOf(ctx),
        userId: signedIn(ctx).userId,
        courseId: query.course_id,
      }),
  }),
];
