import { MESSAGE_TEXT_MAX, type ReplyChannel } from "@school/contracts";
import { Button, Input, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../api/error-text";

/**
 * Writing in a thread: Ctrl+Enter (or ⌘+Enter) sends, as in the messengers the staff know. Staff choose the channel
 * among those the student can be reached on; it starts on the one the student last wrote on.
 */
export function Composer({
  channels,
  defaultChannel,
  placeholder,
  pending,
  error,
  onSend,
}: {
  /** Omitted for the student, who writes in the app. */
  channels?: readonly ReplyChannel[];
  defaultChannel?: ReplyChannel;
  placeholder: string;
  pending: boolean;
  error: unknown;
  onSend: (input: { text: string; channel?: ReplyChannel }, sent: () => void) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState("");
  const [chosen, setChosen] = useState<ReplyChannel | undefined>(undefined);
  const channel = chosen && channels?.includes(chosen) ? chosen : defaultChannel;
  const send = () => {
    if (!text.trim() || pending) return;
    onSend({ text: text.trim(), channel: channels ? channel : undefined }, () => setText(""));
  };
  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Input.TextArea
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            send();
          }
        }}
        autoSize={{ minRows: 2, maxRows: 8 }}
        maxLength={MESSAGE_TEXT_MAX}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid="composer-text"
      />
      {error ? (
        <p className="composer__error" role="alert">
          {errorText(error, t)}
        </p>
      ) : null}
      <div className="composer__actions">
        {channels && channels.length > 0 && (
          <Select
            value={channel}
            onChange={(value: ReplyChannel) => setChosen(value)}
            options={channels.map((value) => ({ value, label: t(`conversations.channels.${value}`) }))}
            aria-label={t("conversations.replyOn")}
            prefix={t("conversations.replyOn")}
            data-testid="composer-channel"
          />
        )}
        <span className="composer__hint">{t("conversations.sendHint")}</span>
        <Button type="primary" htmlType="submit" loading={pending} disabled={!text.trim()} data-testid="composer-send">
          {t("conversations.send")}
        </Button>
      </div>
    </form>
  );
}
