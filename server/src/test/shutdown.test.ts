import { once } from "node:events";
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HEALTH_PATHS } from "../core/health.js";
import { schools } from "../db/schema/index.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { processDatabase, type ServerProcess, startServerProcess } from "./server-process.js";
import { TEST_PASSWORD } from "./test-app.js";

/**
 * The real server process (`main.ts`) stopped as an orchestrator stops it (decision 0101). A sign-in is held in
 * flight at the TCP level, its headers sent and its body not yet, while the process drains and closes; it must still
 * be answered, and the process must exit 0.
 */
const DRAIN_DELAY_MS = 1500;
const EMAIL = "draining@shutdown.test";

describe("a server process on SIGTERM", () => {
  let database: Awaited<ReturnType<typeof processDatabase>>;
  let server: ServerProcess | null = null;

  beforeAll(async () => {
    database = await processDatabase();
    const setup = await database.open();
    await setup.migrate();
    const [school] = await setup.db
      .insert(schools)
      .values({ name: "Shutdown school", domain: "shutdown.test" })
      .returning({ id: schools.id });
    await addUser(setup.db, {
      schoolId: school!.id,
      email: EMAIL,
      password: TEST_PASSWORD,
      role: "student",
      firstName: "Draining",
    });
    await setup.close();
    // Migrating the embedded database takes a while on a busy machine.
  }, 180_000);

  afterAll(async () => {
    server?.signal("SIGKILL");
    await server?.exited;
    await database?.dispose();
  });

  it("answers readiness 503, refuses new connections, finishes the request in flight, and exits 0", async () => {
    server = await startServerProcess({ ...database.env, SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS) });
    const { origin, port } = server;
    expect((await fetch(`${origin}${HEALTH_PATHS.live}`)).status).toBe(200);
    expect(await (await fetch(`${origin}${HEALTH_PATHS.ready}`)).json()).toEqual({ status: "ok" });

    const body = JSON.stringify({ email: EMAIL, password: TEST_PASSWORD });
    const held = connect(port, "127.0.0.1");
    await once(held, "connect");
    held.write(
      "POST /api/v1/user/accounts/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    const answer = readAll(held);

    server.signal("SIGTERM");
    // Draining: still listening, but the balancer is told to send no more.
    const readiness = async () => {
      const response = await fetch(`${origin}${HEALTH_PATHS.ready}`);
      return { status: response.status, body: await response.json() };
    };
    await expect
      .poll(readiness, { timeout: DRAIN_DELAY_MS })
      .toEqual({ status: 503, body: { detail: "The server is shutting down", code: "service_unavailable" } });
    // Then closed to new connections while the held request is still unanswered.
    await expect.poll(() => connectionRefused(port), { timeout: 15_000, interval: 100 }).toBe(true);
    expect(server.child.exitCode).toBeNull();

    held.write(body);
    // Answered, then the connection ends (readAll resolves on its end): the closing server keeps no connection open.
    const response = await answer;
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toContain('"access"');
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain("stopped cleanly");
  }, 90_000);
});

function readAll(socket: Socket): Promise<string> {
  let text = "";
  socket.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    socket.once("end", () => resolve(text));
    socket.once("error", reject);
  });
}

async function connectionRefused(port: number): Promise<boolean> {
  const probe = connect(port, "127.0.0.1");
  try {
    await once(probe, "connect");
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ECONNREFUSED";
  } finally {
    probe.destroy();
  }
}
