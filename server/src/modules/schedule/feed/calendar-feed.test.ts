import { readdirSync, readFileSync } from "node:fs";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashToken } from "../../../core/auth/tokens.js";
import { calendarFeeds } from "../../../db/schema/index.js";
import { apiSuite } from "../../../test/test-app.js";

/**
 * The private calendar feed (decision 0133): only the token's hash is stored, the address is shown once when made, a
 * new one ends the old, and a calendar app's request is answered once (nothing in the log about a second answer).
 */
const logged: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logged.push(JSON.parse(String(chunk)));
    done();
  },
});
const suite = apiSuite({ logStream, env: { LOG_LEVEL: "info" } });
const api = (path: string) => `/api/v1/schedule/${path}`;

async function newFeed(): Promise<URL> {
  const made = await suite.as(suite.school, "student", { method: "POST", url: api("ical/") });
  expect(made.statusCode, made.body).toBe(200);
  return new URL(made.json().url);
}

const tokenOf = (url: URL) =>
  url.pathname
    .split("/")
    .pop()!
    .replace(/\.ics$/, "");

describe("a calendar feed", () => {
  it("is stored as its token's hash, and its address is not shown again", async () => {
    const url = await newFeed();
    const [row] = await suite.harness.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, suite.school.users.student));
    expect(row!.tokenHash).toBe(hashToken(tokenOf(url)));
    expect(JSON.stringify(row)).not.toContain(tokenOf(url));
    const status = await suite.as(suite.school, "student", { method: "GET", url: api("ical/") });
    expect(status.json()).toEqual({ active: true, created_at: row!.createdAt.toISOString() });
    expect(status.body).not.toContain(tokenOf(url));
  });

  it("is served at the address shown once, and a new address ends the old one", async () => {
    const first = await newFeed();
    const served = await suite.harness.app.inject({ method: "GET", url: first.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const second = await newFeed();
    expect(second.pathname).not.toBe(first.pathname);
    expect((await suite.harness.app.inject({ method: "GET", url: first.pathname })).statusCode).toBe(404);
    expect((await suite.harness.app.inject({ method: "GET", url: second.pathname })).statusCode).toBe(200);
  });

  it("answers a calendar app's request once: the log has no second answer", async () => {
    const url = await newFeed();
    logged.length = 0;
    const served = await suite.harness.app.inject({ method: "GET", url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(served.headers["cache-control"]).toBe("private, max-age=300");
    // The request's own line is written, so the log is being read; nothing above it.
    expect(logged.some((record) => record.msg === "request completed")).toBe(true);
    expect(JSON.stringify(logged)).not.toContain("FST_ERR_REP_ALREADY_SENT");
    expect(logged.filter((record) => Number(record.level) >= 40)).toEqual([]);
  });

  it("shows no feed to a user who has none", async () => {
    const status = await suite.as(suite.school, "teacher", { method: "GET", url: api("ical/") });
    expect(status.json()).toEqual({ active: false, created_at: null });
  });
});

describe("the migration to hashed tokens", () => {
  it("hashes an address already given to a calendar app as the server hashes a presented token", async () => {
    const folder = new URL("../../../db/migrations/", import.meta.url);
    const file = readdirSync(folder).find((name) => name.endsWith("_calendar_feed_token_hash.sql"))!;
    const expression = readFileSync(new URL(file, folder), "utf8").match(/SET "token_hash" = (.+);/)![1]!;
    const token = "an-old-plain-token_0123456789abcdefghijklmnop";
    const result = await suite.harness.database.db.execute(
      sql.raw(`select ${expression.replace('"token"', `'${token}'`)} as hash`),
    );
    expect((result as unknown as { rows: { hash: string }[] }).rows[0]!.hash).toBe(hashToken(token));
  });
});
