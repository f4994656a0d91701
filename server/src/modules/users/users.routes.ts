import { studentsListQuery, userOptionList } from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf } from "../../core/route.js";
import * as usersService from "./users.service.js";

const tags = ["users"];

export const userRoutes: RouteDef[] = [
  defineRoute({
    method: "GET",
    path: "user/accounts/get_all_teacher/",
    permission: "user.list",
    summary: "The school's teachers, sorted by last name",
    tags,
    response: userOptionList,
    handler: async ({ ctx }) => usersService.listTeachers(ctx.deps, schoolOf(ctx)),
  }),
  defineRoute({
    method: "GET",
    path: "user/accounts/students_list/",
    permission: "user.list",
    summary: `Up to ${usersService.STUDENTS_LIST_LIMIT} students of the school; \`student\` searches first name, last name and e-mail`,
    tags,
    query: studentsListQuery,
    response: userOptionList,
    handler: async ({ query, ctx }) => usersService.listStudents(ctx.deps, schoolOf(ctx), query.student),
  }),
];
