import { paidCourse, SIGNED_IN_ROLES } from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as payments from "./payments.service.js";

export const paymentRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "course/course/get_course_pay/",
    access: SIGNED_IN_ROLES,
    summary: "The caller's own paid programs, newest paid first (at most 200)",
    tags: ["payments"],
    response: z.array(paidCourse),
    handler: async ({ ctx }) =>
      payments.listPaidCourses(ctx.deps, { schoolId: schoolOf(ctx), userId: signedIn(ctx).userId }),
  }),
];
