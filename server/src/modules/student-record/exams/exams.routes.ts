import {
  checkIelts,
  checkTolc,
  createExam,
  deleteExam,
  EXAM_BODY_LIMIT,
  listExams,
  updateExam,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./exams.service.js";

/** A student's IELTS and TOLC records and their certificates. */
export const examRoutes: RouteDef[] = [
  defineRoute(checkIelts, {
    handler: async ({ query, actor }) => service.checkExam(actor, { userId: query.user_id, type: "ielts" }),
  }),
  defineRoute(checkTolc, {
    handler: async ({ query, actor }) => service.checkExam(actor, { userId: query.user_id, type: "tolc" }),
  }),
  defineRoute(listExams, { handler: async ({ query, actor }) => service.listExams(actor, query.user_id) }),
  defineRoute(createExam, {
    bodyLimit: EXAM_BODY_LIMIT,
    handler: async ({ body, actor }) => service.createExam(actor, body),
  }),
  defineRoute(updateExam, {
    resources: { id: "studentExam" },
    bodyLimit: EXAM_BODY_LIMIT,
    handler: async ({ params, body, actor }) => service.updateExam(actor, { id: params.id, changes: body }),
  }),
  defineRoute(deleteExam, { handler: async ({ query, actor }) => service.deleteExam(actor, query.id) }),
];
