import { checkPaymentQuery, paidCourse, paymentCheck } from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as payments from "./payments.service.js";

export const paymentRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "course/course/get_course_pay/",
    permission: "payment.readOwn",
    summary: "The caller's own paid programs, newest paid first (at most 200)",
    tags: ["payments"],
    response: z.array(paidCourse),
    handler: async ({ ctx }) =>
      payments.listPaidCourses(ctx.deps, { schoolId: schoolOf(ctx), userId: signedIn(ctx).userId }),
  }),
  defineRoute({
    method: "GET",
    path: "check/check_payment/",
    permission: "payment.readOwn",
    summary: "Whether the caller has paid for a program (or it is free), before its lessons open",
    tags: ["payments"],
    query: checkPaymentQuery,
    response: paymentCheck,
    handler: async ({ query, ctx }) =>
      payments.checkPayment(ctx.deps, {
        schoolId: schoolOf(ctx),
        userId: signedIn(ctx).userId,
        courseId: query.course_id,
      }),
  }),
];
