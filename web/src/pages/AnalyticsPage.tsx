import { relationOf } from "@school/contracts";
import { StatusAnalytics } from "../features/application-status/components/StatusAnalytics";
import { AnalyticsReports } from "../features/reports/components/AnalyticsReports";
import { useSession } from "../features/session/use-session";

/**
 * Analytics per role (decision 0031): staff see the school's learning reports and the application-status analytics
 * (decision 0025), a teacher their programs' students, a student their own progress.
 */
export function AnalyticsPage() {
  const { claims } = useSession();
  if (claims === null) return null;
  const statusAnalytics = relationOf("applicationStatus.analytics", claims.role) !== null;
  const view = statusAnalytics ? "staff" : claims.role === "teacher" ? "teacher" : "student";
  return (
    <AnalyticsReports view={view} userId={claims.user_id}>
      {statusAnalytics && <StatusAnalytics />}
    </AnalyticsReports>
  );
}
