import { spawn } from "node:child_process";
import type { Readable } from "node:stream";

/**
 * The PostgreSQL client tools (pg_dump, pg_restore, psql) and GNU tar, run as child processes. A database URL goes to
 * them without its password, which travels in PGPASSWORD: a command line is visible to every user of the machine.
 */
export function connectionOf(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

export type Run = { command: string; args: string[]; env?: NodeJS.ProcessEnv; cwd?: string };

/** Runs a tool to its end; resolves with its exit code when `allowed` lists it, else rejects with its error output. */
export function run(tool: Run, options: { stdin?: Readable; allowed?: number[] } = {}): Promise<number> {
  const allowed = options.allowed ?? [0];
  return new Promise((resolve, reject) => {
    const child = spawn(tool.command, tool.args, {
      env: tool.env ?? process.env,
      cwd: tool.cwd,
      stdio: [options.stdin ? "pipe" : "ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString("utf8");
    });
    if (options.stdin && child.stdin) {
      child.stdin.on("error", () => undefined);
      options.stdin.on("error", (error) => {
        child.kill();
        reject(error);
      });
      options.stdin.pipe(child.stdin);
    }
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new Error(`${tool.command} is not installed (needed for backups)`) : error),
    );
    child.on("close", (code) => {
      if (code !== null && allowed.includes(code)) resolve(code);
      else reject(new Error(`${tool.command} failed (exit ${code}): ${errors.trim()}`));
    });
  });
}

/** A tool whose output is read as a stream (pg_restore turning a dump back into SQL for psql). */
export function outputOf(tool: Run): { stdout: Readable; done: Promise<void> } {
  const child = spawn(tool.command, tool.args, { env: tool.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString("utf8");
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${tool.command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
  return { stdout: child.stdout, done };
}
