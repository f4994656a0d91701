import { PlusOutlined } from "@ant-design/icons";
import type { MailingSummary, MessageTemplate } from "@school/contracts";
import { updateMailingSettings } from "@school/contracts/routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Collapse, Skeleton, Switch, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { callEndpoint } from "../../../api/http-client";
import { formatDate } from "../../../ui/format";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { useMailingSettingsQuery, useMailingsQuery, useTemplatesQuery } from "../hooks/use-mailings";
import { mailingsKeys } from "../mailings.keys";
import { MailingProgressBar } from "./MailingProgressBar";
import "../texts";
import "../mailings.css";

/** The settings' newsletter tab: the school's mailings with their progress, the greetings switch, the templates. */
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
      render: (_: unknown, row: MailingSummary) => t(`mailings.status.${row.status}`),
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
      <Templates />
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

function Templates() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const templates = useTemplatesQuery();
  if (templates.isPending) return <Skeleton active />;
  if (templates.isError) return null;
  const when = (template: MessageTemplate) => {
    if (template.date === null) return t("mailings.tab.byHand");
    if (template.date === "birthday") return t("mailings.tab.birthday");
    if (template.date === "kurban_ait") return t("mailings.tab.kurban");
    return formatDate(`2026-${template.date}`, language).replace(/\s*2026\s*(г\.|ж\.)?/, "");
  };
  return (
    <section aria-labelledby="mailing-templates">
      <Typography.Title level={3} id="mailing-templates" className="mailings-title">
        {t("mailings.tab.templates")}
      </Typography.Title>
      <Collapse
        size="small"
        data-testid="mailing-templates"
        items={templates.data.map((template) => ({
          key: template.key,
          label: (
            <span>
              {t(`mailings.templates.${template.key}`)}{" "}
              <Typography.Text type="secondary">· {when(template)}</Typography.Text>
              {template.overridden.includes(language) && <Tag className="mailings-own">{t("mailings.tab.own")}</Tag>}
            </span>
          ),
          children: (
            <div>
              <Typography.Text strong>{template.texts[language].subject}</Typography.Text>
              {/* Sanitised by the server's allow-list when stored; the platform's own texts are plain markup. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: stored only after the server\'s allow-list sanitiser (core/rich-text.ts) */}
              <div className="mailing-html" dangerouslySetInnerHTML={{ __html: template.texts[language].body }} />
            </div>
          ),
        }))}
      />
    </section>
  );
}
