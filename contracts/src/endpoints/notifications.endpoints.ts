import { idParams } from "../fields.js";
import {
  noticeCreateBody,
  noticeListQuery,
  notificationListQuery,
  notificationPage,
  notificationPreferences,
  notificationPreferencesBody,
  schoolNotice,
  schoolNoticePage,
  unreadCount,
} from "../notifications.js";
import { endpoint } from "./endpoint.js";

const tags = ["notifications"];

export const listSchoolNotices = endpoint({
  method: "GET",
  path: "user/school/send_mail/list/",
  permission: "notice.manage",
  summary:
    "The school's notices, newest first, each with its delivery counts and the recipients whose e-mail failed " +
    "('Error! Check the user's email address!')",
  tags,
  query: noticeListQuery,
  response: schoolNoticePage,
});

export const createSchoolNotice = endpoint({
  method: "POST",
  path: "user/school/send_mail/create/",
  permission: "notice.manage",
  summary:
    "Send a notice (title, rich-text body sanitised with an allow-list) to the whole school, one role or chosen " +
    "users: in the app at once, and by e-mail or in the daily digest as each recipient chose",
  tags,
  body: noticeCreateBody,
  response: schoolNotice,
  status: 201,
});

export const deleteSchoolNotice = endpoint({
  method: "DELETE",
  path: "user/school/send_mail/delete/{id}/",
  permission: "notice.manage",
  summary: "Delete a notice: it leaves the recipients' notification centres; mail already sent stays sent",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const listNotifications = endpoint({
  method: "GET",
  path: "notifications/",
  permission: "notification.own",
  summary:
    "The caller's notifications, newest first, a page after `before` (keyset), with the unread count " +
    "(extension, decision 0063)",
  tags,
  query: notificationListQuery,
  response: notificationPage,
});

export const getUnreadCount = endpoint({
  method: "GET",
  path: "notifications/unread/",
  permission: "notification.own",
  summary: "How many of the caller's notifications are unread (extension, decision 0063)",
  tags,
  response: unreadCount,
});

export const markNotificationRead = endpoint({
  method: "POST",
  path: "notifications/{id}/read/",
  permission: "notification.own",
  summary: "Mark one of the caller's notifications read; answers the unread count (extension, decision 0063)",
  tags,
  params: idParams("id"),
  response: unreadCount,
});

export const markAllNotificationsRead = endpoint({
  method: "POST",
  path: "notifications/read-all/",
  permission: "notification.own",
  summary: "Mark every notification of the caller read (extension, decision 0063)",
  tags,
  response: unreadCount,
});

export const getNotificationPreferences = endpoint({
  method: "GET",
  path: "notifications/preferences/",
  permission: "notification.own",
  summary:
    "How each kind of notification reaches the caller: app, e-mail at once, or daily digest (extension, decision 0063)",
  tags,
  response: notificationPreferences,
});

export const updateNotificationPreferences = endpoint({
  method: "PUT",
  path: "notifications/preferences/",
  permission: "notification.own",
  summary: "Change how kinds of notification reach the caller (extension, decision 0063)",
  tags,
  body: notificationPreferencesBody,
  response: notificationPreferences,
});
