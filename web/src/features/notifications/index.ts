// Only the bell travels with the first screen; the centre, the notices tab and the preferences load on demand.
export { NotificationBell } from "./components/NotificationBell";

/** Staff's school notices (`send_mail/`) as a settings tab, in a chunk of its own. */
export const loadNoticesTab = () => import("./components/NoticesTab");
/** Every user's choice per kind of notification, as a settings tab. */
export const loadNotificationPreferencesTab = () => import("./components/NotificationPreferencesTab");
