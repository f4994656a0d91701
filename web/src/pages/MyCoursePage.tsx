import { UnderConstruction } from "../ui/UnderConstruction";

export function MyCoursePage() {
  return <UnderConstruction routeKey="myCourse" />;
}
