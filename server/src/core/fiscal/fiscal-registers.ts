import type { Env } from "../../config.js";
import type { FiscalRegister } from "./fiscal-register.js";
import { createWebkassa } from "./webkassa.js";

/**
 * The register FISCAL_PROVIDER names, or null (off, the default): receipts then carry no fiscal block. Configuration
 * has already refused a named register without its credentials (config.ts), so none is skipped here unseen.
 */
export function createFiscalRegister(
  env: Pick<
    Env,
    | "FISCAL_PROVIDER"
    | "WEBKASSA_API_URL"
    | "WEBKASSA_API_KEY"
    | "WEBKASSA_LOGIN"
    | "WEBKASSA_PASSWORD"
    | "WEBKASSA_CASHBOX"
  >,
): FiscalRegister | null {
  if (env.FISCAL_PROVIDER !== "webkassa") return null;
  const { WEBKASSA_API_KEY: apiKey, WEBKASSA_LOGIN: login, WEBKASSA_PASSWORD: password } = env;
  const cashbox = env.WEBKASSA_CASHBOX;
  if (!apiKey || !login || !password || !cashbox) {
    throw new Error("FISCAL_PROVIDER=webkassa without its WEBKASSA_* credentials");
  }
  return createWebkassa({ apiUrl: env.WEBKASSA_API_URL, apiKey, login, password, cashbox });
}
