import { UserAddForm } from "../features/users/components/UserAddForm";
import "../features/users/users.css";

export function UsersAddPage() {
  return <UserAddForm />;
}
