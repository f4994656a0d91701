import { Button, Empty, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { formatTimestamp } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { LoadFailed } from "../../../ui/LoadFailed";
import { useUiLanguage } from "../../language";
import { useRuns } from "../hooks/use-automation";

/** The rules' log, newest first: each run's rule, student and program, and what it did or why it failed. */
export function RunsLog() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const runs = useRuns();
  if (runs.isError) return <LoadFailed error={runs.error} onRetry={() => void runs.refetch()} />;
  if (runs.isLoading) return <Skeleton active />;
  const rows = runs.data?.pages.flatMap((page) => page.results) ?? [];
  if (rows.length === 0) return <Empty description={t("automation.noRuns")} />;
  return (
    <>
      <ul className="automation-runs" data-testid="runs">
        {rows.map((run) => (
          <li key={run.id} className={`automation-run automation-run--${run.outcome}`} data-testid="run">
            <span className="automation-run__time">{formatTimestamp(run.created_at, language)}</span>
            <span className="automation-run__rule">{run.rule.name}</span>
            {run.student && <Link to={`/user/view/${run.student.id}`}>{run.student.name}</Link>}
            {run.program && <span>{run.program}</span>}
            <span className="automation-run__outcome">
              {run.outcome === "done" ? t("automation.outcomes.done") : t("automation.outcomes.failed")}
              {run.task_id !== null && ` · ${t("automation.didTask")}`}
              {run.notified > 0 && ` · ${t("automation.didNotify", { count: run.notified })}`}
              {run.mailing_id !== null && ` · ${t("automation.didSendTemplate")}`}
              {run.failure && ` · ${t(`automation.failures.${run.failure}`)}`}
            </span>
          </li>
        ))}
      </ul>
      {runs.hasNextPage && (
        <Button onClick={() => void runs.fetchNextPage()} loading={runs.isFetchingNextPage}>
          {t("automation.more")}
        </Button>
      )}
    </>
  );
}
