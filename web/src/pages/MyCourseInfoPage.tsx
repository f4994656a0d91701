import { UnderConstruction } from "../ui/UnderConstruction";

export function MyCourseInfoPage() {
  return <UnderConstruction routeKey="myCourseInfo" />;
}
