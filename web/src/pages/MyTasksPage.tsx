import { MyTasksScreen } from "../features/staff-tasks/components/MyTasksScreen";

export function MyTasksPage() {
  return <MyTasksScreen />;
}
