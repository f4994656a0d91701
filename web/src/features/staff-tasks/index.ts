// Staff tasks (issue 37, decision 0149): My tasks, a student's tasks, and a task for each student of the user list.
// /my-tasks imports its screen's own module; the student page's tab comes through its loader, so the user list's
// button does not bring either screen with it (decision 0174).
export { TasksForListButton } from "./components/TasksForListButton";
export { useTaskHolders } from "./hooks/use-staff-tasks";

/** The student page's "Tasks" tab, in a chunk of its own, loaded when the tab opens. */
export const loadStudentTasks = () =>
  import("./components/StudentTasks").then((module) => ({ default: module.StudentTasks }));
