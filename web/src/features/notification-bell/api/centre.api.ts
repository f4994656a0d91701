import { listNotifications, markAllNotificationsRead, markNotificationRead } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

const PAGE_SIZE = 20;

export function fetchNotifications(before: number | undefined, signal?: AbortSignal) {
  return callEndpoint(listNotifications, { query: { before, limit: PAGE_SIZE }, signal });
}

export const readNotification = (id: number) => callEndpoint(markNotificationRead, { params: { id } });
export const readAllNotifications = () => callEndpoint(markAllNotificationsRead);
