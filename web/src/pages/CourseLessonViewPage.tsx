import { UnderConstruction } from "../ui/UnderConstruction";

export function CourseLessonViewPage() {
  return <UnderConstruction routeKey="courseLessonView" />;
}
