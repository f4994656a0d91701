import {
  type MailingAudienceInput,
  type MailingChannel,
  type MessageTemplateKey,
  mailingAudienceQuery,
} from "@school/contracts";
import { Button, Input, Select, Typography } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { isApiError } from "../../../api/api-error";
import { errorText } from "../../../api/error-text";
import { Link } from "../../../ui/Link";
import { PageHeading } from "../../../ui/PageHeading";
import { RichTextEditor } from "../../../ui/RichTextEditor";
import { toast } from "../../../ui/toast";
import { useClearable } from "../../../ui/use-clearable";
import { useSearchParams } from "../../../ui/use-search-params";
import { useUiLanguage } from "../../language";
import { useSendMailing, useTemplatesQuery } from "../hooks/use-mailings";
import { AudienceField, ChannelsField, SendTimeField } from "./MailingComposeFields";
import { MailingProgressView } from "./MailingProgressView";
import "../texts";
import "../mailings.css";

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
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const fromUrl = useMemo(() => audienceFromUrl(search), [search]);
  const [audience, setAudience] = useState<MailingAudienceInput["audience"]>(fromUrl.target.audience);
  const target: MailingAudienceInput = audience === fromUrl.target.audience ? fromUrl.target : { audience: "all" };
  const [channels, setChannels] = useState<MailingChannel[]>(["email", "telegram"]);
  const [whatsappTemplate, setWhatsappTemplate] = useState<MessageTemplateKey | undefined>(undefined);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [later, setLater] = useState(false);
  const [sendAt, setSendAt] = useState("");
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
        ...(channels.includes("whatsapp") && whatsappTemplate ? { whatsapp_template: whatsappTemplate } : {}),
      });
      navigate(`/mailings/${created.id}`);
    } catch (error) {
      // A mailing that would reach nobody is refused: say why, as the preview does (decision 0171).
      toast.error(
        isApiError(error) && error.code === "no_recipients" ? errorText(error, t) : t("mailings.compose.failed"),
      );
    }
  };
  return (
    <div className="mailing-screen">
      <PageHeading
        title={t("mailings.compose.title")}
        extra={<Link to="/settings?tab=newsletter">{t("mailings.progress.back")}</Link>}
      />
      <div className="mailing-form">
        <ChannelsField
          channels={channels}
          onChannels={setChannels}
          whatsappTemplate={whatsappTemplate}
          onWhatsappTemplate={setWhatsappTemplate}
        />
        <AudienceField
          audience={audience}
          onAudience={setAudience}
          fromUrl={fromUrl}
          target={target}
          channels={channels}
        />
        <MessageFields subject={subject} onSubject={setSubject} body={body} onBody={setBody} />
        <SendTimeField later={later} onLater={setLater} sendAt={sendAt} onSendAt={setSendAt} />
        <Button type="primary" size="large" loading={send.isPending} onClick={submit} data-testid="mailing-send">
          {t("mailings.compose.send")}
        </Button>
      </div>
    </div>
  );
}

/** The subject and the rich-text body, started from a template in the reader's language if one is chosen. */
function MessageFields({
  subject,
  onSubject,
  body,
  onBody,
}: {
  subject: string;
  onSubject: (subject: string) => void;
  body: string;
  onBody: (body: string) => void;
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const language = useUiLanguage();
  const templates = useTemplatesQuery();
  return (
    <>
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
            onSubject(found.texts[language].subject);
            onBody(found.texts[language].body);
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
          onChange={(event) => onSubject(event.target.value)}
          data-testid="mailing-subject"
        />
      </div>
      <div className="mailing-field">
        <span id="mailing-body-label">{t("mailings.compose.body")}</span>
        <RichTextEditor value={body} onChange={onBody} label={t("mailings.compose.body")} testId="mailing-body" />
        <Typography.Text type="secondary">{t("mailings.compose.variables")}</Typography.Text>
      </div>
    </>
  );
}
