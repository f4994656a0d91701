import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { join } from "node:path";
import { HEALTH_PATHS } from "../server/src/core/health.js";

const HAPROXY = "/usr/sbin/haproxy";

/**
 * Debian's HAProxy in front of the server processes, configured as a school's operator would:
 * readiness checked twice a second (down after 2 failures, so within the servers' drain delay), every retry on
 * another server, connection failures retried for every request (nothing reached a server), and the other
 * retryable failures (an empty or broken answer, a timeout, 500/502/503/504) only for GET and HEAD: a POST may have
 * done its work before the server died, and replaying it could do it twice. Each process takes 8 requests at once, the
 * rest queue in HAProxy, so a request never waits for a database connection inside the app.
 */
export function haproxyConfig(input: { port: number; servers: { name: string; port: number }[]; socket: string }) {
  return `global
    maxconn 4096
    stats socket ${input.socket} mode 600 level admin

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    timeout server 60s
    timeout check 2s
    timeout queue 30s
    retries 3
    option redispatch 1
    retry-on all-retryable-errors
    http-reuse safe

frontend school
    bind 127.0.0.1:${input.port}
    default_backend platform

backend platform
    balance roundrobin
    http-request disable-l7-retry unless METH_GET
    option httpchk GET ${HEALTH_PATHS.ready}
    http-check expect status 200
    # At most 8 requests at once per process (its pool has 10 connections): the rest wait here, not in the app.
    default-server check inter 500 fall 2 rise 2 maxconn 8
${input.servers.map((server) => `    server ${server.name} 127.0.0.1:${server.port}`).join("\n")}
`;
}

export type Haproxy = {
  /** `ready` or `maint` (taken out of rotation by the operator): how the bench runs with 1, 2 or 3 processes. */
  setState(server: string, state: "ready" | "maint"): Promise<void>;
  /** Each server's state as HAProxy sees it (UP, DOWN, MAINT, ...). */
  states(): Promise<Record<string, string>>;
  stop(): Promise<void>;
};

export async function startHaproxy(input: {
  dir: string;
  port: number;
  servers: { name: string; port: number }[];
}): Promise<Haproxy> {
  if (!existsSync(HAPROXY))
    throw new Error(`${HAPROXY} is missing: install Debian's package (apt-get install haproxy)`);
  const socket = join(input.dir, "haproxy.sock");
  const config = join(input.dir, "haproxy.cfg");
  writeFileSync(config, haproxyConfig({ ...input, socket }));
  // Quiet: the bench notes the servers' comings and goings itself.
  const child: ChildProcess = spawn(HAPROXY, ["-f", config, "-db", "-q"], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const command = (text: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = createConnection(socket);
      let answer = "";
      connection.on("data", (chunk) => {
        answer += chunk.toString();
      });
      connection.on("end", () => resolve(answer));
      connection.on("error", reject);
      connection.end(`${text}\n`);
    });
  for (let attempt = 0; ; attempt += 1) {
    const up = await command("show info").catch(() => null);
    if (up) break;
    if (attempt > 50) throw new Error("HAProxy did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    async setState(server, state) {
      await command(`set server platform/${server} state ${state}`);
    },
    async states() {
      const lines = (await command("show servers state platform")).split("\n").filter((line) => /^\d/.test(line));
      // Columns: be_id be_name srv_id srv_name srv_addr srv_op_state srv_admin_state ... (op 2 = running).
      return Object.fromEntries(
        lines.map((line) => {
          const columns = line.split(" ");
          const admin = Number(columns[6]);
          const state = admin & 1 ? "MAINT" : columns[5] === "2" ? "UP" : "DOWN";
          return [columns[3]!, state];
        }),
      );
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
