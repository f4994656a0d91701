import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { CheckIcon } from "../../../ui/lite/icons/ControlIcons";
import { CopyIcon, MessageIcon } from "../../../ui/lite/icons/HeaderIcons";
import { Popover } from "../../../ui/lite/Popover";
import { useChatCodeQuery } from "../../profile";

/** The code with a button that copies it, saying "Copied" for a moment once it has. */
function CopyableCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(code).then(() => {
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    });
  return (
    <div className="chat-code">
      <strong className="chat-code__value" data-testid="chat-code">
        {code}
      </strong>
      <Button
        look="link"
        size="small"
        icon={copied ? <CheckIcon /> : <CopyIcon />}
        aria-label={copied ? t("common.copied") : t("common.copy")}
        title={copied ? t("common.copied") : t("common.copy")}
        onClick={copy}
      />
    </div>
  );
}

/**
 * The student's personal chat-bot code. The bot's name is not known to the client, so the code is shown
 * with a copy button and the instruction to send it to the school's bot.
 */
export function ChatBotCode({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { data, isError } = useChatCodeQuery();

  const content = (
    <div className="chat-code__body">
      <p className="chat-code__text">{t("chatCode.instruction")}</p>
      {data ? (
        <CopyableCode code={data.code} />
      ) : (
        <p className={isError ? "chat-code__text chat-code__text--error" : "chat-code__text"}>
          {isError ? t("chatCode.unavailable") : t("common.loading")}
        </p>
      )}
    </div>
  );

  return (
    // Icon-only on phones, where it needs a name of its own; elsewhere its visible text names it.
    <Popover
      title={t("chatCode.title")}
      content={content}
      icon={<MessageIcon />}
      data-testid="chat-code-button"
      aria-label={compact ? t("chatCode.title") : undefined}
    >
      {compact ? undefined : t("chatCode.button")}
    </Popover>
  );
}
