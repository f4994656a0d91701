// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const createSchoolNotice = {
  method: "POST",
  path: "user/school/send_mail/create/",
  status: 201,
} as Route<typeof endpoints.createSchoolNotice>;

export const deleteSchoolNotice = {
  method: "DELETE",
  path: "user/school/send_mail/delete/{id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.deleteSchoolNotice>;

export const getNotificationPreferences = {
  method: "GET",
  path: "notifications/preferences/",
} as Route<typeof endpoints.getNotificationPreferences>;

export const getUnreadCount = {
  method: "GET",
  path: "notifications/unread/",
} as Route<typeof endpoints.getUnreadCount>;

export const listNotifications = {
  method: "GET",
  path: "notifications/",
} as Route<typeof endpoints.listNotifications>;

export const listSchoolNotices = {
  method: "GET",
  path: "user/school/send_mail/list/",
} as Route<typeof endpoints.listSchoolNotices>;

export const markAllNotificationsRead = {
  method: "POST",
  path: "notifications/read-all/",
} as Route<typeof endpoints.markAllNotificationsRead>;

export const markNotificationRead = {
  method: "POST",
  path: "notifications/{id}/read/",
} as Route<typeof endpoints.markNotificationRead>;

export const updateNotificationPreferences = {
  method: "PUT",
  path: "notifications/preferences/",
} as Route<typeof endpoints.updateNotificationPreferences>;
