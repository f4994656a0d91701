import type { ConversationThread, ReplyChannel } from "@school/contracts";
import { Button } from "antd";
import { useTranslation } from "react-i18next";

/**
 * The school's last reply did not reach the student (decision 0171): the thread says so, why, and that the student
 * still waits, and offers the channels the student can be reached on now, each a click from the composer. Shown
 * while that failed reply is the thread's latest message of the school's.
 */
export function UndeliveredNotice({
  thread,
  onChoose,
}: {
  thread: ConversationThread;
  onChoose: (channel: ReplyChannel) => void;
}) {
  const { t } = useTranslation();
  const last = thread.messages.findLast((message) => message.direction === "out");
  if (last?.delivery !== "failed") return null;
  const others = thread.channels.filter((channel) => channel !== last.channel);
  return (
    <div className="thread__undelivered" role="status" data-testid="thread-undelivered">
      <p>
        {t("conversations.undelivered.said", {
          channel: t(`conversations.channels.${last.channel}`),
          reason: last.failure ? t(`conversations.failure.${last.failure}`) : t("conversations.failure.rejected"),
        })}
      </p>
      {others.length > 0 && (
        <div className="thread__undelivered-channels">
          <span>{t("conversations.undelivered.reachOn")}</span>
          {others.map((channel) => (
            <Button key={channel} size="small" onClick={() => onChoose(channel)}>
              {t(`conversations.channels.${channel}`)}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
