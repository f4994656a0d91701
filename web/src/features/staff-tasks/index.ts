// Staff tasks (issue 37, decision 0149): My tasks, a student's tasks, and a task for each student of the user list.
export { MyTasksScreen } from "./components/MyTasksScreen";
export { StudentTasks } from "./components/StudentTasks";
export { TasksForListButton } from "./components/TasksForListButton";
export { useTaskHolders } from "./hooks/use-staff-tasks";
