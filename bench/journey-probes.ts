import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { SERVER_MALLOC_TUNABLES, SERVER_NODE_FLAGS } from "../server/src/process-settings.js";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user + system, every thread), or 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces: the fields are counted from its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Resident memory of a process in MB. */
export function residentMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

/**
 * The platform as `npm run serve` starts it: the built server (`server/dist/main.js`, `npm run build -w server` first;
 * under tsx the compiler's own memory was counted too, 70 MB, decision 0120) with the start script's heap flags and
 * malloc setting (server/src/process-settings.ts), in production mode with request logging at warn, in a process of
 * its own whose pid is the server's (not a wrapper's), so its CPU and memory can be read.
 */
export async function startServer(
  env: Record<string, string>,
  options: { nodeFlags?: readonly string[] } = {},
): Promise<{ process: ChildProcess; stop(): Promise<void> }> {
  // The bench's own DATABASE_URL names the admin database: the server gets one only when the caller passes it (the
  // PGlite half passes none), or it would migrate the admin database and serve no school.
  const { DATABASE_URL: _adminDatabase, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...(options.nodeFlags ?? []), "--enable-source-maps", "server/dist/main.js"],
    {
      cwd: root,
      env: {
        ...inherited,
        GLIBC_TUNABLES: SERVER_MALLOC_TUNABLES,
        NODE_ENV: "production",
        // The demo pays on the development provider, stated as production requires (decision 0124).
        PAYMENTS_PROVIDER: "development",
        LOG_LEVEL: "warn",
        SEED_DEMO: "false",
        ...env,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${env.PORT}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${base}/api/v1/course/course/get_max_price/?domain=${env.DEFAULT_SCHOOL}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (attempt > 600) throw new Error("the server did not answer within 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    process: child,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * A TCP relay between the server and PostgreSQL that counts the statements the server sends: simple-protocol
 * queries ('Q') and extended-protocol executions ('E'). pg_stat_statements would say the same, but it must be
 * preloaded by the server's configuration, which a bench does not change.
 */
export async function statementCounter(target: { host: string; port: number }) {
  let statements = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    sockets.add(client).add(upstream);
    // Frontend messages: the startup message has no type byte, every later one is a type byte and a length.
    let startup = true;
    let header = Buffer.alloc(0);
    let skip = 0;
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      let offset = 0;
      while (offset < chunk.length) {
        if (skip > 0) {
          const taken = Math.min(skip, chunk.length - offset);
          skip -= taken;
          offset += taken;
          continue;
        }
        const need = startup ? 4 : 5;
        const taken = Math.min(need - header.length, chunk.length - offset);
        header = Buffer.concat([header, chunk.subarray(offset, offset + taken)]);
        offset += taken;
        if (header.length < need) continue;
        if (startup) {
          skip = header.readInt32BE(0) - 4;
          // An SSL or GSS request is followed by another startup message.
          startup = header.readInt32BE(0) === 8;
        } else {
          const type = String.fromCharCode(header[0]!);
          if (type === "Q" || type === "E") statements += 1;
          skip = header.readInt32BE(1) - 4;
        }
        header = Buffer.alloc(0);
      }
    });
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", close).on("error", close);
    upstream.on("close", close).on("error", close);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    count: () => statements,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
