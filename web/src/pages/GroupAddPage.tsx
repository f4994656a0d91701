import { UnderConstruction } from "../ui/UnderConstruction";

export function GroupAddPage() {
  return <UnderConstruction routeKey="groupAdd" />;
}
