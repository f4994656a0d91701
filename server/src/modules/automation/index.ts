/**
 * The automation module's door. No other module uses its code, so it holds only the module's manifest, for the list of
 * modules (modules/index.ts).
 */

export { automationModule } from "./automation.module.js";
