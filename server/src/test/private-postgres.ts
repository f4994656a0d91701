import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { reservePort } from "./http-fixtures.js";

const DEBIAN_POSTGRESQL = "/usr/lib/postgresql";

/** The bin folder of the newest PostgreSQL Debian installs (`/usr/lib/postgresql/<version>/bin`), or null. */
export function findPostgresBinaries(): string | null {
  if (!existsSync(DEBIAN_POSTGRESQL)) return null;
  const complete = readdirSync(DEBIAN_POSTGRESQL)
    .map((version) => join(DEBIAN_POSTGRESQL, version, "bin"))
    .filter((bin) => existsSync(join(bin, "initdb")) && existsSync(join(bin, "postgres")));
  return complete.sort((a, b) => a.localeCompare(b, "en", { numeric: true })).at(-1) ?? null;
}

export type PrivatePostgres = {
  url: string;
  /** Stops the server and every process it forked (SIGSTOP), as a hung host or a frozen VM leaves it. */
  freeze(): void;
  thaw(): void;
  /** Thaws, shuts the server down and removes its files. */
  stop(): Promise<void>;
};

/**
 * A PostgreSQL server of a test's own, on a free port with its files in a temporary folder: a test that freezes or
 * stops its database must never do that to the server other tests share.
 */
export async function startPrivatePostgres(binaries: string): Promise<PrivatePostgres> {
  const owner = postgresOwner();
  const folder = mkdtempSync(join(tmpdir(), "school-private-pg-"));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  try {
    if (owner) chownSync(folder, owner.uid, owner.gid);
    const dataDir = join(folder, "data");
    // C.UTF-8, as Debian's own cluster: the C locale would leave lower() and ILIKE blind to case outside ASCII
    // (Cyrillic searches then find nothing).
    const initdb = ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"];
    execFileSync(join(binaries, "initdb"), initdb, { ...owner, env: { ...process.env, LC_ALL: "C" }, stdio: "pipe" });
    // Another process may bind the free port first; the server then exits, and a new port is tried.
    for (let attempt = 1; ; attempt += 1) {
      const { port, release } = await reservePort();
      await release();
      const server = launch({ binaries, dataDir, folder, owner, port });
      try {
        await server.ready();
        return { ...server, stop: () => server.shutdown().then(removeFolder) };
      } catch (error) {
        await server.shutdown();
        if (attempt === 3) throw error;
      }
    }
  } catch (error) {
    removeFolder();
    throw error;
  }
}

type Launched = Omit<PrivatePostgres, "stop"> & { ready(): Promise<void>; shutdown(): Promise<void> };

function launch(input: {
  binaries: string;
  dataDir: string;
  folder: string;
  owner: { uid: number; gid: number } | undefined;
  port: number;
}): Launched {
  const settings = ["listen_addresses=127.0.0.1", `unix_socket_directories=${input.folder}`, "fsync=off"];
  const server = spawn(
    join(input.binaries, "postgres"),
    ["-D", input.dataDir, "-p", String(input.port), ...settings.flatMap((setting) => ["-c", setting])],
    { ...input.owner, env: { ...process.env, LC_ALL: "C" }, stdio: ["ignore", "ignore", "pipe"] },
  );
  // Kept for the error when it does not start; read all along, so a full pipe never blocks the server's logging.
  let log = "";
  server.stderr?.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  // "error": the binary could not be started at all, and no "exit" follows.
  const exited = new Promise<void>((resolve) => {
    server.once("exit", () => resolve());
    server.once("error", () => resolve());
  });
  const url = `postgres://postgres@127.0.0.1:${input.port}/postgres`;
  const pids = () => (server.pid ? [server.pid, ...childrenOf(server.pid)] : []);
  const signal = (name: NodeJS.Signals, targets: number[]) => {
    for (const pid of targets) {
      try {
        process.kill(pid, name);
      } catch {
        // A backend that ended in the meantime.
      }
    }
  };
  return {
    url,
    // The postmaster first, so it forks nothing new; each backend leads its own process group, so each is signalled.
    freeze: () => signal("SIGSTOP", pids()),
    thaw: () => signal("SIGCONT", pids()),
    ready: () => waitUntilAccepting(url, server, () => log),
    async shutdown() {
      if (!server.pid || server.exitCode !== null || server.signalCode !== null) return;
      signal("SIGCONT", pids());
      signal("SIGINT", server.pid ? [server.pid] : []);
      const patience = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 10_000).unref());
      if (await Promise.race([exited.then(() => false), patience])) signal("SIGKILL", pids());
      await exited;
    },
  };
}

/** PostgreSQL refuses to run as root: tests running as root (CI) start it as the `postgres` user Debian creates. */
function postgresOwner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const idOf = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: idOf("-u"), gid: idOf("-g") };
}

function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (name) state ppid …`; the name may hold spaces and parentheses, so fields are read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children;
}

async function waitUntilAccepting(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`The private PostgreSQL did not start:\n${log()}`);
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw error;
      await sleep(100);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
