import { UnderConstruction } from "../ui/UnderConstruction";

export function ConstructorPage() {
  return <UnderConstruction routeKey="constructor" />;
}
