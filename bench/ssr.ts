import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import type { AddressInfo } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { webDist } from "../e2e/harness.js";
import { buildApp } from "../server/src/app.js";
import { readEnv } from "../server/src/config.js";
import { type Db, openDatabase } from "../server/src/db/client.js";
import { loadGuestRenderer, SERVER_BUNDLE } from "../server/src/modules/storefront/pages/guest-renderer.js";
import { createScratchDatabase } from "../server/src/test/test-database.js";
import { type Ids, seedCatalogue } from "./catalogue-data.js";
import { adminDatabaseUrl } from "./kit.js";

/**
 * The guest pages drawn on the server (issue 35, decision 0145) over the catalogue bench's data: 20,000 programs in
 * two schools on PostgreSQL in a throw-away database. Each page is timed through the whole Fastify stack (in process,
 * no socket): drawn afresh (an address no one asked before, so the page cache misses), with the API's own guest
 * answers not kept and kept; kept (the same address again); against the static shell a signed-in screen gets. Then
 * requests a second on one process, over a socket, from autocannon in a process of its own.
 * Goals (issue 35): a page drawn afresh p95 ≤ 20 ms, a kept page p95 ≤ 2 ms.
 * Run: DATABASE_URL=postgres://… npm run bench:ssr (builds the web app, its server bundle included, first).
 * `BENCH_PROFILE=/tmp/ssr` also writes CPU profiles of the pages drawn afresh (/tmp/ssr-{cold,warm}.cpuprofile).
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const WARM_UP = 20;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const GOALS = { freshP95Ms: 20, keptP95Ms: 2 };
const root = fileURLToPath(new URL("..", import.meta.url));
const SECRET = "bench-secret-long-enough-for-hs256-signing";
const LANGUAGES = ["ru", "en", "kk"] as const;
/** A desktop browser: the wide layout, which draws the catalogue's filters beside the cards. */
const USER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";

type App = Awaited<ReturnType<typeof buildApp>>["app"];
/** A request's time, the time its page took to draw (Server-Timing), and the CPU time this process spent on it. */
type Timed = { totalMs: number; renderMs: number | null; cpuMs: number };

/**
 * Addresses of the catalogue no one asked before, as many as wanted: each page of a filter, in turn, in the three
 * languages.
 */
function catalogueAddress(ids: Ids, call: number): string {
  const page = 1 + (call % 20);
  const filter = Math.floor(call / 20);
  const tag = ids.tag[filter % ids.tag.length]!;
  const degree = ids.degree[Math.floor(filter / ids.tag.length) % ids.degree.length]!;
  const costMin = 5000 * Math.floor(filter / (ids.tag.length * ids.degree.length));
  return `/guest-catalog?hl=${LANGUAGES[call % 3]}&page=${page}&tag=${tag}&degree=${degree}&cost_min=${costMin}`;
}

function programAddress(programIds: number[], call: number): string {
  const id = programIds[call % programIds.length]!;
  return `/guest-catalog/info/${id}?hl=${LANGUAGES[Math.floor(call / programIds.length) % 3]}`;
}

/** The same address as another page for the page cache, the same one for the API (it reads no such parameter). */
const elsewhere = (address: string, mark: string) => `${address}${address.includes("?") ? "&" : "?"}utm_source=${mark}`;

async function timedGet(
  app: App,
  host: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Timed & { drawn: boolean }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const response = await app.inject({ method: "GET", url, headers: { host, "user-agent": USER_AGENT, ...headers } });
  const totalMs = performance.now() - started;
  const { user, system } = process.cpuUsage(cpu);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  const timing = /render;dur=([\d.]+)/.exec(String(response.headers["server-timing"] ?? ""));
  return {
    totalMs,
    renderMs: timing ? Number(timing[1]) : null,
    cpuMs: (user + system) / 1000,
    drawn: timing !== null,
  };
}

/**
 * `CALLS` sequential requests after `WARM_UP`, each scenario's in turn so that compared scenarios meet the same load of
 * the machine. A scenario says whether its pages must be drawn (no kept page) or kept: anything else stops the bench.
 */
async function timeScenarios(
  app: App,
  host: string,
  scenarios: {
    title: string;
    url: (call: number) => string;
    drawn: boolean | null;
    headers?: Record<string, string>;
  }[],
): Promise<Map<string, Timed[]>> {
  const times = new Map(scenarios.map((scenario) => [scenario.title, [] as Timed[]]));
  for (let call = 0; call < CALLS + WARM_UP; call += 1) {
    for (const scenario of scenarios) {
      const timed = await timedGet(app, host, scenario.url(call), scenario.headers);
      // A process's first pages load the screens' parts, and may take longer than the limit (the shell is served).
      if (call >= WARM_UP && scenario.drawn !== null && timed.drawn !== scenario.drawn) {
        throw new Error(`${scenario.url(call)}: ${timed.drawn ? "drawn" : "kept or the shell"}, expected otherwise`);
      }
      if (call >= WARM_UP) times.get(scenario.title)!.push(timed);
    }
  }
  return times;
}

const at = (values: number[], share: number) => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

type Row = {
  title: string;
  p50: number;
  p95: number;
  /** This process's CPU time per request, on average: steadier than the times on a machine others load. */
  cpuMs: number;
  renderP50: number | null;
  renderP95: number | null;
};

function rowOf(title: string, times: Timed[]): Row {
  const totals = times.map((time) => time.totalMs);
  const renders = times.flatMap((time) => (time.renderMs === null ? [] : [time.renderMs]));
  return {
    title,
    p50: at(totals, 0.5),
    p95: at(totals, 0.95),
    cpuMs: times.reduce((sum, time) => sum + time.cpuMs, 0) / times.length,
    renderP50: renders.length > 0 ? at(renders, 0.5) : null,
    renderP95: renders.length > 0 ? at(renders, 0.95) : null,
  };
}

function printRows(rows: Row[], shell: Row) {
  console.info(
    `${"".padEnd(52)} ${"p50".padStart(9)} ${"p95".padStart(9)}  ${"÷ shell p50".padStart(11)} ${"CPU".padStart(9)}   ${"render p50 / p95 (Server-Timing)"}`,
  );
  for (const row of rows) {
    const render = row.renderP50 === null ? "" : `${ms(row.renderP50)} / ${ms(row.renderP95!)}`;
    console.info(
      `${row.title.padEnd(52)} ${ms(row.p50)} ${ms(row.p95)}  ${`${(row.p50 / shell.p50).toFixed(1)}×`.padStart(11)} ${ms(row.cpuMs)}   ${render}`,
    );
  }
}

/**
 * Requests a second over a socket from autocannon in its own process (the server's process keeps its CPU): `paths`
 * in turn, each made an address no one asked before when `unique` (the page cache misses every time).
 */
const LOAD_SCRIPT = `
const autocannon = require("autocannon");
const { url, paths, unique, headers, connections, duration } = JSON.parse(require("node:fs").readFileSync(process.env.LOAD, "utf8"));
let next = 0;
const pathOf = () => {
  const n = next++;
  const path = paths[n % paths.length];
  return unique ? path + (path.includes("?") ? "&" : "?") + "utm_source=load" + process.pid + "-" + n : path;
};
autocannon({ url, connections, duration, headers, requests: [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }] },
  (error, result) => {
    if (error) throw error;
    process.stdout.write(JSON.stringify({ rate: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors }));
  });
`;

type Load = { rate: number; p50: number; p99: number; non2xx: number; errors: number };

async function requestsPerSecond(input: {
  base: string;
  host: string;
  paths: string[];
  unique: boolean;
}): Promise<Load> {
  const file = join(tmpdir(), `ssr-bench-load-${process.pid}.json`);
  const run = (duration: number) => {
    writeFileSync(
      file,
      JSON.stringify({
        url: input.base,
        paths: input.paths,
        unique: input.unique,
        headers: { host: input.host, "user-agent": USER_AGENT },
        connections: CONNECTIONS,
        duration,
      }),
    );
    return new Promise<Load>((resolve, reject) => {
      const child = spawn(process.execPath, ["-e", LOAD_SCRIPT], {
        cwd: root,
        env: { ...process.env, LOAD: file },
        stdio: ["ignore", "pipe", "inherit"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => {
        output += chunk;
      });
      child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(output) as Load) : reject(new Error(`${code}`))));
    });
  };
  try {
    await run(1); // warm-up
    const load = await run(LOAD_SECONDS);
    if (load.non2xx > 0 || load.errors > 0) throw new Error(`${load.non2xx} not 2xx, ${load.errors} errors`);
    return load;
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * How many drawings a warm process takes for a page (the entry's `passes`): one, when every query a screen asks for
 * was prefetched before the first drawing.
 */
async function passesOf(app: App, host: string, urls: string[]) {
  const renderer = await loadGuestRenderer(app, webDist);
  if (renderer === null) throw new Error("no server bundle");
  for (const url of urls) {
    const render = () => renderer.render({ url, hostname: host, language: "en", phone: false });
    await render(); // the process's first page of a screen loads the screen's parts
    const page = (await render()) as { passes?: number; status: number } | undefined;
    console.info(`drawings a warm process takes for ${url}: ${page?.passes} (status ${page?.status})`);
  }
}

/** `work` run under the CPU profiler when `BENCH_PROFILE` names where to write the profile. */
async function profiled<T>(name: string, work: () => Promise<T>): Promise<T> {
  const prefix = process.env.BENCH_PROFILE;
  if (!prefix) return work();
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  try {
    return await work();
  } finally {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(`${prefix}-${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  }
}

async function visiblePrograms(db: Db, schoolId: number): Promise<number[]> {
  const result = await db.execute(
    sql`select id from courses where school_id = ${schoolId} and show and id % 7 = 0 order by id limit ${CALLS + WARM_UP}`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
}

async function main() {
  if (!existsSync(join(webDist, SERVER_BUNDLE))) {
    throw new Error(`No server bundle beside ${webDist}: npm run bench:ssr builds it (or set WEB_DIST)`);
  }
  const scratch = await createScratchDatabase(adminDatabaseUrl(), "bench_ssr");
  const dataDir = mkdtempSync(join(tmpdir(), "ssr-bench-"));
  const database = await openDatabase({ url: scratch.url });
  try {
    await database.migrate();
    const home = await seedCatalogue(database.db);
    const programIds = await visiblePrograms(database.db, home.schoolId);
    const host = home.domain;
    // A page is drawn however long it takes under the load below (a real server serves the shell past 2 s), so that
    // every answer counted is a drawn page.
    // Timed as production runs: without the test's check of every API answer against its schema.
    const env = readEnv({
      NODE_ENV: "production",
      // The bench pays nothing; production asks for the payment provider to be stated (decision 0124).
      PAYMENTS_PROVIDER: "development",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      GUEST_RENDER_TIME_LIMIT_MS: "30000",
    });
    const appWith = async (guestAnswerCharacters: number | undefined) =>
      (
        await buildApp({
          env,
          db: database.db,
          signingSecret: SECRET,
          webDist,
          logger: false,
          ...(guestAnswerCharacters === undefined ? {} : { guestAnswerCharacters }),
        })
      ).app;
    const rows: Row[] = [];
    const loads: { title: string; load: Load }[] = [];
    const catalogue = (call: number) => catalogueAddress(home.ids, call);
    const program = (call: number) => programAddress(programIds, call);
    const keptCatalogue = "/guest-catalog?hl=ru";
    const keptProgram = `/guest-catalog/info/${programIds[0]}?hl=ru`;

    // One app at a time: the server bundle is one module per process, whose API calls go to the app loaded last.
    // First the API's guest answers not kept: every call a page makes reads the database.
    const cold = await appWith(0);
    await cold.ready();
    const coldTimes = await profiled("cold", () =>
      timeScenarios(cold, host, [
        { title: "catalogue drawn, API answers not kept", url: catalogue, drawn: true },
        { title: "program page drawn, API answers not kept", url: program, drawn: true },
      ]),
    );
    for (const [title, times] of coldTimes) rows.push(rowOf(title, times));
    await cold.listen({ port: 0, host: "127.0.0.1" });
    const coldBase = `http://127.0.0.1:${(cold.server.address() as AddressInfo).port}`;
    const cataloguePaths = Array.from({ length: 200 }, (_, call) => catalogue(call));
    loads.push({
      title: "catalogue drawn, API answers not kept",
      load: await requestsPerSecond({ base: coldBase, host, paths: cataloguePaths, unique: true }),
    });
    await cold.close();

    // Then as a server runs: the API's answers kept, so a page drawn afresh (an address with a parameter the API
    // does not read) finds its data kept; and pages kept.
    const warm = await appWith(undefined);
    await warm.ready();
    await timedGet(warm, host, keptCatalogue);
    await timedGet(warm, host, keptProgram);
    for (let call = 0; call < CALLS + WARM_UP; call += 1) {
      await timedGet(warm, host, catalogue(call));
      await timedGet(warm, host, program(call));
    }
    const warmDrawn = await profiled("warm", () =>
      timeScenarios(warm, host, [
        { title: "catalogue drawn, API answers kept", url: (call) => elsewhere(catalogue(call), "timed"), drawn: true },
        {
          title: "program page drawn, API answers kept",
          url: (call) => elsewhere(program(call), "timed"),
          drawn: true,
        },
      ]),
    );
    for (const [title, times] of warmDrawn) rows.push(rowOf(title, times));
    const warmTimes = await timeScenarios(warm, host, [
      { title: "catalogue kept (the same address again)", url: () => keptCatalogue, drawn: false },
      { title: "program page kept (the same address again)", url: () => keptProgram, drawn: false },
      {
        title: "catalogue kept, compressed as a browser accepts",
        url: () => keptCatalogue,
        drawn: false,
        headers: { "accept-encoding": "br, gzip" },
      },
      { title: "static shell (/catalog, a signed-in screen)", url: () => "/catalog", drawn: false },
    ]);
    for (const [title, times] of warmTimes) rows.push(rowOf(title, times));
    await passesOf(warm, host, [keptCatalogue, keptProgram]);
    await warm.listen({ port: 0, host: "127.0.0.1" });
    const warmBase = `http://127.0.0.1:${(warm.server.address() as AddressInfo).port}`;
    loads.push(
      {
        title: "catalogue drawn, API answers kept",
        load: await requestsPerSecond({ base: warmBase, host, paths: cataloguePaths, unique: true }),
      },
      {
        title: "catalogue kept",
        load: await requestsPerSecond({ base: warmBase, host, paths: [keptCatalogue], unique: false }),
      },
      {
        title: "program page kept",
        load: await requestsPerSecond({ base: warmBase, host, paths: [keptProgram], unique: false }),
      },
      {
        title: "static shell (/catalog)",
        load: await requestsPerSecond({ base: warmBase, host, paths: ["/catalog"], unique: false }),
      },
    );
    await warm.close();

    const [load1, load5] = loadavg();
    console.info(
      `\nguest pages on the server, ${CALLS} sequential requests each through the whole Fastify stack (in process); machine load ${load1!.toFixed(1)} / ${load5!.toFixed(1)} (1 / 5 min)`,
    );
    const shell = rows.find((row) => row.title.startsWith("static shell"))!;
    printRows(rows, shell);
    console.info(
      `\nrequests a second on one process, autocannon (own process), ${CONNECTIONS} connections, ${LOAD_SECONDS} s`,
    );
    const shellLoad = loads.find((entry) => entry.title.startsWith("static shell"))!.load;
    for (const { title, load } of loads) {
      console.info(
        `${title.padEnd(52)} ${Math.round(load.rate).toString().padStart(6)} req/s   ${(load.rate / shellLoad.rate).toFixed(2).padStart(5)} of the shell's   latency p50 ${load.p50} ms, p99 ${load.p99} ms`,
      );
    }
    const worstOf = (selected: Row[]) => Math.max(...selected.map((row) => row.p95));
    const asServerRuns = worstOf(rows.filter((row) => row.title.endsWith("drawn, API answers kept")));
    const nothingKept = worstOf(rows.filter((row) => row.title.endsWith("drawn, API answers not kept")));
    const kept = rows.filter((row) => /^(catalogue|program page) kept/.test(row.title));
    const worstKept = worstOf(kept);
    const met = (ok: boolean) => (ok ? "MET" : "NOT MET");
    console.info(
      `\ngoal: a page drawn afresh p95 ≤ ${GOALS.freshP95Ms} ms, as a server runs (its API answers kept): worst ${asServerRuns.toFixed(1)} ms ${met(asServerRuns <= GOALS.freshP95Ms)}`,
    );
    console.info(
      `      and with nothing kept (the first page after the school's catalogue changed): worst ${nothingKept.toFixed(1)} ms ${met(nothingKept <= GOALS.freshP95Ms)}`,
    );
    console.info(
      `goal: a kept page p95 ≤ ${GOALS.keptP95Ms} ms: worst ${worstKept.toFixed(1)} ms ${met(worstKept <= GOALS.keptP95Ms)}`,
    );
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
