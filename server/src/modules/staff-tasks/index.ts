/**
 * The staff tasks' face for other modules: who may hold a task and a task written in the caller's transaction, as
 * automation's rules give tasks.
 */

export { staffTasksModule } from "./staff-tasks.module.js";
export { addTask, checkHolder, holdsTasks, TASK_HOLDERS } from "./staff-tasks.service.js";
