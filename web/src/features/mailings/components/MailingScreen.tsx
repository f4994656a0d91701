import {
  MAILING_CHANNELS,
  type MailingAudienceInput,
  type MailingChannel,
  type MailingDelivery,
  mailingAudienceQuery,
} from "@school/contracts";
import {
  Alert,
  Button,
  Checkbox,
  Input,
  Radio,
  Select,
  Skeleton,
  Space,
  Statistic,
  Table,
  Tag,
  Typography,
} from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { formatDate, formatDateTime } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { PageHeading } from "../../../ui/PageHeading";
import { RichTextEditor } from "../../../ui/RichTextEditor";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { toast } from "../../../ui/toast";
import { useUiLanguage } from "../../language";
import {
  useMailingLogQuery,
  useMailingQuery,
  usePreviewQuery,
  useSendMailing,
  useTemplatesQuery,
} from "../hooks/use-mailings";
import { CancelMailingButton } from "./CancelMailingButton";
import { MailingProgressBar } from "./MailingProgressBar";
import "../texts";
import "../mailings.css";
import { DateTimeField } from "../../../ui/DateField";
import { useClearable } from "../../../ui/use-clearable";

/** `/mailings/new` composes; `/mailings/:mailingId` shows one mailing's live progress and log. */
export function MailingScreen() {
  const { mailingId } = useParams();
  return mailingId && mailingId !== "new" ? <MailingProgressView id={Number(mailingId)} /> : <MailingComposer />;
}

/** The audience the address carries: the user list's filters (its role tab and filter set), or one user. */
function audienceFromUrl(search: URLSearchParams): { target: MailingAudienceInput; filtered: string[] } {
  const userId = Number(search.get("user_id"));
  if (userId > 0) return { target: { audience: "user", user_id: userId }, filtered: [] };
  const raw = Object.fromEntries([...search.entries()].filter(([name]) => name !== "page"));
  // Checked here only to offer the choice; the server validates the filters again.
  if (Object.keys(raw).length > 0 && mailingAudienceQuery.safeParse(raw).success) {
    const filters = raw as Extract<MailingAudienceInput, { audience: "filter" }>["filters"];
    return {
      target: { audience: "filter", filters },
      filtered: Object.entries(raw).map(([k, v]) => `${k}=${v}`),
    };
  }
  return { target: { audience: "all" }, filtered: [] };
}

function MailingComposer() {
  const { t } = useTranslation();
  const clearable = useClearable();
  const language = useUiLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromUrl = useMemo(() => audienceFromUrl(search), [search]);
  const [audience, setAudience] = useState<MailingAudienceInput["audience"]>(fromUrl.target.audience);
  const target: MailingAudienceInput = audience === fromUrl.target.audience ? fromUrl.target : { audience: "all" };
  const [channels, setChannels] = useState<MailingChannel[]>(["email", "telegram"]);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState("");
  const preview = usePreviewQuery(target);
  const templates = useTemplatesQuery();
  const send = useSendMailing();
  const submit = async () => {
    if (channels.length === 0) return toast.error(t("mailings.compose.needChannel"));
    if (!subject.trim() || !body.replace(/<[^>]*>/g, "").trim()) return toast.error(t("mailings.compose.needText"));
    try {
      const created = await send.mutateAsync({
        channels,
        subject,
        body,
        target,
        ...(later && sendAt ? { send_at: sendAt } : {}),
      });
      navigate(`/mailings/${created.id}`);
    } catch {
      toast.error(t("mailings.compose.failed"));
    }
  };
  return (
    <div className="mailing-screen">
      <PageHeading
        title={t("mailings.compose.title")}
        extra={<Link to="/settings?tab=newsletter">{t("mailings.progress.back")}</Link>}
      />
      <div className="mailing-form">
        <fieldset className="mailing-field">
          <legend>{t("mailings.compose.channels")}</legend>
          <Checkbox.Group
            value={channels}
            onChange={(value) => setChannels(value as MailingChannel[])}
            options={MAILING_CHANNELS.map((channel) => ({ value: channel, label: t(`mailings.channel.${channel}`) }))}
            data-testid="mailing-channels"
          />
        </fieldset>
        <fieldset className="mailing-field">
          <legend>{t("mailings.audience.label")}</legend>
          <Radio.Group
            value={audience}
            onChange={(event) => setAudience(event.target.value)}
            data-testid="mailing-audience"
          >
            <Radio value="all">{t("mailings.audience.all")}</Radio>
            {fromUrl.target.audience === "filter" && <Radio value="filter">{t("mailings.audience.filter")}</Radio>}
            {fromUrl.target.audience === "user" && <Radio value="user">{t("mailings.audience.user")}</Radio>}
          </Radio.Group>
          {audience === "filter" && (
            <Typography.Paragraph type="secondary" className="mailing-filters">
              {t("mailings.compose.filters", { list: fromUrl.filtered.join(", ") })}
            </Typography.Paragraph>
          )}
          <div className="mailing-preview" data-testid="mailing-preview" aria-live="polite">
            {preview.data ? (
              <>
                <Typography.Text strong>
                  {t("mailings.compose.previewCount", { count: preview.data.count, chat: preview.data.with_chat_id })}
                </Typography.Text>
                <div>{preview.data.first_names.join(", ")}</div>
              </>
            ) : (
              <Skeleton active paragraph={{ rows: 1 }} title={false} />
            )}
          </div>
        </fieldset>
        <div className="mailing-field">
          <span>{t("mailings.compose.template")}</span>
          <Select
            allowClear={clearable}
            aria-label={t("mailings.compose.template")}
            loading={templates.isPending}
            options={(templates.data ?? []).map((template) => ({
              value: template.key,
              label: t(`mailings.templates.${template.key}`),
            }))}
            onChange={(key) => {
              const found = templates.data?.find((template) => template.key === key);
              if (!found) return;
              setSubject(found.texts[language].subject);
              setBody(found.texts[language].body);
            }}
            data-testid="mailing-template"
          />
        </div>
        <div className="mailing-field">
          <span>{t("mailings.compose.subject")}</span>
          <Input
            aria-label={t("mailings.compose.subject")}
            value={subject}
            maxLength={200}
            onChange={(event) => setSubject(event.target.value)}
            data-testid="mailing-subject"
          />
        </div>
        <div className="mailing-field">
          <span id="mailing-body-label">{t("mailings.compose.body")}</span>
          <RichTextEditor value={body} onChange={setBody} label={t("mailings.compose.body")} testId="mailing-body" />
          <Typography.Text type="secondary">{t("mailings.compose.variables")}</Typography.Text>
        </div>
        <fieldset className="mailing-field">
          <legend>{t("mailings.compose.when")}</legend>
          <Radio.Group value={later} onChange={(event) => setLater(event.target.value)}>
            <Radio value={false}>{t("mailings.compose.now")}</Radio>
            <Radio value={true}>{t("mailings.compose.later")}</Radio>
          </Radio.Group>
          {later && (
            <DateTimeField
              aria-label={t("mailings.compose.sendAt")}
              value={sendAt}
              onChange={setSendAt}
              data-testid="mailing-send-at"
            />
          )}
        </fieldset>
        <Button type="primary" size="large" loading={send.isPending} onClick={submit} data-testid="mailing-send">
          {t("mailings.compose.send")}
        </Button>
      </div>
    </div>
  );
}

function MailingProgressView({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const mailing = useMailingQuery(id);
  const [page, setPage] = useState(1);
  const live = mailing.data?.status === "sending" || mailing.data?.status === "scheduled";
  const progress = mailing.data?.progress;
  const log = useMailingLogQuery(id, page, live, progress ? progress.sent + progress.failed : 0);
  if (mailing.isPending) return <Skeleton active />;
  if (mailing.isError) return <Alert type="error" showIcon title={t("mailings.compose.failed")} />;
  const data = mailing.data;
  const columns = [
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
