import { checkPayment, listPaidCourses } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as payments from "./paid.service.js";

export const paidRoutes: RouteDef[] = [
  defineRoute(listPaidCourses, {
    handler: async ({ actor }) => payments.listPaidCourses(actor),
  }),
  defineRoute(checkPayment, {
    handler: async ({ query, actor }) => payments.checkPayment(actor, query.course_id),
  }),
];
