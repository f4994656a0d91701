import { UnderConstruction } from "../ui/UnderConstruction";

export function CourseAddPage() {
  return <UnderConstruction routeKey="courseAdd" />;
}
