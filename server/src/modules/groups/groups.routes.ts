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
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as members from "./group-members.service.js";
import * as writes from "./group-writes.service.js";
import * as groups from "./groups.service.js";
import * as teachers from "./teacher-groups.service.js";

/** Groups of a program, their students, teacher and weekly timetable (decision 0027). */
export const groupRoutes: RouteDef[] = [
  defineRoute(listProgramGroups, {
    resources: { courseId: "course" },
    handler: async ({ params, actor }) => groups.listProgramGroups(actor, params.courseId),
  }),
  defineRoute(createGroup, {
    handler: async ({ body, actor }) => writes.createGroup(actor, body),
  }),
  defineRoute(deleteGroup, {
    resources: { id: "group" },
    handler: async ({ params, actor }) => {
      await writes.deleteGroup(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(removeGroupStudent, {
    resources: { groupId: "group", userId: "user" },
    handler: async ({ params, actor }) => {
      await writes.removeStudent(actor, { groupId: params.groupId, userId: params.userId });
      return undefined;
    },
  }),
  defineRoute(listGroupUsers, {
    handler: async ({ params, query, actor, ctx }) =>
      groups.listGroupUsers(actor, { pathSchoolId: params.schoolId, query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listProgramUsers, {
    resources: { courseId: "course" },
    handler: async ({ params, query, actor, ctx }) =>
      groups.listGroupUsers(actor, {
        pathSchoolId: params.schoolId,
        query: { ...query, course_id: params.courseId },
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(listGroupTeacherChoices, {
    handler: async ({ query, actor, ctx }) =>
      groups.listGroupTeacherChoices(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(listSchoolGroups, {
    handler: async ({ params, query, actor, ctx }) =>
      groups.listSchoolGroups(actor, { pathSchoolId: params.schoolId, query, requestUrl: ctx.request.url }),
  }),
  defineRoute(getGroup, {
    resources: { id: "group" },
    handler: async ({ params, actor }) => groups.getGroup(actor, { id: params.id }),
  }),
  defineRoute(updateGroup, {
    resources: { id: "group" },
    handler: async ({ params, body, actor }) => writes.updateGroup(actor, { id: params.id, body }),
  }),
  defineRoute(listTeacherGroups, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => groups.listUserGroups(actor, { userId: params.id, teacherOnly: true }),
  }),
  defineRoute(copyCourseToUser, {
    resources: { courseId: "course", userId: "user" },
    handler: async ({ params, body, actor }) =>
      members.copyCourseToUser(actor, { courseId: params.courseId, userId: params.userId, group: body.group }),
  }),
  defineRoute(moveGroupStudents, {
    handler: async ({ body, actor }) => members.moveStudents(actor, body),
  }),
  defineRoute(listUserGroups, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => groups.listUserGroups(actor, { userId: params.id }),
  }),
  defineRoute(listTeacherPrograms, {
    resources: { id: "user" },
    handler: async ({ params, actor }) => teachers.teacherPrograms(actor, params.id),
  }),
  defineRoute(addTeacherGroups, {
    resources: { teacherId: "user" },
    handler: async ({ params, body, actor }) =>
      teachers.addTeacherGroups(actor, { teacherId: params.teacherId, groupIds: body.courses }),
  }),
  defineRoute(removeTeacherGroup, {
    resources: { a: "user", b: "group" },
    handler: async ({ params, actor }) =>
      teachers.removeTeacherGroup(actor, { teacherId: params.a, groupId: params.b }),
  }),
];
