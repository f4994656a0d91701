import { type StaffTask, type StudentTask, TASK_DEFINITIONS, type TaskType } from "@school/contracts";

/** Staff receive the tasks with their key; students without. */
export const hasKey = (task: StaffTask | StudentTask): task is StaffTask => "answer" in task;
export const teacherGraded = (type: TaskType) => TASK_DEFINITIONS[type].grading === "teacher";
export const isFileTask = (type: TaskType) => type === "file_check" || type === "file_attach";
