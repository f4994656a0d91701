import { Skeleton } from "antd";
import { lazy, Suspense } from "react";
import { StatusAnalytics } from "../features/application-status/components/StatusAnalytics";
import { loadConversationsReport } from "../features/conversations";
import { UtmReport } from "../features/marketing/components/UtmReport";
import { AnalyticsReports } from "../features/reports/components/AnalyticsReports";
import { useCan, useSession } from "../features/session";
import { BotStatsCard } from "../features/telegram";
import "../features/application-status/texts";

const ConversationsReport = lazy(loadConversationsReport);

/**
 * Analytics per role (decision 0031): staff see the school's learning reports and the application-status analytics
 * (decision 0025), where sales come from (decision 0056) and how fast the school answers (decision 0153), a teacher
 * their programs' students, a student their own progress.
 */
export function AnalyticsPage() {
  const { claims } = useSession();
  const statusAnalytics = useCan("applicationStatus.analytics");
  const reportsOnTeachers = useCan("report.teachers");
  const salesSources = useCan("marketing.report");
  const botFigures = useCan("studentRecord.staffOnly");
  const answerTimes = useCan("conversation.staff");
  if (claims === null) return null;
  const view = statusAnalytics ? "staff" : reportsOnTeachers ? "teacher" : "student";
  return (
    <AnalyticsReports
      view={view}
      userId={claims.user_id}
      periodReports={(period) => (
        <>
          {salesSources && <UtmReport period={period} />}
          {answerTimes && (
            <Suspense fallback={<Skeleton active />}>
              <ConversationsReport period={period} />
            </Suspense>
          )}
        </>
      )}
    >
      {statusAnalytics && <StatusAnalytics />}
      {botFigures && <BotStatsCard />}
    </AnalyticsReports>
  );
}
