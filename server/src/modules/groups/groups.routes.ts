import {
  addTeacherGroups,
  copyCourseToUser,
  createGroup,
  deleteGroup,
  getGroup,
  listGroupTeacherChoices,
  listGroupUsers,
  listProgramGroups,
  listProgramUsers,
  listSchoolGroups,
  listTeacherGroups,
  listTeacherPrograms,
  listUserGroups,
  moveGroupStudents,
  removeGroupStudent,
  removeTeacherGroup,
  updateGroup,
} from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as members from "./group-members.service.js";
import * as groups from "./groups.service.js";

const target = (ctx: Parameters<typeof schoolOf>[0]) => ({ schoolId: schoolOf(ctx), caller: signedIn(ctx) });

/** Groups of a program, their students, teacher and weekly timetable (decision 0027). */
export const groupRoutes: RouteDef[] = [
  defineRoute(listProgramGroups, {
    resources: { courseId: "course" },
    handler: async ({ params, ctx }) =>
      groups.listProgramGroups(ctx.deps, { ...target(ctx), courseId: params.courseId }),
  }),
  defineRoute(createGroup, {
    handler: async ({ body, ctx }) => groups.createGroup(ctx.deps, { ...target(ctx), body }),
  }),
  defineRoute(deleteGroup, {
    resources: { id: "group" },
    handler: async ({ params, ctx }) => {
      await groups.deleteGroup(ctx.deps, { ...target(ctx), id: params.id });
      return undefined;
    },
  }),
  defineRoute(removeGroupStudent, {
    resources: { groupId: "group", userId: "user" },
    handler: async ({ params, ctx }) => {
      await groups.removeStudent(ctx.deps, { ...target(ctx), groupId: params.groupId, userId: params.userId });
      return undefined;
    },
  }),
  defineRoute(listGroupUsers, {
    handler: async ({ params, query, ctx }) =>
      groups.listGroupUsers(ctx.deps, {
        ...target(ctx),
        pathSchoolId: params.schoolId,
        query,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(listProgramUsers, {
    resources: { courseId: "course" },
    handler: async ({ params, query, ctx }) =>
      groups.listGroupUsers(ctx.deps, {
        ...target(ctx),
        pathSchoolId: params.schoolId,
        query: { ...query, course_id: params.courseId },
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(listGroupTeacherChoices, {
    handler: async ({ query, ctx }) =>
      groups.listGroupTeacherChoices(ctx.deps, { ...target(ctx), query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listSchoolGroups, {
    handler: async ({ params, query, ctx }) =>
      groups.listSchoolGroups(ctx.deps, {
        ...target(ctx),
        pathSchoolId: params.schoolId,
        query,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(getGroup, {
    resources: { id: "group" },
    handler: async ({ params, query, ctx }) =>
      groups.getGroup(ctx.deps, { ...target(ctx), id: params.id, language: query.translate_lang }),
  }),
  defineRoute(updateGroup, {
    resources: { id: "group" },
    handler: async ({ params, body, ctx }) => groups.updateGroup(ctx.deps, { ...target(ctx), id: params.id, body }),
  }),
  defineRoute(listTeacherGroups, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) =>
      groups.listUserGroups(ctx.deps, { ...target(ctx), userId: params.id, teacherOnly: true }),
  }),
  defineRoute(copyCourseToUser, {
    resources: { courseId: "course", userId: "user" },
    handler: async ({ params, body, ctx }) =>
      members.copyCourseToUser(ctx.deps, { ...target(ctx), courseId: params.courseId, userId: params.userId, body }),
  }),
  defineRoute(moveGroupStudents, {
    handler: async ({ body, ctx }) => members.moveStudents(ctx.deps, { ...target(ctx), body }),
  }),
  defineRoute(listUserGroups, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => groups.listUserGroups(ctx.deps, { ...target(ctx), userId: params.id }),
  }),
  defineRoute(listTeacherPrograms, {
    resources: { id: "user" },
    handler: async ({ params, ctx }) => members.teacherPrograms(ctx.deps, { ...target(ctx), teacherId: params.id }),
  }),
  defineRoute(addTeacherGroups, {
    resources: { teacherId: "user" },
    handler: async ({ params, body, ctx }) =>
      members.addTeacherGroups(ctx.deps, { ...target(ctx), teacherId: params.teacherId, groupIds: body.courses }),
  }),
  defineRoute(removeTeacherGroup, {
    resources: { a: "user", b: "group" },
    handler: async ({ params, ctx }) =>
      members.removeTeacherGroup(ctx.deps, { ...target(ctx), teacherId: params.a, groupId: params.b }),
  }),
];
