import {
  createSchoolNotice,
  deleteSchoolNotice,
  getNotificationPreferences,
  getUnreadCount,
  listNotifications,
  listSchoolNotices,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationPreferences,
} from "@school/contracts";
import { defineRoute, type RouteDef } from "../../core/route.js";
import * as centre from "./centre/centre.service.js";
import * as notices from "./notices/notices.service.js";

/** School notices (`send_mail/`, decision 0064) and every user's notification centre (decision 0063). */
export const notificationsRoutes: RouteDef[] = [
  defineRoute(listSchoolNotices, {
    handler: async ({ actor, query, ctx }) => notices.listNotices(actor, { query, requestUrl: ctx.request.url }),
  }),
  defineRoute(createSchoolNotice, { handler: async ({ actor, body }) => notices.createNotice(actor, body) }),
  defineRoute(deleteSchoolNotice, {
    handler: async ({ actor, params }) => {
      await notices.deleteNotice(actor, params.id);
      return undefined;
    },
  }),
  defineRoute(listNotifications, { handler: async ({ actor, query }) => centre.listNotifications(actor, query) }),
  defineRoute(getUnreadCount, { handler: async ({ actor }) => centre.unreadCount(actor) }),
  defineRoute(markNotificationRead, { handler: async ({ actor, params }) => centre.markRead(actor, params.id) }),
  defineRoute(markAllNotificationsRead, { handler: async ({ actor }) => centre.markAllRead(actor) }),
  defineRoute(getNotificationPreferences, { handler: async ({ actor }) => centre.preferences(actor) }),
  defineRoute(updateNotificationPreferences, {
    handler: async ({ actor, body }) => centre.savePreferences(actor, body),
  }),
];
