import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { readEnv } from "../config.js";
import { loggingOptions } from "./logging.js";

/** A Fastify app logging into memory with the controller of the given environment. */
async function appLogging(nodeEnv: "development" | "production") {
  const records: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      records.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const { logController } = loggingOptions(
    readEnv({ NODE_ENV: nodeEnv, SMTP_URL: "smtp://localhost:25", PAYMENTS_PROVIDER: "development" }),
  );
  const app = Fastify({ logger: { level: "info", stream }, logController });
  app.get("/hello", async () => ({ hello: "world" }));
  await app.inject({ method: "GET", url: "/hello?x=1" });
  await app.close();
  return records.filter((record) => record.reqId !== undefined);
}

describe("request lines", () => {
  it("are one readable line per request in development", async () => {
    const records = await appLogging("development");
    expect(records).toHaveLength(1);
    expect(records[0]!.msg).toMatch(/^GET \/hello\?x=1 200 \d+ ms$/);
    expect(records[0]).not.toHaveProperty("req");
  });

  it("stay Fastify's structured pair elsewhere", async () => {
    const records = await appLogging("production");
    expect(records.map((record) => record.msg)).toEqual(["incoming request", "request completed"]);
  });

  it("are off above info, and a request then logs through the app's logger: its warnings still written", async () => {
    const records: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        records.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const env = readEnv({
      NODE_ENV: "production",
      SMTP_URL: "smtp://localhost:25",
      PAYMENTS_PROVIDER: "development",
      LOG_LEVEL: "warn",
    });
    const { logController, childLoggerFactory } = loggingOptions(env);
    const app = Fastify({ logger: { level: "warn", stream }, logController, childLoggerFactory });
    app.get("/hello", async (request) => {
      expect(request.log).toBe(app.log);
      request.log.warn({ url: request.url }, "a warning");
      return { hello: "world" };
    });
    expect((await app.inject({ method: "GET", url: "/hello" })).statusCode).toBe(200);
    await app.close();
    expect(records.map((record) => [record.msg, record.url])).toEqual([["a warning", "/hello"]]);
  });

  it("are read by pino-pretty in development only", () => {
    const development = loggingOptions(readEnv({ NODE_ENV: "development" })).logger;
    const production = loggingOptions(
      readEnv({ NODE_ENV: "production", SMTP_URL: "smtp://localhost:25", PAYMENTS_PROVIDER: "development" }),
    ).logger;
    expect(development).toMatchObject({ transport: { target: "pino-pretty" } });
    expect(production).not.toHaveProperty("transport");
  });
});
