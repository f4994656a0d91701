import { addCourseStudent, addCourseTeacher, removeCourseStudent, removeCourseTeacher } from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as members from "./members.service.js";

/** A program's teachers and students. */
export const memberRoutes: RouteDef[] = [
  defineRoute(addCourseTeacher, {
    resources: { courseId: "course" },
    handler: async ({ params, body, actor }) =>
      members.addMember(actor, { courseId: params.courseId, userId: body.teacher_id, role: "teacher" }),
  }),
  defineRoute(addCourseStudent, {
    resources: { courseId: "course" },
    handler: async ({ params, body, actor }) =>
      members.addMember(actor, { courseId: params.courseId, userId: body.student_id, role: "student" }),
  }),
  defineRoute(removeCourseTeacher, {
    resources: { courseId: "course", userId: "user" },
    handler: async ({ params, actor }) => {
      await members.removeMember(actor, { ...params, role: "teacher" });
      return undefined;
    },
  }),
  defineRoute(removeCourseStudent, {
    resources: { courseId: "course", userId: "user" },
    handler: async ({ params, actor }) => {
      await members.removeMember(actor, { ...params, role: "student" });
      return undefined;
    },
  }),
];
