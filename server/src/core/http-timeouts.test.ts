import { once } from "node:events";
import { readFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { NOTIFICATION_SOCKET_PATH } from "@school/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { DEFAULT_HTTP_TIMEOUTS, type HttpTimeouts } from "../config.js";
import { createTestApp, type TestApp, type TestSchool } from "../test/test-app.js";
import { HEALTH_PATHS } from "./health.js";
import { JSON_KEYS_PER_OBJECT } from "./input-guard.js";

/**
 * Slow clients against a listening app (decision 0132): real sockets, the server's limits shortened so each closing
 * is watched in about a second; the production values are checked as numbers, in the built server and against the
 * balancer's configuration.
 */
const SHORT: HttpTimeouts = {
  headersMs: 1000,
  requestMs: 1500,
  uploadMs: 3000,
  idleMs: 10_000,
  keepAliveMs: 500,
  checkEveryMs: 100,
};

let harness: TestApp;
let school: TestSchool;
let port: number;

beforeAll(async () => {
  harness = await createTestApp({ httpTimeouts: SHORT });
  school = await harness.newSchool();
  await harness.app.listen({ port: 0, host: "127.0.0.1" });
  port = (harness.app.server.address() as { port: number }).port;
});
afterAll(() => harness?.close());

/** A connection, what it has received, and when it closed (ms after it opened). */
async function open(): Promise<{ socket: Socket; received: () => string; closed: Promise<number> }> {
  const socket = connect(port, "127.0.0.1");
  await once(socket, "connect");
  const opened = performance.now();
  let text = "";
  socket.on("data", (chunk) => {
    text += chunk.toString();
  });
  socket.on("error", () => {});
  const closed = new Promise<number>((resolve) => socket.once("close", () => resolve(performance.now() - opened)));
  return { socket, received: () => text, closed };
}

/** Writes the pieces one by one, `everyMs` apart, until the socket closes or they run out. */
async function dribble(socket: Socket, pieces: string[], everyMs: number): Promise<void> {
  for (const piece of pieces) {
    if (socket.destroyed || !socket.writable) return;
    socket.write(piece);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

describe("a client slow with its headers", () => {
  it("is answered 408 and closed once the headers' limit has passed, however often it sends a line", async () => {
    const client = await open();
    const lines = [
      `GET ${HEALTH_PATHS.live} HTTP/1.1\r\n`,
      ...Array.from({ length: 40 }, (_, i) => `x-slow-${i}: 1\r\n`),
    ];
    void dribble(client.socket, lines, 200);
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1.1 408 /);
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.headersMs - 50);
    expect(closedAfter).toBeLessThan(SHORT.headersMs + SHORT.checkEveryMs + 700);
  });
});

describe("a client slow with its body", () => {
  it("is answered 408 {detail, code} and closed once the whole request's limit has passed", async () => {
    const client = await open();
    const body = JSON.stringify({ email: "slow@test.kz", password: "slow-slow-slow" });
    client.socket.write(
      "POST /api/v1/user/accounts/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${body.length}\r\n\r\n`,
    );
    void dribble(client.socket, [...body], 100);
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1.1 408 /);
    expect(JSON.parse(client.received().split("\r\n\r\n")[1]!)).toEqual({
      detail: "The request took too long to arrive",
      code: "request_timeout",
    });
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
    expect(closedAfter).toBeLessThan(SHORT.requestMs + 700);
  });

  it("is cut at the same limit after the route refused it before reading the body", async () => {
    const client = await open();
    // A signed-in route answers 401 at once to a caller without a token; the body keeps coming a byte at a time.
    client.socket.write(
      `PATCH /api/v1/user/accounts/manager_update/${school.users.student}/ HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        "Content-Type: application/json\r\nContent-Length: 100\r\n\r\n",
    );
    void dribble(
      client.socket,
      Array.from({ length: 100 }, () => " "),
      100,
    );
    const closedAfter = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1.1 401 /);
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.requestMs - 50);
    expect(closedAfter).toBeLessThan(SHORT.requestMs + 700);
  });

  it("may take the uploads' longer limit on an upload route", async () => {
    const client = await open();
    const { authorization } = await harness.authAs(school, "admin");
    client.socket.write(
      "POST /api/v1/course/ex/ex_file_upload/ HTTP/1.1\r\nHost: 127.0.0.1\r\n" +
        `Authorization: ${authorization}\r\nContent-Type: multipart/form-data; boundary=cut\r\n` +
        "Content-Length: 1000\r\n\r\n--cut\r\n",
    );
    void dribble(
      client.socket,
      Array.from({ length: 100 }, () => "x"),
      100,
    );
    const closedAfter = await client.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(SHORT.uploadMs - 50);
    expect(closedAfter).toBeLessThan(SHORT.uploadMs + 700);
  });
});

/** Node keeps an idle connection this much past `keepAliveTimeout`, so a request sent at the limit is not cut. */
const NODE_KEEP_ALIVE_BUFFER_MS = 1000;

describe("a live channel's WebSocket", () => {
  it("outlives the request's limit: its upgrade has no body to wait for", async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}${NOTIFICATION_SOCKET_PATH}`);
    await once(socket, "open");
    let closed = false;
    socket.once("close", () => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, SHORT.requestMs + 500));
    expect(closed).toBe(false);
    socket.close();
  });
});

describe("an idle keep-alive connection", () => {
  it("is closed after the keep-alive limit (and Node's second), its answered request complete", async () => {
    const client = await open();
    client.socket.write(`GET ${HEALTH_PATHS.live} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await new Promise<void>((resolve) => client.socket.once("data", () => resolve()));
    const answered = performance.now();
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1.1 200 /);
    const idleFor = performance.now() - answered;
    expect(idleFor).toBeGreaterThanOrEqual(SHORT.keepAliveMs + NODE_KEEP_ALIVE_BUFFER_MS - 50);
    expect(idleFor).toBeLessThan(SHORT.keepAliveMs + NODE_KEEP_ALIVE_BUFFER_MS + 700);
  });
});

describe("a JSON object of 60,000 keys", () => {
  it("is refused as 400 before it is parsed, in well under 200 ms", async () => {
    const keys = Array.from({ length: 60_000 }, (_, index) => `"k${index}":"v"`).join(",");
    const headers = { "content-type": "application/json", ...(await harness.authAs(school, "admin_school")) };
    const url = `http://127.0.0.1:${port}/api/v1/user/accounts/manager_update/${school.users.student}/`;
    // The first call warms the route up; the second is the one measured.
    for (const measured of [false, true]) {
      const started = performance.now();
      const response = await fetch(url, { method: "PATCH", headers, body: `{${keys}}` });
      const answer = await response.json();
      const tookMs = performance.now() - started;
      expect(response.status).toBe(400);
      expect(answer).toEqual({
        detail: "Check the data: some fields are invalid",
        code: "validation_failed",
        fields: { body: `More than ${JSON_KEYS_PER_OBJECT} keys in one object` },
      });
      if (measured) expect(tookMs).toBeLessThan(200);
    }
  });

  it("is refused nested too, while an object of the limit's size passes the guard", async () => {
    const object = (count: number) => `{${Array.from({ length: count }, (_, index) => `"k${index}":1`).join(",")}}`;
    const headers = { "content-type": "application/json", ...(await harness.authAs(school, "admin_school")) };
    const url = `/api/v1/user/accounts/manager_update/${school.users.student}/`;
    const nested = await harness.app.inject({
      method: "PATCH",
      url,
      headers,
      payload: `{"first_name":[1,${object(JSON_KEYS_PER_OBJECT + 1)}]}`,
    });
    expect(nested.json().fields).toEqual({ body: `More than ${JSON_KEYS_PER_OBJECT} keys in one object` });
    const atLimit = await harness.app.inject({ method: "PATCH", url, headers, payload: object(JSON_KEYS_PER_OBJECT) });
    // Past the guard, the schema names the unknown keys.
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().fields.body).toMatch(/^Unrecognized keys/);
  });
});

describe("the production limits", () => {
  it("are 10 s for headers, 30 s for a request, 5 s idle keep-alive, checked every second", () => {
    expect(DEFAULT_HTTP_TIMEOUTS).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      uploadMs: 3_600_000,
      idleMs: 60_000,
      keepAliveMs: 5_000,
      checkEveryMs: 1_000,
    });
  });

  it("are the built server's, unless a test shortens them", async () => {
    const server = await createTestApp();
    try {
      const http = server.app.server;
      expect(http.headersTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.headersMs);
      expect(http.keepAliveTimeout).toBe(DEFAULT_HTTP_TIMEOUTS.keepAliveMs);
      expect(http.timeout).toBe(DEFAULT_HTTP_TIMEOUTS.idleMs);
      // Node's own whole-request limit would cut uploads: the route layer keeps it instead.
      expect(http.requestTimeout).toBe(0);
    } finally {
      await server.close();
    }
  });

  it("agree with the balancer's: the same headers' and silence's limits, a longer idle keep-alive there", () => {
    const config = readFileSync(new URL("../../../deploy/haproxy.cfg", import.meta.url), "utf8");
    const seconds = (name: string) => {
      const found = config.match(new RegExp(`^\\s*timeout ${name} (\\d+)s$`, "m"));
      if (!found) throw new Error(`deploy/haproxy.cfg has no "timeout ${name}"`);
      return Number(found[1]) * 1000;
    };
    expect(seconds("http-request")).toBe(DEFAULT_HTTP_TIMEOUTS.headersMs);
    expect(seconds("client")).toBe(DEFAULT_HTTP_TIMEOUTS.idleMs);
    expect(seconds("http-keep-alive")).toBeGreaterThan(DEFAULT_HTTP_TIMEOUTS.keepAliveMs);
    expect(seconds("server")).toBeGreaterThanOrEqual(DEFAULT_HTTP_TIMEOUTS.requestMs);
  });
});
