import { UnderConstruction } from "../ui/UnderConstruction";

export function CourseEditPage() {
  return <UnderConstruction routeKey="courseEdit" />;
}
