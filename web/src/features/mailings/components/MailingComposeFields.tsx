import {
  MAILING_CHANNELS,
  type MailingAudienceInput,
  type MailingChannel,
  type MailingPreview,
  MESSAGE_TEMPLATES,
  type MessageTemplateKey,
} from "@school/contracts";
import { Checkbox, Radio, Select, Skeleton, Typography } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DateTimeField } from "../../../ui/DateField";
import { useClearable } from "../../../ui/use-clearable";
import { usePreviewQuery } from "../hooks/use-mailings";

/**
 * The channels a mailing goes by; with WhatsApp, the template a recipient gets instead when more than 24 hours passed
 * since their last WhatsApp message (decision 0157), or nothing without one.
 */
export function ChannelsField({
  channels,
  onChannels,
  whatsappTemplate,
  onWhatsappTemplate,
}: {
  channels: MailingChannel[];
  onChannels: (channels: MailingChannel[]) => void;
  whatsappTemplate: MessageTemplateKey | undefined;
  onWhatsappTemplate: (template: MessageTemplateKey | undefined) => void;
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const id = useId();
  return (
    <fieldset className="mailing-field">
      <legend>{t("mailings.compose.channels")}</legend>
      <Checkbox.Group
        value={channels}
        onChange={(value) => onChannels(value as MailingChannel[])}
        options={MAILING_CHANNELS.map((channel) => ({ value: channel, label: t(`mailings.channel.${channel}`) }))}
        data-testid="mailing-channels"
      />
      {channels.includes("whatsapp") && (
        <div className="mailing-field mailing-whatsapp">
          <label htmlFor={id}>{t("mailings.compose.whatsappTemplate")}</label>
          <Select<MessageTemplateKey>
            id={id}
            allowClear={clearable}
            value={whatsappTemplate}
            onChange={(value) => onWhatsappTemplate(value ?? undefined)}
            placeholder={t("mailings.compose.whatsappTemplateNone")}
            options={MESSAGE_TEMPLATES.map((key) => ({ value: key, label: t(`mailings.templates.${key}`) }))}
            showSearch={{ optionFilterProp: "label" }}
            aria-describedby={`${id}-hint`}
            data-testid="mailing-whatsapp-template"
          />
          <Typography.Text type="secondary" id={`${id}-hint`}>
            {t("mailings.compose.whatsappTemplateHint")}
          </Typography.Text>
        </div>
      )}
    </fieldset>
  );
}

/** Who the mailing reaches (everyone, the user list's filter or one user, as the address carried) and a preview. */
export function AudienceField({
  audience,
  onAudience,
  fromUrl,
  target,
  channels,
}: {
  audience: MailingAudienceInput["audience"];
  onAudience: (audience: MailingAudienceInput["audience"]) => void;
  fromUrl: { target: MailingAudienceInput; filtered: string[] };
  target: MailingAudienceInput;
  /** The channels chosen: whom of the audience they reach, and why the others would get nothing. */
  channels: MailingChannel[];
}) {
  const { t } = useTranslation();
  const preview = usePreviewQuery({ target, channels });
  return (
    <fieldset className="mailing-field">
      <legend>{t("mailings.audience.label")}</legend>
      <Radio.Group value={audience} onChange={(event) => onAudience(event.target.value)} data-testid="mailing-audience">
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
        {channels.length === 0 ? null : preview.data ? (
          <PreviewCounts preview={preview.data} />
        ) : (
          <Skeleton active paragraph={{ rows: 1 }} title={false} />
        )}
      </div>
    </fieldset>
  );
}

/**
 * How many the mailing reaches on the channels chosen, of the audience, and how many it leaves out by why (decision
 * 0171); said before sending, and a mailing that reaches nobody says so (the server refuses it too).
 */
function PreviewCounts({ preview }: { preview: MailingPreview }) {
  const { t } = useTranslation();
  const { excluded } = preview;
  const left = excluded.unsubscribed + excluded.unlinked + excluded.no_address;
  return (
    <>
      <Typography.Text strong>
        {t("mailings.compose.previewReach", { recipients: preview.recipients, count: preview.count })}
      </Typography.Text>
      <div>{t("mailings.compose.previewTelegram", { chat: preview.with_chat_id })}</div>
      {left > 0 && (
        <div data-testid="mailing-excluded">
          {t("mailings.compose.previewExcluded", {
            unsubscribed: excluded.unsubscribed,
            unlinked: excluded.unlinked,
            noAddress: excluded.no_address,
          })}
        </div>
      )}
      {preview.recipients === 0 ? (
        <Typography.Text type="danger" role="alert">
          {t("mailings.compose.nobody")}
        </Typography.Text>
      ) : (
        <div>{preview.first_names.join(", ")}</div>
      )}
    </>
  );
}

/** Now, or at a time in the school's zone. */
export function SendTimeField({
  later,
  onLater,
  sendAt,
  onSendAt,
}: {
  later: boolean;
  onLater: (later: boolean) => void;
  sendAt: string;
  onSendAt: (sendAt: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mailing-field">
      <legend>{t("mailings.compose.when")}</legend>
      <Radio.Group value={later} onChange={(event) => onLater(event.target.value)}>
        <Radio value={false}>{t("mailings.compose.now")}</Radio>
        <Radio value={true}>{t("mailings.compose.later")}</Radio>
      </Radio.Group>
      {later && (
        <DateTimeField
          aria-label={t("mailings.compose.sendAt")}
          value={sendAt}
          onChange={onSendAt}
          data-testid="mailing-send-at"
        />
      )}
    </fieldset>
  );
}
