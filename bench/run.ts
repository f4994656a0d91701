import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { SERVER_MALLOC_TUNABLES, SERVER_NODE_FLAGS } from "../server/src/process-settings.js";

/**
 * Throughput of a signed-in JSON route (token check, role check, tenancy, serialisation) against a bare node:http
 * server and a plain Fastify app of one route (the platform's Fastify version), each in its own process, measured
 * in the same run. Both answer with exactly the bytes the platform sends (body and headers, captured first), so the
 * ratios measure the framework and the platform's own work, not the size of the security headers. The platform runs
 * in production mode, as deployed: answers are not read back against their schemas there. Goals (issue 24, S1): the
 * platform keeps at least 0.85 of plain Fastify and 0.70 of bare node:http. Run: npm run bench
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Rounds alternate bare, plain Fastify and the platform, and medians are compared: on a 2-core machine single runs
 * swing by 30%.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;
const root = fileURLToPath(new URL("..", import.meta.url));

const BARE_SERVER = `
const http = require("node:http");
const { body, headers } = JSON.parse(process.env.REPLY);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.PORT), "127.0.0.1");
`;
/** Fastify as an app of one route would use it: no logger, no plugins, the captured reply as a string. */
const PLAIN_FASTIFY_SERVER = `
const fastify = require("fastify")();
const { body, headers } = JSON.parse(process.env.REPLY);
fastify.get("/", (request, reply) => { reply.headers(headers).send(body); });
fastify.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
`;
const PLATFORM_ROUTE = "/api/v1/user/school/currency/list/";
/** Headers node:http writes itself; everything else the platform sent is replayed by the bare server. */
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);

async function captureReply(base: string, access: string) {
  const response = await fetch(base + PLATFORM_ROUTE, { headers: { authorization: `Bearer ${access}` } });
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
  return { body: await response.text(), headers };
}

function startProcess(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.once("exit", (code) => {
    if (code) console.error(`${command} exited with ${code}`);
  });
  return child;
}

/** Linux's USER_HZ, the unit of /proc/<pid>/stat's times. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time a server process has used (user and system, µs), from /proc: on a machine other work loads, the CPU
 * each request costs stays readable when requests per second do not. Null where /proc is not there.
 */
function cpuMicrosOf(pid: number | undefined): number | null {
  const stat = `/proc/${pid}/stat`;
  if (pid === undefined || !existsSync(stat)) return null;
  const fields = readFileSync(stat, "utf8").split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / CLOCK_TICKS_PER_SECOND;
}
type Measured = { rate: number; cpuPerRequest: number | null };

async function measure(title: string, url: string, server: ChildProcess, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const cpuBefore = cpuMicrosOf(server.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  const cpuAfter = cpuMicrosOf(server.pid);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / Math.max(1, result.requests.total);
  console.info(
    `${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms${cpuPerRequest === null ? "" : `   CPU ${cpuPerRequest.toFixed(1)} µs/request`}`,
  );
  return { rate: result.requests.average, cpuPerRequest } satisfies Measured;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "school-bench-"));
  // Production mode with request logging at warn, as a deployment would run; the SMTP URL is never dialled here.
  // The built server as `npm run serve` starts it (`npm run bench` builds it first), not the sources under tsx.
  const platform = startProcess(
    process.execPath,
    [...SERVER_NODE_FLAGS, "--enable-source-maps", "server/dist/main.js"],
    {
      GLIBC_TUNABLES: SERVER_MALLOC_TUNABLES,
      PORT: "3101",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      // The demo pays on the development provider, stated as production requires (decision 0124).
      PAYMENTS_PROVIDER: "development",
      SMTP_URL: "smtp://127.0.0.1:2525",
    },
  );
  const servers: ChildProcess[] = [platform];
  try {
    const access = await waitForLogin("http://127.0.0.1:3101");
    const reply = await captureReply("http://127.0.0.1:3101", access);
    const bare = startProcess("node", ["-e", BARE_SERVER], { PORT: "3102", REPLY: JSON.stringify(reply) });
    const plainFastify = startProcess("node", ["-e", PLAIN_FASTIFY_SERVER], {
      PORT: "3103",
      REPLY: JSON.stringify(reply),
    });
    servers.push(bare, plainFastify);
    await new Promise((resolve) => setTimeout(resolve, 500));
    console.info(
      `autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_SECONDS} s (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
    );
    const rounds: { bare: Measured; fastify: Measured; platform: Measured }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push({
        bare: await measure("bare node:http", "http://127.0.0.1:3102/", bare),
        fastify: await measure("plain Fastify", "http://127.0.0.1:3103/", plainFastify),
        platform: await measure("GET user/school/currency/list/", `http://127.0.0.1:3101${PLATFORM_ROUTE}`, platform, {
          authorization: `Bearer ${access}`,
        }),
      });
    }
    const rate = (server: keyof (typeof rounds)[number]) => median(rounds.map((round) => round[server].rate));
    const [bareRate, fastifyRate, platformRate] = [rate("bare"), rate("fastify"), rate("platform")];
    console.info(
      `medians: bare ${Math.round(bareRate)} req/s, plain Fastify ${Math.round(fastifyRate)} req/s, platform ${Math.round(platformRate)} req/s`,
    );
    console.info(`ratio plain Fastify / bare: ${(fastifyRate / bareRate).toFixed(2)}`);
    printGoal("platform / plain Fastify", platformRate / fastifyRate, 0.85);
    printGoal("platform / bare", platformRate / bareRate, 0.7);
    const cpu = (server: keyof (typeof rounds)[number]) =>
      median(rounds.map((round) => round[server].cpuPerRequest ?? Number.NaN));
    const [bareCpu, fastifyCpu, platformCpu] = [cpu("bare"), cpu("fastify"), cpu("platform")];
    if (!Number.isNaN(platformCpu)) {
      // The same comparison by CPU per request, which a loaded machine disturbs far less than requests per second.
      console.info(
        `CPU per request (medians): bare ${bareCpu.toFixed(1)} µs, plain Fastify ${fastifyCpu.toFixed(1)} µs, platform ${platformCpu.toFixed(1)} µs; as ratios of throughput: platform / plain Fastify ${(fastifyCpu / platformCpu).toFixed(2)}, platform / bare ${(bareCpu / platformCpu).toFixed(2)}`,
      );
    }
  } finally {
    for (const server of servers) server.kill();
  }
}

function printGoal(title: string, ratio: number, goal: number): void {
  console.info(`ratio ${title}: ${ratio.toFixed(2)} (goal >= ${goal.toFixed(2)}) ${ratio >= goal ? "MET" : "NOT MET"}`);
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function waitForLogin(base: string): Promise<string> {
  // Up to three minutes: the first start migrates and seeds the embedded database, slow on a busy machine.
  for (let attempt = 0; attempt < 360; attempt += 1) {
    try {
      const response = await fetch(`${base}/api/v1/user/accounts/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "admin@demo.kz", password: "demo12345" }),
      });
      if (response.ok) return ((await response.json()) as { access: string }).access;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the platform did not answer the demo login");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
