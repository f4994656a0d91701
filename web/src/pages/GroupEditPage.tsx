import { UnderConstruction } from "../ui/UnderConstruction";

export function GroupEditPage() {
  return <UnderConstruction routeKey="groupEdit" />;
}
