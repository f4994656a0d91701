import { UnderConstruction } from "../ui/UnderConstruction";

export function LessonEditPage() {
  return <UnderConstruction routeKey="lessonEdit" />;
}
