import { listMyFiles, listStudentCourseFiles, listStudentFiles } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as service from "./files.service.js";

/** The lists of a student's files: all of them, one program's, the caller's own. */
export const fileRoutes: RouteDef[] = [
  defineRoute(listStudentFiles, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => service.listFiles(actor, { userId: params.id, field: "id" }),
  }),
  defineRoute(listStudentCourseFiles, {
    resources: { studentId: "user", courseId: "course" },
    handler: async ({ params, actor }) =>
      service.listFiles(actor, { userId: params.studentId, field: "studentId", courseId: params.courseId }),
  }),
  defineRoute(listMyFiles, { handler: async ({ actor }) => service.listMyFiles(actor) }),
];
