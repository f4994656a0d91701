import {
  changeStaffTask,
  commentOnStaffTask,
  createStaffTask,
  createStaffTasksForList,
  listStaffTaskComments,
  listStaffTasks,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import { changeTask, comment, createTask, createTasksForList, listComments, listTasks } from "./staff-tasks.service.js";

/** Staff tasks (issue 37, decision 0149). A task's id is proved of the caller's school before the handler runs. */
export const staffTaskRoutes: RouteDef[] = [
  defineRoute(listStaffTasks, { handler: async ({ query, actor }) => listTasks(actor, query) }),
  defineRoute(createStaffTask, { handler: async ({ body, actor }) => createTask(actor, body) }),
  defineRoute(createStaffTasksForList, { handler: async ({ body, actor }) => createTasksForList(actor, body) }),
  defineRoute(changeStaffTask, {
    resources: { id: "staffTask" },
    handler: async ({ params, body, actor }) => changeTask(actor, { id: params.id, change: body }),
  }),
  defineRoute(listStaffTaskComments, {
    resources: { id: "staffTask" },
    handler: async ({ params, actor }) => listComments(actor, params.id),
  }),
  defineRoute(commentOnStaffTask, {
    resources: { id: "staffTask" },
    handler: async ({ params, body, actor }) => comment(actor, { taskId: params.id, text: body.text }),
  }),
];
