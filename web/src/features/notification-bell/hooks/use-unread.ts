import { useSyncExternalStore } from "react";
import { subscribeUnread, unreadSnapshot, waitingThreadsSnapshot } from "../live/unread-live";

/** The caller's unread count, live; null until it is known. */
export function useUnreadCount(): number | null {
  return useSyncExternalStore(subscribeUnread, unreadSnapshot, () => null);
}

/** The conversations that wait for the caller (issue 37), live: 0 until known. */
export function useWaitingThreads(): number {
  return useSyncExternalStore(subscribeUnread, waitingThreadsSnapshot, () => 0);
}
