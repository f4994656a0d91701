import { Alert, Card, Skeleton, Statistic } from "antd";
import { useTranslation } from "react-i18next";
import { useBotStatsQuery } from "../hooks/use-bot-stats";
import "../texts";
import "../telegram.css";

/** The school's chat bot in figures (decision 0057): students who linked it, messages sent and failed, blocks. */
export function BotStatsCard() {
  const { t } = useTranslation();
  const stats = useBotStatsQuery();
  return (
    <Card title={<h2 className="report-card__title">{t("telegram.stats.title")}</h2>} data-testid="bot-stats">
      {stats.isPending ? (
        <Skeleton active />
      ) : stats.isError ? (
        <Alert type="error" showIcon title={t("telegram.stats.error")} />
      ) : (
        <div className="bot-stats">
          <Statistic
            title={t("telegram.stats.linked")}
            value={stats.data.with_chat}
            suffix={`/ ${stats.data.students}`}
            data-testid="bot-stats-linked"
          />
          <Statistic title={t("telegram.stats.sent")} value={stats.data.messages_sent} data-testid="bot-stats-sent" />
          <Statistic title={t("telegram.stats.failed")} value={stats.data.messages_failed} />
          <Statistic title={t("telegram.stats.blocked")} value={stats.data.blocked} />
        </div>
      )}
    </Card>
  );
}
