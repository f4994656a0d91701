// The notification screens: staff's school notices and everyone's preferences, each loaded with the settings tab.
export { loadNoticesTab, loadNotificationPreferencesTab } from "./settings-tabs";
