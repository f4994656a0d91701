import { UnderConstruction } from "../ui/UnderConstruction";

export function UsersListPage() {
  return <UnderConstruction routeKey="usersList" />;
}
