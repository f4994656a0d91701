import { INBOX_BOXES, type InboxBox, type ThreadSummary } from "@school/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "../../../ui/Link";
import { Button } from "../../../ui/lite/Button";
import { Empty } from "../../../ui/lite/Empty";
import { SearchInput } from "../../../ui/lite/SearchInput";
import { Segmented } from "../../../ui/lite/Segmented";
import { Spinner } from "../../../ui/lite/Spinner";
import { UserText } from "../../../ui/UserText";
import { useUiLanguage } from "../../language";
import type { InboxFilters } from "../conversations.keys";
import { useInbox } from "../hooks/use-conversations";
import { formatMessageTime } from "../message-time";
import { InboxApplicationFilters } from "./InboxApplicationFilters";

/**
 * The inbox's list: a box (every thread, mine, nobody's, unread), a search by name, a program and an application status,
 * the latest message first, each thread with its last message, channel, unread count, who answers it and since when
 * the student waits. Drawn with the app's light controls (decision 0185): a manager's phone paints it before Ant
 * Design, which only the open thread needs, has arrived.
 */
export function InboxList({
  filters,
  chosen,
  onFilter,
  addressOf,
  onReach,
}: {
  filters: InboxFilters;
  chosen: number | undefined;
  onFilter: (patch: Partial<InboxFilters>) => void;
  addressOf: (studentId: number) => string;
  /** The manager reaches for a thread (pointer, touch or focus on the list): the open thread's code may come. */
  onReach: () => void;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { box } = filters;
  const inbox = useInbox(filters);
  const threads = inbox.data?.pages.flatMap((page) => page.results) ?? [];
  const unreadThreads = inbox.data?.pages[0]?.unread_threads ?? 0;
  const preview = (thread: ThreadSummary) =>
    thread.last_message.direction === "out" ? (
      <>
        {t("conversations.school")}: <UserText>{thread.last_message.text}</UserText>
      </>
    ) : (
      <UserText>{thread.last_message.text}</UserText>
    );
  return (
    <section className="inbox-list" aria-label={t("conversations.threads")}>
      <Segmented<InboxBox>
        className="inbox-list__boxes"
        value={box}
        onChange={(value) => onFilter({ box: value })}
        aria-label={t("conversations.boxLabel")}
        options={INBOX_BOXES.map((value) => ({
          value,
          label:
            value === "unread" && unreadThreads > 0
              ? `${t("conversations.boxes.unread")} · ${unreadThreads}`
              : t(`conversations.boxes.${value}`),
        }))}
        testId="inbox-boxes"
      />
      <SearchInput
        value={filters.q}
        onSearch={(q) => onFilter({ q })}
        label={t("conversations.search")}
        size="middle"
        testId="inbox-search"
      />
      <InboxApplicationFilters filters={filters} onFilter={onFilter} />
      {inbox.isPending ? (
        <ThreadsPlaceholder />
      ) : threads.length === 0 ? (
        <Empty>{t("conversations.empty")}</Empty>
      ) : (
        <ul
          className="inbox-list__threads"
          data-testid="inbox-threads"
          onPointerOver={onReach}
          onTouchStart={onReach}
          onFocus={onReach}
        >
          {threads.map((thread) => (
            <li key={thread.student.id}>
              <Link
                to={addressOf(thread.student.id)}
                className={`inbox-thread${thread.student.id === chosen ? " inbox-thread--chosen" : ""}${thread.unread > 0 ? " inbox-thread--unread" : ""}`}
                aria-current={thread.student.id === chosen ? "true" : undefined}
                data-testid={`inbox-thread-${thread.student.id}`}
              >
                <span className="inbox-thread__top">
                  <UserText className="inbox-thread__name">{thread.student.name}</UserText>
                  {thread.unread > 0 && (
                    <span
                      className="lite-count"
                      title={t("conversations.unread", { count: thread.unread })}
                      data-testid="inbox-thread-unread"
                    >
                      {thread.unread}
                    </span>
                  )}
                </span>
                <span className="inbox-thread__preview">{preview(thread)}</span>
                <span className="inbox-thread__meta">
                  <span>{t(`conversations.channels.${thread.last_message.channel}`)}</span>
                  <time dateTime={thread.last_message.created_at}>
                    {formatMessageTime(thread.last_message.created_at, language)}
                  </time>
                  {thread.assignee ? (
                    <UserText>{thread.assignee.name}</UserText>
                  ) : (
                    <span>{t("conversations.nobody")}</span>
                  )}
                </span>
                {thread.waiting_since && (
                  <span className="inbox-thread__waiting" data-testid="inbox-thread-waiting">
                    {t("conversations.waitingSince", { time: formatMessageTime(thread.waiting_since, language) })}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <Button
          className="inbox-list__more"
          onClick={() => void inbox.fetchNextPage()}
          disabled={inbox.isFetchingNextPage}
          icon={inbox.isFetchingNextPage ? <Spinner size="small" /> : undefined}
        >
          {t("conversations.moreThreads")}
        </Button>
      )}
    </section>
  );
}

/** Rows drawn while the threads load: enough to fill a phone's screen. */
const PLACEHOLDER_ROWS = 8;

/**
 * Rows of a thread's size until the threads arrive: the footer below the list stays out of sight instead of jumping
 * down when they come (a layout shift). A list of its own, so none of its rows is taken for a thread's.
 */
function ThreadsPlaceholder() {
  return (
    <ul className="inbox-list__threads" aria-hidden="true" data-testid="inbox-threads-loading">
      {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are alike and never move
        <li key={row} className="inbox-thread inbox-thread--placeholder" />
      ))}
    </ul>
  );
}
