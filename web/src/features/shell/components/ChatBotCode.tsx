import { MessageOutlined } from "@ant-design/icons";
import { Button, Popover, Space, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useChatCodeQuery } from "../../profile/hooks/use-chat-code.query";

/**
 * The student's personal chat-bot code. The bot's name is not known to the client, so the code is shown
 * with a copy button and the instruction to send it to the school's bot.
 */
export function ChatBotCode({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { data, isError } = useChatCodeQuery();

  const content = (
    <Space orientation="vertical" size={8} style={{ maxWidth: 280 }}>
      <Typography.Text type="secondary">{t("chatCode.instruction")}</Typography.Text>
      {data ? (
        <Typography.Text copyable={{ text: data.code }} strong style={{ fontSize: 20 }} data-testid="chat-code">
          {data.code}
        </Typography.Text>
      ) : (
        <Typography.Text type={isError ? "danger" : "secondary"}>
          {isError ? t("chatCode.unavailable") : t("common.loading")}
        </Typography.Text>
      )}
    </Space>
  );

  return (
    <Popover trigger="click" title={t("chatCode.title")} content={content} placement="bottomRight">
      {/* Icon-only on phones, where it needs a name of its own; elsewhere its visible text names it. */}
      <Button
        icon={<MessageOutlined aria-hidden />}
        data-testid="chat-code-button"
        aria-label={compact ? t("chatCode.title") : undefined}
      >
        {!compact && t("chatCode.button")}
      </Button>
    </Popover>
  );
}
