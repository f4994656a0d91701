import { useSyncExternalStore } from "react";
import { subscribeUnread, unreadSnapshot } from "../live/unread-live";

/** The caller's unread count, live; null until it is known. */
export function useUnreadCount(): number | null {
  return useSyncExternalStore(subscribeUnread, unreadSnapshot, () => null);
}
