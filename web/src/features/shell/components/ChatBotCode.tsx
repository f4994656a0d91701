import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { MessageIcon } from "../../../ui/lite/icons/MessageIcon";
import { Popover } from "../../../ui/lite/Popover";
import "./chat-bot-code.css";

/** Loaded when the popover first opens: most visits never do, and the first screen stays within its budget. */
const ChatCodeBody = lazy(() => import("./ChatCodeBody"));

/**
 * The student's personal chat-bot code (decision 0057): `/start CODE` to copy, a link that opens the bot with the
 * code, whether the chat is linked, and a new code on request.
 */
export function ChatBotCode({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  return (
    // Icon-only on phones, where it needs a name of its own; elsewhere its visible text names it.
    <Popover
      title={t("chatCode.title")}
      content={
        <Suspense fallback={null}>
          <ChatCodeBody />
        </Suspense>
      }
      icon={<MessageIcon />}
      data-testid="chat-code-button"
      aria-label={compact ? t("chatCode.title") : undefined}
    >
      {compact ? undefined : t("chatCode.button")}
    </Popover>
  );
}
