import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/lite/Button";
import { useUnreadCount, useWaitingThreads } from "../hooks/use-unread";
import { BellIcon } from "./BellIcon";
import "./notification-bell.css";

/** The list and its texts load on the first open: the header carries only the button and its count. */
const NotificationCentre = lazy(() => import("./NotificationCentre"));

/**
 * The header's bell (decision 0063): the unread notifications and the conversations waiting for the reader (issue
 * 37), live; a press opens the notification centre.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const threads = useWaitingThreads();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // Unread notifications and the conversations that wait for the reader, in one count.
  const count = (unread ?? 0) + threads;
  const label = count > 0 ? t("header.notificationsUnread", { count }) : t("header.notifications");
  return (
    <>
      <span className="notification-bell">
        <Button
          look="text"
          icon={<BellIcon />}
          aria-label={label}
          title={label}
          data-testid="notification-bell"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
        {count > 0 && (
          <span className="notification-bell__count" data-testid="notification-count" aria-hidden="true">
            {count > 99 ? "99+" : count}
          </span>
        )}
      </span>
      {opened && (
        <Suspense fallback={null}>
          <NotificationCentre open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
