import type { ConversationReportRow } from "@school/contracts";
import { Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../ui/format";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { ReportCard } from "../../reports";
import { useConversationReport } from "../hooks/use-conversations";
import { formatMessageTime, formatWait } from "../message-time";
import "../texts";

type Period = { from: string; to: string };

/**
 * On /analytics (issue 37, decision 0153): per staff member, the first responses they gave in the period and how long
 * students waited for them (median and 90th percentile), and the threads waiting for them now; nobody's waiting
 * threads last; the school's totals below.
 */
export function ConversationsReport({ period }: { period: Period }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const report = useConversationReport(period);
  const wait = (minutes: number | null) => (minutes === null ? "—" : formatWait(minutes, language));
  const since = (value: string | null) => (value === null ? "—" : formatMessageTime(value, language));
  const count = (value: number) => formatNumber(value, language);
  const title = t("conversations.report.title");
  const columns: TableColumnsType<ConversationReportRow> = [
    {
      key: "staff",
      title: t("conversations.report.staff"),
      render: (_, row) => row.staff?.name ?? t("conversations.report.nobody"),
    },
    {
      key: "answered",
      title: t("conversations.report.answered"),
      align: "right",
      render: (_, row) => count(row.answered),
    },
    {
      key: "median",
      title: t("conversations.report.median"),
      align: "right",
      render: (_, row) => wait(row.median_minutes),
    },
    { key: "p90", title: t("conversations.report.p90"), align: "right", render: (_, row) => wait(row.p90_minutes) },
    { key: "open", title: t("conversations.report.open"), align: "right", render: (_, row) => count(row.open) },
    { key: "oldest", title: t("conversations.report.oldest"), render: (_, row) => since(row.oldest_wait) },
  ];
  const data = report.data;
  return (
    <ReportCard title={title} testId="conversations-report" pending={report.isPending} empty={data?.rows.length === 0}>
      <ScrollRegion label={title}>
        <Table<ConversationReportRow>
          size="small"
          rowKey={(row) => row.staff?.id ?? "nobody"}
          columns={columns}
          dataSource={data?.rows ?? []}
          pagination={false}
          data-testid="conversations-report-table"
          summary={() =>
            data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{t("tableExport.total")}</strong>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="right">
                  {count(data.totals.answered)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <span data-testid="conversations-report-median">{wait(data.totals.median_minutes)}</span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {wait(data.totals.p90_minutes)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  <span data-testid="conversations-report-open">{count(data.totals.open)}</span>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5}>{since(data.totals.oldest_wait)}</Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      </ScrollRegion>
    </ReportCard>
  );
}
