import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

/**
 * Throughput of a signed-in JSON route (token check, role check, tenancy, serialisation) against a bare node:http
 * server, both in their own processes, measured in the same run. The bare server answers with exactly the bytes the
 * platform sends (body and headers, captured first), so the ratio measures the framework and the platform's own
 * work, not the size of the security headers. Goal: the platform keeps at least 0.8 of bare. Run: npm run bench
 */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Rounds alternate bare and platform, and medians are compared: on a 2-core machine single runs swing by 30%. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 50;
const root = fileURLToPath(new URL("..", import.meta.url));

const BARE_SERVER = `
const http = require("node:http");
const { body, headers } = JSON.parse(process.env.REPLY);
http.createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
  .listen(Number(process.env.PORT), "127.0.0.1");
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

async function measure(title: string, url: string, headers: Record<string, string> = {}) {
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers }); // warm-up
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  console.info(
    `${title.padEnd(34)} ${Math.round(result.requests.average).toString().padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms`,
  );
  return result.requests.average;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), "school-bench-"));
  // Production mode with request logging at warn, as a deployment would run; the SMTP URL is never dialled here.
  const platform = startProcess(process.execPath, ["--import", "tsx", "server/src/main.ts"], {
    PORT: "3101",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    SMTP_URL: "smtp://127.0.0.1:2525",
  });
  let bare: ChildProcess | undefined;
  try {
    const access = await waitForLogin("http://127.0.0.1:3101");
    const reply = await captureReply("http://127.0.0.1:3101", access);
    bare = startProcess("node", ["-e", BARE_SERVER], { PORT: "3102", REPLY: JSON.stringify(reply) });
    await new Promise((resolve) => setTimeout(resolve, 500));
    console.info(
      `autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_SECONDS} s (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
    );
    const bareRates: number[] = [];
    const platformRates: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bareRates.push(await measure("bare node:http", "http://127.0.0.1:3102/"));
      platformRates.push(
        await measure("GET user/school/currency/list/", `http://127.0.0.1:3101${PLATFORM_ROUTE}`, {
          authorization: `Bearer ${access}`,
        }),
      );
    }
    const ratio = median(platformRates) / median(bareRates);
    console.info(
      `medians: bare ${Math.round(median(bareRates))} req/s, platform ${Math.round(median(platformRates))} req/s`,
    );
    console.info(`ratio platform / bare: ${ratio.toFixed(2)} (goal >= 0.80) ${ratio >= 0.8 ? "MET" : "NOT MET"}`);
  } finally {
    platform.kill();
    bare?.kill();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function waitForLogin(base: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
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
