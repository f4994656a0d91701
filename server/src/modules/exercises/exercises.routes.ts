import {
  createExerciseList,
  createTask,
  deleteExerciseList,
  deleteTask,
  getCourseTracker,
  getExerciseListTasks,
  getExerciseListTracker,
  getStudentCourseTracker,
  listExerciseTasks,
  listLessonExerciseLists,
  updateExerciseList,
  updateTask,
  updateTaskFile,
  updateTaskWithFile,
  uploadTaskWithFile,
} from "@school/contracts";
import { defineRoute, type RouteDef, schoolOf, signedIn } from "../../core/route.js";
import * as lists from "./exercise-lists.service.js";
import { listTasks } from "./exercises.service.js";
import * as tasks from "./tasks.service.js";
import * as trackers from "./trackers.service.js";

const who = (ctx: Parameters<typeof signedIn>[0]) => ({ schoolId: schoolOf(ctx), caller: signedIn(ctx) });

export const exerciseRoutes: RouteDef[] = [
  defineRoute(listExerciseTasks, {
    resources: { id: "exerciseList" },
    handler: async ({ params, query, ctx }) =>
      listTasks(ctx.deps, { ...who(ctx), exListId: params.id, page: query.page, requestUrl: ctx.request.url }),
  }),
  defineRoute(listLessonExerciseLists, {
    resources: { id: "lesson" },
    handler: async ({ params, ctx }) => lists.listsOfLesson(ctx.deps, { ...who(ctx), lessonId: params.id }),
  }),
  defineRoute(createExerciseList, {
    handler: async ({ body, ctx }) => lists.createList(ctx.deps, { ...who(ctx), body }),
  }),
  defineRoute(updateExerciseList, {
    resources: { id: "exerciseList" },
    handler: async ({ params, body, ctx }) => lists.updateList(ctx.deps, { ...who(ctx), exListId: params.id, body }),
  }),
  defineRoute(deleteExerciseList, {
    resources: { id: "exerciseList" },
    handler: async ({ params, ctx }) => {
      await lists.deleteList(ctx.deps, { ...who(ctx), exListId: params.id });
      return undefined;
    },
  }),
  defineRoute(getExerciseListTasks, {
    resources: { id: "exerciseList" },
    handler: async ({ params, ctx }) => lists.tasksOfList(ctx.deps, { ...who(ctx), exListId: params.id }),
  }),
  defineRoute(createTask, {
    handler: async ({ body, ctx }) => tasks.createTask(ctx.deps, { ...who(ctx), body }),
  }),
  defineRoute(uploadTaskWithFile, {
    handler: async ({ ctx }) => tasks.createTaskWithFile(ctx.deps, { ...who(ctx), request: ctx.request }),
  }),
  defineRoute(updateTask, {
    resources: { id: "exercise" },
    handler: async ({ params, body, ctx }) => tasks.updateTask(ctx.deps, { ...who(ctx), taskId: params.id, body }),
  }),
  defineRoute(updateTaskFile, {
    resources: { id: "exercise" },
    handler: async ({ params, ctx }) =>
      tasks.updateTaskFile(ctx.deps, { ...who(ctx), taskId: params.id, request: ctx.request }),
  }),
  defineRoute(updateTaskWithFile, {
    resources: { id: "exercise" },
    handler: async ({ params, ctx }) =>
      tasks.updateTaskWithFile(ctx.deps, { ...who(ctx), taskId: params.id, request: ctx.request }),
  }),
  defineRoute(deleteTask, {
    resources: { id: "exercise" },
    handler: async ({ params, ctx }) => {
      await tasks.deleteTask(ctx.deps, { ...who(ctx), taskId: params.id });
      return undefined;
    },
  }),
  defineRoute(getCourseTracker, {
    resources: { id: "course" },
    handler: async ({ params, query, ctx }) =>
      trackers.courseTracker(ctx.deps, {
        ...who(ctx),
        courseId: params.id,
        page: query.page,
        requestUrl: ctx.request.url,
      }),
  }),
  defineRoute(getStudentCourseTracker, {
    resources: { id: "course", id2: "user" },
    handler: async ({ params, ctx }) =>
      trackers.studentTracker(ctx.deps, { ...who(ctx), courseId: params.id, userId: params.id2 }),
  }),
  defineRoute(getExerciseListTracker, {
    resources: { id: "exerciseList" },
    handler: async ({ params, query, ctx }) =>
      trackers.exListTracker(ctx.deps, {
        ...who(ctx),
        exListId: params.id,
        page: query.page,
        requestUrl: ctx.request.url,
      }),
  }),
];
