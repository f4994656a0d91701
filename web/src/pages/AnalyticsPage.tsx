import { relationOf } from "@school/contracts";
import { StatusAnalytics } from "../features/application-status/components/StatusAnalytics";
import { useSession } from "../features/session/use-session";
import { UnderConstruction } from "../ui/UnderConstruction";

/**
 * Those the access table lets read the school's status analytics (staff, decision 0025) see them; the rest of the
 * analytics is still to be built.
 */
export function AnalyticsPage() {
  const { claims } = useSession();
  const analytics = claims !== null && relationOf("applicationStatus.analytics", claims.role) !== null;
  return analytics ? <StatusAnalytics /> : <UnderConstruction routeKey="analytics" />;
}
