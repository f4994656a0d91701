import { afterAll, describe, expect, it } from "vitest";
import { processDatabase, type ServerProcess, startServerProcess } from "../../test/server-process.js";

/**
 * A production server that would take payments without money does not start (decision 0124): the process as an
 * operator starts it, at a public HTTPS address with its mail set up and no payment keys.
 */
const deployed = {
  NODE_ENV: "production",
  PUBLIC_URL: "https://school.example.kz",
  SMTP_URL: "smtp://127.0.0.1:2525",
  LOG_LEVEL: "info",
};

let server: ServerProcess | null = null;
let database: Awaited<ReturnType<typeof processDatabase>> | null = null;

afterAll(async () => {
  server?.signal("SIGTERM");
  await server?.exited;
  await database?.dispose();
});

describe("a production start", () => {
  it("refuses without a payment provider, naming the missing keys", async () => {
    const started = startServerProcess(deployed, { readyTimeoutMs: 60_000 });
    await expect(started).rejects.toThrow(/exited with 1 before it listened/);
    await expect(started).rejects.toThrow(
      /CLOUDPAYMENTS_PUBLIC_ID and CLOUDPAYMENTS_API_SECRET are required in production[\s\S]*PAYMENTS_PROVIDER=development/,
    );
  });

  // A start migrates a new database first: on a busy machine that takes longer than a test's usual 30 s.
  it("starts on test payments an operator stated, and warns of them in its log", { timeout: 120_000 }, async () => {
    database = await processDatabase();
    server = await startServerProcess({ ...deployed, ...database.env, PAYMENTS_PROVIDER: "development" });
    const warning = server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .find((record) => record.msg.startsWith("PAYMENTS_PROVIDER is development"));
    expect(warning).toMatchObject({ level: 40 });
  });
});
