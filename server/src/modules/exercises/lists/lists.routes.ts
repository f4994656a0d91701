import {
  createExerciseList,
  deleteExerciseList,
  getExerciseListTasks,
  listExerciseTasks,
  listLessonExerciseLists,
  updateExerciseList,
} from "@school/contracts";
import { pageRequest } from "../../../core/pagination.js";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as lists from "./lists.service.js";

export const listRoutes: RouteDef[] = [
  defineRoute(listExerciseTasks, {
    resources: { id: "exerciseList" },
    handler: async ({ params, query, actor, ctx }) =>
      lists.listTasks(actor, { exListId: params.id, ...pageRequest({ query, ctx }) }),
  }),
  defineRoute(listLessonExerciseLists, {
    resources: { id: "lesson" },
    handler: async ({ params, actor }) => lists.listsOfLesson(actor, params.id),
  }),
  defineRoute(createExerciseList, {
    handler: async ({ body, actor }) => lists.createList(actor, body),
  }),
  defineRoute(updateExerciseList, {
    resources: { id: "exerciseList" },
    handler: async ({ params, body, actor }) => lists.updateList(actor, { exListId: params.id, body }),
  }),
  defineRoute(deleteExerciseList, {
    resources: { id: "exerciseList" },
    handler: async ({ params, actor }) => {
      await lists.deleteList(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(getExerciseListTasks, {
    resources: { id: "exerciseList" },
    handler: async ({ params, actor }) => lists.tasksOfList(actor, params.id),
  }),
];
