import type { ConversationThread, ReplyChannel } from "@school/contracts";
import { Button, Skeleton } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../ui/LoadFailed";
import { joinedThread, useSend, useThread } from "../hooks/use-conversations";
import { Composer } from "./Composer";
import { MessageBubble } from "./MessageBubble";
import { UndeliveredNotice } from "./UndeliveredNotice";

/**
 * A thread's messages, oldest first, scrolled to the latest, with earlier ones on request and the composer below.
 * `own`: the student's own thread (their messages on the right); else the staff's view of a student's.
 */
export function ThreadView({
  studentId,
  own,
  header,
  placeholder,
}: {
  studentId: number;
  own: boolean;
  header?: (thread: ConversationThread) => React.ReactNode;
  /** Drawn until the thread's messages arrive, in the thread's box. */
  placeholder?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const query = useThread({ studentId, own });
  const send = useSend({ studentId, own });
  const thread = joinedThread(query.data?.pages);
  const list = useRef<HTMLElement>(null);
  const [chosen, setChosen] = useState<ReplyChannel | undefined>(undefined);
  const lastId = thread?.messages.at(-1)?.id;
  // A new message, or the thread opened: the latest message in sight (older pages keep the place instead).
  useEffect(() => {
    if (lastId !== undefined && list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [lastId]);

  if (query.isError && !thread) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  if (!thread) return placeholder ?? <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <div className="thread" data-testid="thread">
      {header?.(thread)}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled by keyboard */}
      <section className="thread__scroll" ref={list} tabIndex={0} aria-label={t("conversations.messages")}>
        {query.hasNextPage && (
          <div className="thread__older">
            <Button onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
              {t("conversations.older")}
            </Button>
          </div>
        )}
        {thread.messages.length === 0 ? (
          <p className="thread__empty">{own ? t("conversations.studentIntro") : t("conversations.noMessages")}</p>
        ) : (
          <ol className="thread__messages" aria-live="polite" data-testid="thread-messages">
            {thread.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                mine={own ? message.direction === "in" : message.direction === "out"}
                studentId={own ? undefined : studentId}
              />
            ))}
          </ol>
        )}
      </section>
      {!own && <UndeliveredNotice thread={thread} onChoose={setChosen} />}
      <Composer
        key={studentId}
        channels={own ? undefined : thread.channels}
        defaultChannel={own ? undefined : thread.last_channel}
        chosen={chosen}
        onChoose={setChosen}
        whatsapp={own ? undefined : { windowUntil: thread.whatsapp_window_until, templates: thread.whatsapp_templates }}
        placeholder={own ? t("conversations.studentPlaceholder") : t("conversations.placeholder")}
        pending={send.isPending}
        error={send.error}
        onSend={(input, sent) => send.mutate(input, { onSuccess: sent })}
      />
    </div>
  );
}
