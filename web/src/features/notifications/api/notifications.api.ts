import type { NotificationPreferences } from "@school/contracts";
import {
  createSchoolNotice,
  deleteSchoolNotice,
  getNotificationPreferences,
  listSchoolNotices,
  listUsers,
  updateNotificationPreferences,
} from "@school/contracts/routes";
import { type BodyOf, callEndpoint } from "../../../api/http-client";

export const fetchPreferences = (signal?: AbortSignal) => callEndpoint(getNotificationPreferences, { signal });
export const savePreferences = (body: NotificationPreferences) => callEndpoint(updateNotificationPreferences, { body });

export const fetchNotices = (page: number, signal?: AbortSignal) =>
  callEndpoint(listSchoolNotices, { query: { page }, signal });
export const sendNotice = (body: BodyOf<typeof createSchoolNotice>) => callEndpoint(createSchoolNotice, { body });
export const removeNotice = (id: number) => callEndpoint(deleteSchoolNotice, { params: { id } });

/** People to choose for a notice: the user list's search, its first page. */
export const searchUsers = (q: string, signal?: AbortSignal) =>
  callEndpoint(listUsers, { query: { q: q || undefined, page: 1 }, signal });
