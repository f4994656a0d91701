import { describe, expect, it } from "vitest";
import { readEnv } from "../../config.js";
import { startServerProcess } from "../../test/server-process.js";
import { createFiscalRegister } from "./fiscal-registers.js";

/**
 * Fiscal receipts are off unless configured, and a register configured without its credentials stops the start
 * (decision 0161): nothing falls back, silently or otherwise, to a register that issues nothing.
 */
const deployed = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://school.example.kz",
  SMTP_URL: "smtp://127.0.0.1:2525",
  CLOUDPAYMENTS_PUBLIC_ID: "pk_live",
  CLOUDPAYMENTS_API_SECRET: "secret",
  LOG_LEVEL: "info",
};

describe("the fiscal register's configuration", () => {
  it("is off by default: no register", () => {
    expect(createFiscalRegister(readEnv({ NODE_ENV: "test" }))).toBeNull();
  });

  it("names each missing Webkassa setting, whatever the environment", () => {
    const read = () => readEnv({ NODE_ENV: "test", FISCAL_PROVIDER: "webkassa", WEBKASSA_LOGIN: "cashier@school.kz" });
    expect(read).toThrow(/WEBKASSA_API_KEY: WEBKASSA_API_KEY is required for FISCAL_PROVIDER=webkassa/);
    expect(read).toThrow(/WEBKASSA_PASSWORD: WEBKASSA_PASSWORD is required/);
    expect(read).toThrow(/WEBKASSA_CASHBOX: WEBKASSA_CASHBOX is required/);
    expect(read).not.toThrow(/WEBKASSA_LOGIN:/);
  });

  it("stops a production start configured for Webkassa without its credentials", async () => {
    const started = startServerProcess({ ...deployed, FISCAL_PROVIDER: "webkassa" }, { readyTimeoutMs: 60_000 });
    await expect(started).rejects.toThrow(/exited with 1 before it listened/);
    await expect(started).rejects.toThrow(/WEBKASSA_API_KEY is required for FISCAL_PROVIDER=webkassa/);
  });
});
