import { UnderConstruction } from "../ui/UnderConstruction";

export function SuccessCoursePage() {
  return <UnderConstruction routeKey="successCourse" />;
}
