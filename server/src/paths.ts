import { fileURLToPath } from "node:url";

/**
 * The server package's folder. This file sits one level below it in the source (`src/`) and the bundle that
 * `npm run build` writes sits one level below it too (`dist/`, decision 0087), so files the server reads beside its
 * code (migrations, fonts, the built web app) are found from here whichever of the two runs.
 */
export const SERVER_ROOT = fileURLToPath(new URL("../", import.meta.url));
