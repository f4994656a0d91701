import { UnderConstruction } from "../ui/UnderConstruction";

export function CourseInfoPage() {
  return <UnderConstruction routeKey="courseInfo" />;
}
