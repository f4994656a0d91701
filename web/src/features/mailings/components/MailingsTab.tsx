import { PlusOutlined } from "@ant-design/icons";
import type { MailingSummary } from "@school/contracts";
import { updateMailingSettings } from "@school/contracts/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Skeleton, Switch, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { callEndpoint } from "../../../api/http-client";
import { formatDate, formatDateTime } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { SchoolBotForm } from "../../telegram";
import { useMailingSettingsQuery, useMailingsQuery } from "../hooks/use-mailings";
import { mailingsKeys } from "../mailings.keys";
import { CancelMailingButton } from "./CancelMailingButton";
import { MailingProgressBar } from "./MailingProgressBar";
import { MessageTemplates } from "./MessageTemplates";
import "../texts";
import "../mailings.css";

/**
 * The settings' newsletter tab: the school's mailings with their progress (a scheduled one cancelled from its row),
 * the greetings switch, the templates, the school's own Telegram bot.
 */
export function MailingsTab() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const mailings = useMailingsQuery(page);
  const language = useUiLanguage();
  const columns = [
    {
      title: t("mailings.tab.subject"),
      key: "subject",
      render: (_: unknown, row: MailingSummary) => <Link to={`/mailings/${row.id}`}>{row.subject}</Link>,
    },
    {
      title: t("mailings.compose.channels"),
      key: "channels",
      render: (_: unknown, row: MailingSummary) =>
        row.channels.map((channel) => <Tag key={channel}>{t(`mailings.channel.${channel}`)}</Tag>),
    },
    {
      title: t("mailings.tab.status"),
      key: "status",
      render: (_: unknown, row: MailingSummary) => (
        <span data-testid={`mailing-status-${row.id}`} data-status={row.status}>
          {t(`mailings.status.${row.status}`)}
          {row.status === "scheduled" && (
            <Typography.Text type="secondary"> · {formatDateTime(row.send_at, language)}</Typography.Text>
          )}
        </span>
      ),
    },
    {
      title: t("mailings.tab.progress"),
      key: "progress",
      width: 200,
      render: (_: unknown, row: MailingSummary) => (
        <MailingProgressBar progress={row.progress} label={`${t("mailings.tab.progress")}: ${row.subject}`} />
      ),
    },
    {
      title: t("mailings.tab.created"),
      key: "created",
      render: (_: unknown, row: MailingSummary) => formatDate(row.created_at, language),
    },
    {
      title: t("mailings.cancel.column"),
      key: "cancel",
      render: (_: unknown, row: MailingSummary) => <CancelMailingButton mailing={row} compact />,
    },
  ];
  return (
    <div className="mailings-tab" data-testid="newsletter-tab">
      <div className="mailings-tab-head">
        <Typography.Title level={2} className="mailings-title">
          {t("mailings.tab.mailings")}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate("/mailings/new")}
          data-testid="mailing-new"
        >
          {t("mailings.tab.new")}
        </Button>
      </div>
      {mailings.isPending ? (
        <Skeleton active />
      ) : mailings.isError ? (
        <Alert type="error" showIcon title={t("mailings.compose.failed")} />
      ) : (
        <ScrollRegion label={t("mailings.tab.mailings")}>
          <Table
            rowKey="id"
            size="small"
            columns={columns}
            dataSource={mailings.data.results}
            locale={{ emptyText: t("mailings.tab.empty") }}
            pagination={{
              current: page,
              total: mailings.data.count,
              pageSize: 50,
              onChange: setPage,
              hideOnSinglePage: true,
            }}
          />
        </ScrollRegion>
      )}
      <GreetingsSwitch />
      <MessageTemplates />
      <SchoolBotForm />
    </div>
  );
}

function GreetingsSwitch() {
  const { t } = useTranslation();
  const settings = useMailingSettingsQuery();
  const client = useQueryClient();
  const change = useMutation({
    mutationFn: (enabled: boolean) => callEndpoint(updateMailingSettings, { body: { greetings_enabled: enabled } }),
    onSuccess: (data) => client.setQueryData(mailingsKeys.settings, data),
  });
  return (
    <div className="mailings-greetings">
      <Switch
        checked={settings.data?.greetings_enabled ?? false}
        loading={settings.isPending || change.isPending}
        onChange={(enabled) => change.mutate(enabled)}
        aria-label={t("mailings.tab.greetings")}
        data-testid="greetings-switch"
      />
      <div>
        <Typography.Text strong>{t("mailings.tab.greetings")}</Typography.Text>
        <Typography.Paragraph type="secondary">{t("mailings.tab.greetingsHint")}</Typography.Paragraph>
      </div>
    </div>
  );
}
