/**
 * The notifications module's door. No other module uses its code, so it holds only the module's manifest, for the list of
 * modules (modules/index.ts).
 */

export { notificationsModule } from "./notifications.module.js";
