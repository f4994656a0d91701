import { MESSAGE_TEXT_MAX, type MessageTemplateKey, type ReplyChannel } from "@school/contracts";
import { Button, Input, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { ReplyInput } from "../api/conversations.api";
import { replyErrorText, WhatsappTemplatePicker, WhatsappWindowHint } from "./WhatsappReply";

/** What WhatsApp lets a reply be now (decision 0157): free text until `windowUntil`, else one of `templates`. */
export type WhatsappWindow = { windowUntil: string | null; templates: readonly MessageTemplateKey[] };

/**
 * Writing in a thread: Ctrl+Enter (or ⌘+Enter) sends, as in the messengers the staff know. Staff choose the channel
 * among those the student can be reached on; it starts on the one the student last wrote on. On WhatsApp more than
 * 24 hours after the student's last message there, only an approved template can go: a template is chosen instead.
 */
export function Composer({
  channels,
  defaultChannel,
  chosen,
  onChoose,
  whatsapp,
  placeholder,
  pending,
  error,
  onSend,
}: {
  /** Omitted for the student, who writes in the app. */
  channels?: readonly ReplyChannel[];
  defaultChannel?: ReplyChannel;
  /** The channel staff chose (held by the thread, whose notice of an undelivered reply offers the others). */
  chosen?: ReplyChannel;
  onChoose?: (channel: ReplyChannel) => void;
  /** The thread's WhatsApp window, for the staff. */
  whatsapp?: WhatsappWindow;
  placeholder: string;
  pending: boolean;
  error: unknown;
  onSend: (input: ReplyInput, sent: () => void) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [template, setTemplate] = useState<MessageTemplateKey | undefined>(undefined);
  // The channel the student last wrote on may be one the school no longer answers on (WhatsApp disconnected): the
  // select would show its bare value ("whatsapp"), so the first channel that can answer takes its place.
  const answers = (value: ReplyChannel | undefined) => value !== undefined && (channels?.includes(value) ?? true);
  const channel = answers(chosen) ? chosen : answers(defaultChannel) ? defaultChannel : channels?.[0];
  const onWhatsapp = channel === "whatsapp" && whatsapp !== undefined;
  const templateOnly = onWhatsapp && whatsapp.windowUntil === null;
  const ready = templateOnly ? template !== undefined : text.trim() !== "";
  const send = () => {
    if (!ready || pending) return;
    const via = channels ? channel : undefined;
    if (templateOnly) onSend({ channel: via, template }, () => setTemplate(undefined));
    else onSend({ text: text.trim(), channel: via }, () => setText(""));
  };
  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {templateOnly ? (
        <WhatsappTemplatePicker templates={whatsapp.templates} value={template} onChange={setTemplate} />
      ) : (
        <ComposerText text={text} placeholder={placeholder} onChange={setText} onSend={send} />
      )}
      {onWhatsapp && whatsapp.windowUntil && <WhatsappWindowHint until={whatsapp.windowUntil} />}
      {error ? (
        <p className="composer__error" role="alert">
          {replyErrorText(error, t)}
        </p>
      ) : null}
      <div className="composer__actions">
        {channels && channels.length > 0 && (
          <Select
            value={channel}
            onChange={(value: ReplyChannel) => onChoose?.(value)}
            options={channels.map((value) => ({ value, label: t(`conversations.channels.${value}`) }))}
            aria-label={t("conversations.replyOn")}
            prefix={t("conversations.replyOn")}
            data-testid="composer-channel"
          />
        )}
        {!templateOnly && <span className="composer__hint">{t("conversations.sendHint")}</span>}
        <Button type="primary" htmlType="submit" loading={pending} disabled={!ready} data-testid="composer-send">
          {t("conversations.send")}
        </Button>
      </div>
    </form>
  );
}

/** The message's text; Ctrl+Enter (⌘+Enter) sends it. */
function ComposerText({
  text,
  placeholder,
  onChange,
  onSend,
}: {
  text: string;
  placeholder: string;
  onChange: (text: string) => void;
  onSend: () => void;
}) {
  return (
    <Input.TextArea
      value={text}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          onSend();
        }
      }}
      autoSize={{ minRows: 2, maxRows: 8 }}
      maxLength={MESSAGE_TEXT_MAX}
      placeholder={placeholder}
      aria-label={placeholder}
      data-testid="composer-text"
    />
  );
}
