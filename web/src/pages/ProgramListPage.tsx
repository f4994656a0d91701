import { UnderConstruction } from "../ui/UnderConstruction";

export function ProgramListPage() {
  return <UnderConstruction routeKey="programList" />;
}
