import type { NotificationItem, NotificationPage } from "@school/contracts";
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatDateTime } from "../../../ui/format";
import { Button } from "../../../ui/lite/Button";
import { Drawer } from "../../../ui/lite/Drawer";
import { Spinner } from "../../../ui/lite/Spinner";
import { useUiLanguage } from "../../language";
import { useCan, useSession } from "../../session";
import { fetchNotifications, readAllNotifications, readNotification } from "../api/centre.api";
import { bellKeys } from "../bell.keys";
import { useUnreadCount, useWaitingThreads } from "../hooks/use-unread";
import { setUnread } from "../live/unread-live";
import "../../notifications/texts";
import "../../notifications/notifications.css";

type Feed = InfiniteData<NotificationPage, number | undefined>;

/**
 * The notification centre (decision 0063): newest first, a page at a time (keyset: "show more" asks for the page
 * before the last id shown), one or all marked read. A live count that changes while it is open reloads the list.
 */
export default function NotificationCentre({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const userId = useSession().claims?.user_id ?? 0;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const threads = useWaitingThreads();
  const readsInbox = useCan("conversation.staff");
  const key = [...bellKeys.feed(userId), unread] as const;
  const feed = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchNotifications(pageParam, signal);
      setUnread(page.unread);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    enabled: open,
    placeholderData: (previous) => previous,
  });
  const markRead = (id: number, readAt: string) =>
    queryClient.setQueriesData<Feed>({ queryKey: bellKeys.feed(userId) }, (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              results: page.results.map((item) =>
                item.id === id || id === 0 ? { ...item, read_at: item.read_at ?? readAt } : item,
              ),
            })),
          }
        : data,
    );
  const readOne = useMutation({
    mutationFn: (id: number) => readNotification(id),
    onSuccess: (answer, id) => {
      markRead(id, new Date().toISOString());
      setUnread(answer.unread);
    },
  });
  const readAll = useMutation({
    mutationFn: readAllNotifications,
    onSuccess: (answer) => {
      markRead(0, new Date().toISOString());
      setUnread(answer.unread);
    },
  });
  const items = feed.data?.pages.flatMap((page) => page.results) ?? [];
  const openItem = (item: NotificationItem) => {
    if (!item.read_at) readOne.mutate(item.id);
    if (item.link) {
      onClose();
      navigate(item.link);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="end"
      title={t("notifications.title")}
      data-testid="notification-centre"
      extra={
        (unread ?? 0) > 0 ? (
          <Button look="link" size="small" onClick={() => readAll.mutate()} data-testid="notifications-read-all">
            {t("notifications.readAll")}
          </Button>
        ) : null
      }
    >
      {threads > 0 && (
        <p className="notification-threads" data-testid="notification-threads">
          <Button
            look="link"
            onClick={() => {
              onClose();
              navigate(readsInbox ? "/inbox" : "/messages");
            }}
          >
            {readsInbox ? t("notifications.threadsWaiting", { count: threads }) : t("notifications.schoolAnswered")}
          </Button>
        </p>
      )}
      {feed.isPending && open ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p className="notification-empty">{t("notifications.empty")}</p>
      ) : (
        <ul className="notification-list" aria-label={t("notifications.title")}>
          {items.map((item) => (
            <li
              key={item.id}
              className={`notification-item${item.read_at ? "" : " notification-item--unread"}`}
              data-testid="notification-item"
            >
              <div className="notification-item__head">
                <span className="notification-item__kind">{t(`notifications.kinds.${item.kind}`)}</span>
                <time dateTime={item.created_at}>{formatDateTime(item.created_at, language)}</time>
              </div>
              <h3 className="notification-item__title">{item.title}</h3>
              {item.html ? (
                // Sanitised on the server with the rich-text allow-list (core/rich-text.ts).
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server
                <div className="notification-item__body" dangerouslySetInnerHTML={{ __html: item.html }} />
              ) : (
                <p className="notification-item__body">{item.body}</p>
              )}
              <div className="notification-item__actions">
                {item.link && (
                  <Button look="link" size="small" onClick={() => openItem(item)}>
                    {t("notifications.open")}
                  </Button>
                )}
                {!item.read_at && (
                  <Button
                    look="link"
                    size="small"
                    onClick={() => readOne.mutate(item.id)}
                    data-testid="notification-mark-read"
                  >
                    {t("notifications.markRead")}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {feed.hasNextPage && (
        <Button onClick={() => feed.fetchNextPage()} disabled={feed.isFetchingNextPage} className="notification-more">
          {t("notifications.more")}
        </Button>
      )}
    </Drawer>
  );
}
