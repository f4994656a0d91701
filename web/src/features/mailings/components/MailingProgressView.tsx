import type { MailingDelivery } from "@school/contracts";
import { Alert, Skeleton, Space, Statistic, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { PageHeading } from "../../../ui/PageHeading";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { useMailingLogQuery, useMailingQuery } from "../hooks/use-mailings";
import { CancelMailingButton } from "./CancelMailingButton";
import { MailingProgressBar } from "./MailingProgressBar";
import "../texts";
import "../mailings.css";

/** `/mailings/:mailingId`: one mailing's live progress, its message and the log of its deliveries. */
export function MailingProgressView({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const mailing = useMailingQuery(id);
  const [page, setPage] = useState(1);
  const live = mailing.data?.status === "sending" || mailing.data?.status === "scheduled";
  const progress = mailing.data?.progress;
  const log = useMailingLogQuery(id, page, live, progress ? progress.sent + progress.failed : 0);
  const columns = useLogColumns();
  if (mailing.isPending) return <Skeleton active />;
  if (mailing.isError) return <Alert type="error" showIcon title={t("mailings.compose.failed")} />;
  const data = mailing.data;
  return (
    <div className="mailing-screen" data-testid="mailing-progress-view" data-status={data.status}>
      <PageHeading
        title={data.subject}
        extra={<Link to="/settings?tab=newsletter">{t("mailings.progress.back")}</Link>}
      />
      <Space wrap size="large" className="mailing-stats">
        <Tag data-testid="mailing-status">{t(`mailings.status.${data.status}`)}</Tag>
        {data.status === "scheduled" && (
          <Typography.Text type="secondary">
            {t("mailings.progress.sendAt", { when: formatDateTime(data.send_at, language) })}
          </Typography.Text>
        )}
        <CancelMailingButton mailing={data} />
        <Statistic title={t("mailings.progress.sent")} value={data.progress.sent} />
        <Statistic title={t("mailings.progress.failed")} value={data.progress.failed} />
        <Statistic title={t("mailings.progress.pending")} value={data.progress.pending} />
      </Space>
      <MailingProgressBar progress={data.progress} label={t("mailings.tab.progress")} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: stored only after the server\'s allow-list sanitiser (core/rich-text.ts) */}
      <div className="mailing-html" dangerouslySetInnerHTML={{ __html: data.body }} />
      <Typography.Title level={2} className="mailings-title">
        {t("mailings.progress.log")}
      </Typography.Title>
      <ScrollRegion label={t("mailings.progress.log")}>
        <Table
          rowKey="id"
          size="small"
          loading={log.isPending}
          columns={columns}
          dataSource={log.data?.results ?? []}
          pagination={{
            current: page,
            total: log.data?.count ?? 0,
            pageSize: 50,
            onChange: setPage,
            hideOnSinglePage: true,
          }}
        />
      </ScrollRegion>
    </div>
  );
}

/** The log's columns: who, by which channel, to which address, how it went and why not, when. */
function useLogColumns() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  return [
    { title: t("mailings.log.name"), dataIndex: "name", key: "name" },
    {
      title: t("mailings.log.channel"),
      key: "channel",
      render: (_: unknown, row: MailingDelivery) => t(`mailings.channel.${row.channel}`),
    },
    { title: t("mailings.log.address"), dataIndex: "address", key: "address" },
    {
      title: t("mailings.log.state"),
      key: "state",
      render: (_: unknown, row: MailingDelivery) => (
        <Tag bordered={false} color={row.state === "sent" ? "success" : row.state === "failed" ? "error" : undefined}>
          {t(`mailings.state.${row.state}`)}
        </Tag>
      ),
    },
    {
      title: t("mailings.log.reason"),
      key: "reason",
      render: (_: unknown, row: MailingDelivery) =>
        row.reason ? t(`mailings.reason.${row.reason as "blocked"}`, { defaultValue: row.reason }) : "",
    },
    {
      title: t("mailings.log.at"),
      key: "at",
      render: (_: unknown, row: MailingDelivery) => (row.sent_at ? formatDate(row.sent_at, language) : ""),
    },
  ];
}
