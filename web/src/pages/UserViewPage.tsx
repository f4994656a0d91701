import { UnderConstruction } from "../ui/UnderConstruction";

export function UserViewPage() {
  return <UnderConstruction routeKey="userView" />;
}
