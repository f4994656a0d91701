import { UsersListScreen } from "../features/users/components/UsersListScreen";

export function UsersListPage() {
  return <UsersListScreen />;
}
