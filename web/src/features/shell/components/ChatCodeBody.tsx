import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatInstant } from "../../../ui/format";
import { Button } from "../../../ui/lite/Button";
import { CheckIcon } from "../../../ui/lite/icons/CheckIcon";
import { CopyIcon } from "../../../ui/lite/icons/CopyIcon";
import { useUiLanguage } from "../../language";
import { useChatCodeQuery, useRenewChatCode } from "../../profile";

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

/** The popover's content, mounted when it opens: the code is read afresh then (it is single use and expires). */
export default function ChatCodeBody() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { data, isError } = useChatCodeQuery();
  const renew = useRenewChatCode();
  if (!data) {
    return (
      <div className="chat-code__body">
        <p className={isError ? "chat-code__text chat-code__text--error" : "chat-code__text"}>
          {isError ? t("chatCode.unavailable") : t("common.loading")}
        </p>
      </div>
    );
  }
  const until = formatInstant(new Date(data.expires_at), language, { hour: "2-digit", minute: "2-digit" });
  return (
    <div className="chat-code__body">
      {data.linked && (
        <p className="chat-code__text chat-code__text--linked" data-testid="chat-code-linked">
          <CheckIcon /> {t("chatCode.linked")}
        </p>
      )}
      <p className="chat-code__text">{t("chatCode.instruction")}</p>
      {data.bot_username && (
        <p className="chat-code__text">
          <a
            href={`https://t.me/${data.bot_username}?start=${data.code}`}
            target="_blank"
            rel="noreferrer"
            title={t("chatCode.openBot")}
          >
            {t("chatCode.bot", { name: `@${data.bot_username}` })}
          </a>
        </p>
      )}
      <CopyableCode code={`/start ${data.code}`} />
      <p className="chat-code__text">{t("chatCode.expires", { time: until })}</p>
      <Button
        look="link"
        size="small"
        onClick={() => renew.mutate()}
        disabled={renew.isPending}
        data-testid="chat-code-renew"
      >
        {t("chatCode.renew")}
      </Button>
    </div>
  );
}
