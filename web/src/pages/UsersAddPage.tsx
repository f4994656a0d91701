import { UnderConstruction } from "../ui/UnderConstruction";

export function UsersAddPage() {
  return <UnderConstruction routeKey="usersAdd" />;
}
