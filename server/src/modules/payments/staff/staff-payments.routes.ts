import {
  createCourseUser,
  createPaymentNote,
  deletePayment,
  listPaymentHistory,
  listProgramPayments,
  updatePayment,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./staff-payments.service.js";

/** The staff side of payments (decision 0053). */
export const staffPaymentRoutes: RouteDef[] = [
  defineRoute(createCourseUser, { handler: async ({ body, actor }) => service.createCourseUser(actor, body) }),
  defineRoute(updatePayment, {
    resources: { id: "payment" },
    handler: async ({ params, body, actor }) => service.updatePayment(actor, { id: params.id, body }),
  }),
  defineRoute(deletePayment, {
    resources: { paymentId: "payment", userId: "user" },
    handler: async ({ params, actor }) => service.deletePayment(actor, params),
  }),
  defineRoute(createPaymentNote, { handler: async ({ body, actor }) => service.addNote(actor, body) }),
  defineRoute(listProgramPayments, {
    resources: { id: "course" },
    handler: async ({ params, query, actor }) =>
      service.listProgramPayments(actor, {
        courseId: params.id,
        before: query.before,
        includeDeleted: query.include_deleted === "true",
      }),
  }),
  defineRoute(listPaymentHistory, { handler: async ({ query, actor }) => service.listHistory(actor, query) }),
];
