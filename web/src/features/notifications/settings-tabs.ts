/**
 * The settings tabs' loaders, in a module of their own: the index re-exports them, so the bundler keeps them (and the
 * list of Ant Design chunks each one preloads) with the settings screen instead of the header's first-screen chunk.
 */

/** Staff's school notices (`send_mail/`) as a settings tab, in a chunk of its own. */
export const loadNoticesTab = () => import("./components/NoticesTab");
/** Every user's choice per kind of notification, as a settings tab. */
export const loadNotificationPreferencesTab = () => import("./components/NotificationPreferencesTab");
