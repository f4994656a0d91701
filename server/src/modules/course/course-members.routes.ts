import { addCourseStudent, addCourseTeacher, removeCourseStudent, removeCourseTeacher } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as members from "./course-members.service.js";

export const courseMemberRoutes: RouteDef[] = [
  defineRoute(addCourseTeacher, {
    resources: { courseId: "course" },
    handler: async ({ params, body, ctx }) =>
      members.addMember(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: params.courseId,
        userId: body.teacher_id,
        role: "teacher",
      }),
  }),
  defineRoute(addCourseStudent, {
    resources: { courseId: "course" },
    handler: async ({ params, body, ctx }) =>
      members.addMember(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: params.courseId,
        userId: body.student_id,
        role: "student",
      }),
  }),
  defineRoute(removeCourseTeacher, {
    resources: { courseId: "course", userId: "user" },
    handler: async ({ params, ctx }) => {
      await members.removeMember(ctx.deps, { schoolId: schoolOf(ctx), ...params, role: "teacher" });
      return undefined;
    },
  }),
  defineRoute(removeCourseStudent, {
    resources: { courseId: "course", userId: "user" },
    handler: async ({ params, ctx }) => {
      await members.removeMember(ctx.deps, { schoolId: schoolOf(ctx), ...params, role: "student" });
      return undefined;
    },
  }),
];
