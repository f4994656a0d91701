import { UnderConstruction } from "../ui/UnderConstruction";

export function GuestCourseInfoPage() {
  return <UnderConstruction routeKey="guestCourseInfo" />;
}
