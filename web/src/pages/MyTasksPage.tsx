import { MyTasksScreen } from "../features/staff-tasks";

export function MyTasksPage() {
  return <MyTasksScreen />;
}
