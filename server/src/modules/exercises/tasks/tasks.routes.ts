import {
  createTask,
  deleteTask,
  updateTask,
  updateTaskFile,
  updateTaskWithFile,
  uploadTaskWithFile,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../../core/route.js";
import * as tasks from "./tasks.service.js";

export const taskRoutes: RouteDef[] = [
  defineRoute(createTask, {
    handler: async ({ body, actor }) => tasks.createTask(actor, body),
  }),
  defineRoute(uploadTaskWithFile, {
    handler: async ({ actor, ctx }) => tasks.createTaskWithFile(actor, ctx.request),
  }),
  defineRoute(updateTask, {
    resources: { id: "exercise" },
    handler: async ({ params, body, actor }) => tasks.updateTask(actor, { taskId: params.id, body }),
  }),
  defineRoute(updateTaskFile, {
    resources: { id: "exercise" },
    handler: async ({ params, actor, ctx }) => tasks.updateTaskFile(actor, { taskId: params.id, request: ctx.request }),
  }),
  defineRoute(updateTaskWithFile, {
    resources: { id: "exercise" },
    handler: async ({ params, actor, ctx }) =>
      tasks.updateTaskWithFile(actor, { taskId: params.id, request: ctx.request }),
  }),
  defineRoute(deleteTask, {
    resources: { id: "exercise" },
    handler: async ({ params, actor }) => {
      await tasks.deleteTask(actor, params.id);
      return undefined;
    },
  }),
];
