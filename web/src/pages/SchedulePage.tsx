import { UnderConstruction } from "../ui/UnderConstruction";

export function SchedulePage() {
  return <UnderConstruction routeKey="schedule" />;
}
