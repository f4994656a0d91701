import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HEALTH_PATHS } from "../core/health.js";
import { type Database, openDatabase } from "../db/client.js";
import { createScratchDatabase } from "./test-database.js";

const REPOSITORY_ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const READY_LINE = /Platform ready on http:\/\/[^\s:]+:(\d+)/;

export type ServerProcess = {
  /** `http://127.0.0.1:<port>` once the process said it listens. */
  origin: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** Everything the process wrote so far (its log), stdout and stderr together. */
  output(): string;
  /** The exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  signal(signal: NodeJS.Signals): void;
};

/**
 * An empty database for server processes: a scratch database on the PostgreSQL of DATABASE_URL, or an embedded one
 * in a temporary DATA_DIR. `env` points a process at it; `open` opens it in the test (on the embedded database only
 * while no process has it open).
 */
export async function processDatabase(): Promise<{
  env: Record<string, string>;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl);
    return {
      env: { DATABASE_URL: scratch.url },
      open: () => openDatabase({ url: scratch.url }),
      dispose: scratch.drop,
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), "school-process-db-"));
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The log kept per process: its tail is what explains a failure. */
const KEPT_OUTPUT_CHARS = 200_000;

/**
 * The platform as a deployment runs it: `node --import tsx server/src/main.ts` in a process of its own, on a free
 * port unless `env.PORT` names one, with the tail of its log kept. `env` is added to a minimal environment (no
 * DATABASE_URL unless given); resolves once the process logs that it listens (at LOG_LEVEL info or below) or, on a
 * named port, once its readiness answers 200; rejects if it exits first or is not ready in time.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    cwd: REPOSITORY_ROOT,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "/tmp",
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: "0",
      SEED_DEMO: "false",
      DATA_DIR: mkdtempSync(join(tmpdir(), "school-process-")),
      JWT_SECRET: "process-test-secret-long-enough-for-hs256",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the server did not start in time:\n${output}`)),
      options.readyTimeoutMs ?? 120_000,
    );
    const named = Number(env.PORT ?? 0);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-KEPT_OUTPUT_CHARS);
      const ready = named === 0 ? READY_LINE.exec(output) : null;
      if (ready) {
        clearTimeout(timer);
        resolve(Number(ready[1]));
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    if (named !== 0) {
      void waitForReadiness(`http://127.0.0.1:${named}`, exited).then(() => {
        clearTimeout(timer);
        resolve(named);
      });
    }
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it listened:\n${output}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    child,
    output: () => output,
    exited,
    signal: (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

async function waitForReadiness(origin: string, exited: Promise<unknown>): Promise<void> {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  while (!gone) {
    const answer = await fetch(`${origin}${HEALTH_PATHS.ready}`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
