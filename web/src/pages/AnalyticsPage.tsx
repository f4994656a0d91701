import { StatusAnalytics } from "../features/application-status/components/StatusAnalytics";
import { UtmReport } from "../features/marketing/components/UtmReport";
import { AnalyticsReports } from "../features/reports/components/AnalyticsReports";
import { useCan, useSession } from "../features/session";
import { BotStatsCard } from "../features/telegram";

/**
 * Analytics per role (decision 0031): staff see the school's learning reports and the application-status analytics
 * (decision 0025) and where sales come from (decision 0056), a teacher their programs' students, a student their own progress.
 */
export function AnalyticsPage() {
  const { claims } = useSession();
  const statusAnalytics = useCan("applicationStatus.analytics");
  const reportsOnTeachers = useCan("report.teachers");
  const salesSources = useCan("marketing.report");
  const botFigures = useCan("studentRecord.staffOnly");
  if (claims === null) return null;
  const view = statusAnalytics ? "staff" : reportsOnTeachers ? "teacher" : "student";
  return (
    <AnalyticsReports
      view={view}
      userId={claims.user_id}
      periodReports={salesSources ? (period) => <UtmReport period={period} /> : undefined}
    >
      {statusAnalytics && <StatusAnalytics />}
      {botFigures && <BotStatsCard />}
    </AnalyticsReports>
  );
}
