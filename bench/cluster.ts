import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API_PREFIX } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { openDatabase } from "../server/src/db/client.js";
import { schools, users } from "../server/src/db/schema/index.js";
import { boardUrl, newTaskInProgram, openBoardSocket, shape } from "../server/src/modules/boards/boards.test-kit.js";
import { DEMO_DOMAIN } from "../server/src/seed/demo.js";
import { type ServerProcess, startServerProcess } from "../server/src/test/server-process.js";
import { startSmtpCapture } from "../server/src/test/smtp-capture.js";
import { createScratchDatabase } from "../server/src/test/test-database.js";
import { startHaproxy } from "./cluster-haproxy.js";
import { demoMix, drive, lostWrites, type Outcome, rowsOfRun, succeeded } from "./cluster-mix.js";
import { accessSignerFor, adminDatabaseUrl, keepAliveClient } from "./kit.js";

/**
 * Scale-out behind a load balancer (issue 24, decisions 0100-0102): Debian's HAProxy in front of three server
 * processes on one PostgreSQL scratch database, started at once on it empty (they migrate and seed the demo once).
 * It prints requests a second with 1, 2 and 3 processes in rotation; then, under the same mix, one process is killed
 * (SIGKILL) and another stopped gracefully (SIGTERM) and started again, and it prints the failed requests, GET
 * (retried by HAProxy: goal 0) apart from POST (not replayed: a failure the client sees, never a lost write), and
 * checks every acknowledged write is in the database (goal: 0 lost); last, the revocation and live-update latency
 * between two processes. Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:cluster
 */
const PROXY_PORT = Number(process.env.BENCH_PORT ?? 3290);
const SERVERS = [1, 2, 3].map((index) => ({ name: `s${index}`, port: PROXY_PORT + index }));
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PHASE_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SECRET = "cluster-bench-secret-long-enough-for-hs256";
/** HAProxy marks a server down after 2 failed checks 500 ms apart: the drain delay outlasts that. */
const DRAIN_DELAY_MS = 1500;
const LATENCY_SAMPLES = 5;

async function main() {
  const adminUrl = adminDatabaseUrl();
  const scratch = await createScratchDatabase(adminUrl, "bench_cluster");
  const dir = mkdtempSync(join(tmpdir(), "cluster-bench-"));
  const smtp = await startSmtpCapture();
  const processes = new Map<string, ServerProcess>();
  const serverEnv = (port: number) => ({
    DATABASE_URL: scratch.url,
    PORT: String(port),
    NODE_ENV: "production",
    // The demo pays on the development provider, stated as production requires (decision 0124).
    PAYMENTS_PROVIDER: "development",
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    JWT_SECRET: SECRET,
    SEED_DEMO: "true",
    DB_JOB_POOL_SIZE: "2",
    TRUSTED_PROXIES: "127.0.0.1",
    SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    DATA_DIR: join(dir, "data"),
  });
  const start = async (server: (typeof SERVERS)[number]) => {
    processes.set(server.name, await startServerProcess(serverEnv(server.port), { readyTimeoutMs: 300_000 }));
  };
  const database = await openDatabase({ url: scratch.url });
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | null = null;
  const client = keepAliveClient(`http://127.0.0.1:${PROXY_PORT}`);
  try {
    const booting = performance.now();
    await Promise.all(SERVERS.map(start));
    console.info(
      `3 processes started at once on an empty database (migrated and seeded once) in ${seconds(performance.now() - booting)}`,
    );
    haproxy = await startHaproxy({ dir, port: PROXY_PORT, servers: SERVERS });
    await waitForStates(haproxy, { s1: "UP", s2: "UP", s3: "UP" });
    const runId = Date.now().toString(36);
    const mix = await demoMix(database.db, SECRET, runId);
    console.info(`mix: ${mix.title}; ${CONCURRENCY} callers, each waiting for its answer (under load: shared CPUs)`);

    // Requests a second with 1, 2 and 3 processes in rotation (the others in maintenance).
    const allOutcomes: Outcome[] = [];
    for (const count of [1, 2, 3]) {
      for (const [index, server] of SERVERS.entries()) {
        await haproxy.setState(server.name, index < count ? "ready" : "maint");
      }
      // Warm-up, not timed; its writes are checked with the rest.
      allOutcomes.push(...(await drive({ mix, client, concurrency: CONCURRENCY, until: deadline(1) })));
      const outcomes = await drive({ mix, client, concurrency: CONCURRENCY, until: deadline(PHASE_SECONDS) });
      allOutcomes.push(...outcomes);
      const ok = outcomes.filter(succeeded);
      const failedHere = outcomes.filter((outcome) => !succeeded(outcome));
      console.info(
        `${count} process${count > 1 ? "es" : "  "}: ${Math.round(ok.length / PHASE_SECONDS)} requests/s, p95 ${p95(ok)} ms, ${failedHere.length} failed${statusesOf(failedHere)}`,
      );
    }

    // Failover: all three in rotation; s1 killed, then s2 stopped gracefully and started again, under the mix.
    const failoverStarted = performance.now();
    const events: string[] = [];
    const note = (event: string) => events.push(`${seconds(performance.now() - failoverStarted)} ${event}`);
    let running = true;
    const load = drive({ mix, client, concurrency: CONCURRENCY, until: () => !running });
    await sleep(3000);
    processes.get("s1")!.signal("SIGKILL");
    note("s1 killed (SIGKILL)");
    await sleep(3000);
    const s2 = processes.get("s2")!;
    s2.signal("SIGTERM");
    note("s2 sent SIGTERM");
    const code = await s2.exited;
    note(`s2 exited with ${code}`);
    if (code !== 0) console.error(`s2's log as it stopped:\n${s2.output().slice(-3000)}`);
    await start(SERVERS[1]!);
    note("s2 started again");
    await waitForStates(haproxy, { s2: "UP" });
    note("s2 back in rotation");
    await sleep(3000);
    running = false;
    const failover = await load;
    allOutcomes.push(...failover);
    const failed = failover.filter((outcome) => !succeeded(outcome));
    const failedGets = failed.filter((outcome) => outcome.call.method === "GET");
    const failedPosts = failed.filter((outcome) => outcome.call.method !== "GET");
    console.info(`failover under the mix (${seconds(performance.now() - failoverStarted)}): ${events.join("; ")}`);
    console.info(
      `  ${failover.length} requests: ${failedGets.length} idempotent (GET) failed (goal 0), ${failedPosts.length} non-idempotent (POST) failed${statusesOf(failed)}`,
    );

    const acknowledged = allOutcomes.filter((outcome) => outcome.call.write && succeeded(outcome));
    const lost = await lostWrites(
      database.db,
      acknowledged.map((outcome) => outcome.call.write!),
    );
    const stored = await rowsOfRun(database.db, runId);
    console.info(
      `writes: ${acknowledged.length} acknowledged, ${lost.length} of them lost (goal 0); ${stored - acknowledged.length} more stored whose answer was lost`,
    );

    const latency = await crossProcessLatency(database.db, processes.get("s2")!, processes.get("s3")!);
    console.info(
      `across processes (median of ${LATENCY_SAMPLES}): revocation ${latency.revocation} ms, board live update ${latency.liveUpdate} ms`,
    );
    if (failedGets.length > 0 || lost.length > 0 || code !== 0) process.exitCode = 1;
  } finally {
    client.close();
    await haproxy?.stop();
    for (const server of processes.values()) server.signal("SIGKILL");
    await Promise.all([...processes.values()].map((server) => server.exited));
    await database.close();
    await smtp.close();
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Revocation: a student's token is accepted by `second` (which caches the session), signed out through `first`, and
 * `second` is asked every 5 ms until it answers 401. Live update: a socket on `second` watches a board, a save
 * through `first`, and the time until the socket hears it.
 */
async function crossProcessLatency(
  db: Awaited<ReturnType<typeof openDatabase>>["db"],
  first: ServerProcess,
  second: ServerProcess,
) {
  const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.domain, DEMO_DOMAIN));
  const schoolId = school!.id;
  const students = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.role, "student")))
    .limit(LATENCY_SAMPLES + 1);
  const [teacher] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.email, "teacher@demo.kz")));
  const tokenOf = accessSignerFor(SECRET, schoolId, "Bench");
  const profile = (origin: string, token: string) =>
    fetch(`${origin}${API_PREFIX}user/accounts/get_user_profile/`, { headers: { authorization: `Bearer ${token}` } });

  const revocations: number[] = [];
  for (const student of students.slice(1)) {
    const token = await tokenOf(student.id, "student");
    if ((await profile(second.origin, token)).status !== 200) throw new Error("the session was not accepted");
    const started = performance.now();
    const logout = await fetch(`${first.origin}${API_PREFIX}user/accounts/logout/`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
    });
    if (logout.status !== 204) throw new Error(`logout answered ${logout.status}`);
    while ((await profile(second.origin, token)).status !== 401) {
      if (performance.now() - started > 10_000) throw new Error("the revoked session was still accepted after 10 s");
      await sleep(5);
    }
    revocations.push(performance.now() - started);
  }

  const student = students[0]!;
  const { exerciseId } = await newTaskInProgram(db, { schoolId, teacher: teacher!.id, students: [student.id] });
  const studentToken = await tokenOf(student.id, "student");
  const socket = await openBoardSocket(second.origin, {
    token: await tokenOf(teacher!.id, "teacher"),
    exerciseId,
    studentId: student.id,
  });
  const updates: number[] = [];
  try {
    await socket.next("ready");
    for (let version = 0; version < LATENCY_SAMPLES; version += 1) {
      const started = performance.now();
      const saved = await fetch(`${first.origin}${boardUrl(exerciseId, student.id)}`, {
        method: "PUT",
        headers: { authorization: `Bearer ${studentToken}`, "content-type": "application/json" },
        body: JSON.stringify({ base_version: version, elements: [shape("stroke", version + 1)] }),
      });
      if (saved.status !== 200) throw new Error(`the board save answered ${saved.status}`);
      await socket.next("update");
      updates.push(performance.now() - started);
    }
  } finally {
    await socket.close();
  }
  return { revocation: median(revocations).toFixed(1), liveUpdate: median(updates).toFixed(1) };
}

async function waitForStates(
  haproxy: Awaited<ReturnType<typeof startHaproxy>>,
  wanted: Record<string, string>,
): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const states = await haproxy.states();
    if (Object.entries(wanted).every(([name, state]) => states[name] === state)) return;
    await sleep(100);
  }
  throw new Error(`HAProxy did not see ${JSON.stringify(wanted)}: ${JSON.stringify(await haproxy.states())}`);
}

function statusesOf(failed: Outcome[]): string {
  if (failed.length === 0) return "";
  const counts = new Map<string, number>();
  for (const outcome of failed) {
    const key = `${outcome.call.method} ${outcome.status || "no answer"}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return ` (${[...counts].map(([key, count]) => `${key}: ${count}`).join(", ")})`;
}

const deadline = (secondsFromNow: number) => {
  const end = performance.now() + secondsFromNow * 1000;
  return () => performance.now() >= end;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const median = (values: number[]) =>
  [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)] ?? 0;
const p95 = (outcomes: Outcome[]) => {
  const sorted = outcomes.map((outcome) => outcome.ms).sort((left, right) => left - right);
  return Math.round(sorted[Math.floor(sorted.length * 0.95)] ?? 0);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
