import { UnderConstruction } from "../ui/UnderConstruction";

export function AnalyticsPage() {
  return <UnderConstruction routeKey="analytics" />;
}
