import { addStudentBody, addTeacherBody, courseMember, dbId } from "@school/contracts";
import { z } from "zod";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as members from "./course-members.service.js";

const tags = ["course"];
const courseParams = z.object({ courseId: dbId });
const memberParams = courseParams.extend({ userId: dbId });

export const courseMemberRoutes: RouteDef[] = [
  defineRoute({
    method: "POST",
    path: "course/course/add_teacher/{courseId}/",
    permission: "program.manage",
    resources: { courseId: "course" },
    summary: "Attach a teacher of the school to a program",
    tags,
    params: courseParams,
    body: addTeacherBody,
    response: courseMember,
    status: 201,
    handler: async ({ params, body, ctx }) =>
      members.addMember(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: params.courseId,
        userId: body.teacher_id,
        role: "teacher",
      }),
  }),
  defineRoute({
    method: "POST",
    path: "course/course/add_std/{courseId}/",
    permission: "program.manage",
    resources: { courseId: "course" },
    summary: "Attach a student of the school to a program",
    tags,
    params: courseParams,
    body: addStudentBody,
    response: courseMember,
    status: 201,
    handler: async ({ params, body, ctx }) =>
      members.addMember(ctx.deps, {
        schoolId: schoolOf(ctx),
        courseId: params.courseId,
        userId: body.student_id,
        role: "student",
      }),
  }),
  defineRoute({
    method: "DELETE",
    path: "course/course/delete_teacher/{courseId}/{userId}/",
    permission: "program.manage",
    resources: { courseId: "course", userId: "user" },
    summary: "Detach a teacher from a program",
    tags,
    params: memberParams,
    response: null,
    status: 204,
    handler: async ({ params, ctx }) => {
      await members.removeMember(ctx.deps, { schoolId: schoolOf(ctx), ...params, role: "teacher" });
      return undefined;
    },
  }),
  defineRoute({
    method: "DELETE",
    path: "course/course/delete_student_in_course/{courseId}/{userId}/",
    permission: "program.manage",
    resources: { courseId: "course", userId: "user" },
    summary: "Detach a student from a program",
    tags,
    params: memberParams,
    response: null,
    status: 204,
    handler: async ({ params, ctx }) => {
      await members.removeMember(ctx.deps, { schoolId: schoolOf(ctx), ...params, role: "student" });
      return undefined;
    },
  }),
];
