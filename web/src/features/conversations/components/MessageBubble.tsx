import type { ConversationMessage } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { UserText } from "../../../ui/UserText";
import { useUiLanguage } from "../../language";
import { formatMessageTime } from "../message-time";
import { MessageAttachment } from "./MessageAttachment";

/**
 * One message: the reader's own on the right, the other side's on the left, each with who wrote it, its channel and
 * time; a reply with its delivery (and why it failed). The text is React text: HTML in a message shows as written.
 */
export function MessageBubble({
  message,
  mine,
  studentId,
}: {
  message: ConversationMessage;
  mine: boolean;
  /** The thread's student, when the reader is staff (who may save a file the student sent). */
  studentId?: number;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const author = mine ? t("conversations.you") : (message.author?.name ?? t("conversations.school"));
  const delivery =
    message.direction === "out" && mine
      ? message.delivery === "failed" && message.failure
        ? `${t(`conversations.delivery.failed`)}: ${t(`conversations.failure.${message.failure}`)}`
        : t(`conversations.delivery.${message.delivery}`)
      : null;
  return (
    <li
      className={`message ${mine ? "message--mine" : "message--theirs"}${message.delivery === "failed" ? " message--failed" : ""}`}
      data-testid={`message-${message.id}`}
    >
      <div className="message__meta">
        <UserText className="message__author">{author}</UserText>
        <span className="message__channel" data-testid="message-channel">
          {t(`conversations.channels.${message.channel}`)}
        </span>
        <time dateTime={message.created_at}>{formatMessageTime(message.created_at, language)}</time>
      </div>
      {message.text && (
        <p className="message__text">
          <UserText>{message.text}</UserText>
        </p>
      )}
      {message.attachment && (
        <MessageAttachment
          attachment={message.attachment}
          save={
            // The school's own file (a document it sent) is among the student's documents already.
            studentId === undefined || message.direction === "out" ? undefined : { studentId, messageId: message.id }
          }
        />
      )}
      {delivery && (
        <div className="message__delivery" data-testid="message-delivery">
          {delivery}
        </div>
      )}
    </li>
  );
}
