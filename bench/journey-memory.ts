import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import v8 from "node:v8";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/src/app.js";
import { databaseOptionsOf, readEnv } from "../server/src/config.js";
import { driverOf, openDatabase } from "../server/src/db/client.js";
import { inSequence, journeyOf, KINDS, offer } from "./journey-load.js";
import { residentMbOf } from "./journey-probes.js";
import { JOURNEY, loadJourney, seedJourney } from "./journey-seed.js";
import { keepAliveClient } from "./kit.js";

/**
 * Where the embedded server's resident memory goes after the journey (issue 24, decision 0120): the platform built
 * in this process over a PGlite copy of the journey's school, each request kind sent alone, then the mix at a
 * rate. After each step: resident memory in all and by mapping (PGlite's WebAssembly memory touched, other
 * anonymous memory: V8's heap and code, malloc's arenas; mapped files), Node's heap (used, total, and live after a
 * full collection), external memory and ArrayBuffers, PGlite's WebAssembly memory size (it grows to the peak a
 * statement needed and never shrinks) and what PostgreSQL's memory contexts hold right then. The process runs
 * under tsx, so its own figures include the compiler's; the ratios between steps are what it is for.
 * Run: npm run bench:journey-memory (BENCH_PGLITE_SEED=<dir> keeps the seeded school there for the next run;
 * BENCH_MIX_RATE and BENCH_MIX_SECONDS set the mix, 150 a second for 20 s; BENCH_NO_GC=1 leaves the garbage to V8,
 * as a server would; BENCH_SNAPSHOT=<file> writes a heap snapshot after the mix).
 */
const SECRET = "journey-bench-secret-long-enough-for-hs256";
const ALONE = Number(process.env.BENCH_ALONE ?? 60);
const MIX_RATE = Number(process.env.BENCH_MIX_RATE ?? 150);
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 20);
const MB = 1024 * 1024;

async function seededCopy(): Promise<{ dataDir: string; remove(): void }> {
  const kept = process.env.BENCH_PGLITE_SEED;
  const seedDir = kept ?? mkdtempSync(join(tmpdir(), "journey-memory-seed-"));
  if (!kept || !existsSync(join(seedDir, "pgdata"))) {
    const database = await openDatabase({ dataDir: seedDir });
    await database.migrate();
    await seedJourney(database.db);
    await database.close();
  }
  if (!kept) return { dataDir: seedDir, remove: () => rmSync(seedDir, { recursive: true, force: true }) };
  // The kept seed stays as seeded: each run answers tasks in a copy.
  const dataDir = mkdtempSync(join(tmpdir(), "journey-memory-"));
  cpSync(seedDir, dataDir, { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/**
 * The process's resident memory by mapping (/proc/self/smaps): PGlite's WebAssembly memory is the one mapping of its
 * size (V8 reserves more and makes only the memory's current size accessible, a mapping of its own), files mapped
 * (the node binary, native addons) are counted apart, and the rest is anonymous memory: V8's heap and code, malloc's
 * arenas (native addons, libuv's threads).
 */
function residentByMapping(wasmBytes: number): { wasm: number; files: number; anonymous: number } {
  const totals = { wasm: 0, files: 0, anonymous: 0 };
  let kind: keyof typeof totals = "anonymous";
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (mapping) {
      const [start, end] = line
        .split(" ")[0]!
        .split("-")
        .map((hex) => Number.parseInt(hex, 16));
      const path = mapping[2]!;
      kind = end! - start! === wasmBytes ? "wasm" : path.startsWith("/") ? "files" : "anonymous";
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) totals[kind] += Number(rss[1]) / 1024;
  }
  return totals;
}

async function main() {
  const { dataDir, remove } = await seededCopy();
  const env = readEnv({
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    NODE_ENV: "production",
    // The demo pays on the development provider, stated as production requires (decision 0124).
    PAYMENTS_PROVIDER: "development",
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    JWT_SECRET: SECRET,
    DEFAULT_SCHOOL: JOURNEY.domain,
    TRUSTED_PROXIES: "127.0.0.1",
    SMTP_URL: "smtp://127.0.0.1:2525",
    PORT: "0",
    HOST: "127.0.0.1",
  });
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  const pglite = () => {
    if (!database) return null;
    const driver = driverOf(database.db);
    if (driver.kind !== "pglite") throw new Error("the probe measures the embedded database");
    return driver.client;
  };
  const contextsMb = async () => {
    if (!database) return 0;
    const result = (await database.db.execute(
      sql`select sum(total_bytes)::float8 as total from pg_backend_memory_contexts`,
    )) as unknown as { rows: { total: number }[] };
    return result.rows[0]!.total / MB;
  };
  const sample = async (after: string) => {
    const wasmBytes = pglite()?.Module.wasmMemory.buffer.byteLength ?? 0;
    const mappings = residentByMapping(wasmBytes);
    const memory = process.memoryUsage();
    // With --expose-gc: what the heap holds alive, apart from the garbage V8 has not collected yet.
    if (!process.env.BENCH_NO_GC) (globalThis as { gc?: () => void }).gc?.();
    const live = process.memoryUsage().heapUsed;
    const figures = [
      residentMbOf(process.pid),
      mappings.wasm,
      mappings.anonymous,
      mappings.files,
      memory.heapUsed / MB,
      memory.heapTotal / MB,
      live / MB,
      memory.external / MB,
      memory.arrayBuffers / MB,
      wasmBytes / MB,
      await contextsMb(),
    ];
    console.info(`${after.padEnd(34)}${figures.map((figure) => figure.toFixed(0).padStart(9)).join("")}`);
  };
  console.info(
    `${"after".padEnd(34)}${["resident", "wasmRss", "anonRss", "fileRss", "heapUsed", "heapTot", "live", "external", "arrBufs", "wasm", "pgCtx"].map((title) => title.padStart(9)).join("")}   (MB)`,
  );
  await sample("the modules loaded");
  database = await openDatabase(databaseOptionsOf(env));
  await database.migrate();
  await sample("PGlite open, migrated");
  const { app } = await buildApp({ env, db: database.db, signingSecret: SECRET, webDist: "/nonexistent" });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address() as { port: number };
  const client = keepAliveClient(`http://127.0.0.1:${address.port}`);
  const journey = await journeyOf(await loadJourney(database.db), SECRET);
  await sample("the app built, listening");
  for (const { kind } of KINDS) {
    await inSequence({ journey, client, kind, count: ALONE });
    await sample(kind);
  }
  journey.renew();
  const outcomes = await offer({ journey, client, rate: MIX_RATE, seconds: MIX_SECONDS });
  await sample(`the mix, ${MIX_RATE}/s for ${MIX_SECONDS} s`);
  const spaces = () =>
    v8
      .getHeapSpaceStatistics()
      .map(
        (space) =>
          `${space.space_name} ${(space.space_used_size / MB).toFixed(0)}/${(space.physical_space_size / MB).toFixed(0)}`,
      )
      .join(", ");
  console.info(`  heap spaces, used/resident MB: ${spaces()}`);
  if (process.env.BENCH_SNAPSHOT) {
    (globalThis as { gc?: () => void }).gc?.();
    console.info(`  heap snapshot: ${v8.writeHeapSnapshot(process.env.BENCH_SNAPSHOT)}`);
  }
  const errors = outcomes.filter((outcome) => !outcome.ok).length;
  if (errors) console.info(`  (${errors} of ${outcomes.length} requests failed)`);
  client.close();
  await app.close();
  await database.close();
  remove();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
