import { UnderConstruction } from "../ui/UnderConstruction";

export function TeacherViewPage() {
  return <UnderConstruction routeKey="teacherView" />;
}
