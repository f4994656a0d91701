import { UnderConstruction } from "../ui/UnderConstruction";

export function LessonAddPage() {
  return <UnderConstruction routeKey="lessonAdd" />;
}
