import { UnderConstruction } from "../ui/UnderConstruction";

export function CourseViewPage() {
  return <UnderConstruction routeKey="courseView" />;
}
