import { UnderConstruction } from "../ui/UnderConstruction";

export function LessonsPage() {
  return <UnderConstruction routeKey="lessons" />;
}
