/** The shim's answer on React 18 and later, without the shim (vite.config.ts, decision 0144). */
export { useSyncExternalStore } from "react";
