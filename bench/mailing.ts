import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { Api } from "grammy";
import { buildApp } from "../server/src/app.js";
import { readEnv } from "../server/src/config.js";
import { createTelegramChannel } from "../server/src/core/messaging/telegram-channel.js";
import { driverOf, openDatabase } from "../server/src/db/client.js";
import { schools } from "../server/src/db/schema/index.js";
import { startSmtpCapture } from "../server/src/test/smtp-capture.js";
import { startTelegramFake } from "../server/src/test/telegram-fake.js";
import { createScratchDatabase } from "../server/src/test/test-database.js";
import { adminDatabaseUrl } from "./kit.js";

/**
 * `npm run bench:mailing` (issue 22, decision 0067): one mailing by e-mail and Telegram to BENCH_RECIPIENTS students
 * (10,000) on PostgreSQL, through the in-process SMTP server and the Bot API fake (a 429 with retry_after 1 on every
 * 400th request). Prints, per channel, the achieved rate over the allowed one , the
 * API's p95 while the mailing runs against idle, and the recipients lost or reached twice after the worker is stopped
 * and started again at 40 %. The restart is counted inside the rate's window. Where a slow answer waited is printed
 * beside it (decision 0072): the event loop's delay (the process's CPU: workers, fakes and API share it) and the
 * requests that found the owner's pool (path ids, the personal-data audit) busy.
 */
const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 10_000);
const EMAIL_RATE = Number(process.env.BENCH_EMAIL_RATE ?? 50);
const TELEGRAM_RATE = Number(process.env.BENCH_TELEGRAM_RATE ?? 30);

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const p95 = (values: number[]) =>
  at(
    [...values].sort((a, b) => a - b),
    0.95,
  );
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const adminUrl = adminDatabaseUrl();
  const scratch = await createScratchDatabase(adminUrl, "bench_mailing");
  const dataDir = mkdtempSync(join(tmpdir(), "mailing-bench-"));
  const database = await openDatabase({ url: scratch.url, timeouts: { statementMs: 900_000, connectMs: 5_000 } });
  const smtp = await startSmtpCapture();
  const bot = await startTelegramFake({ tooManyRequests: (_chat, n) => (n % 400 === 0 ? 1 : null) });
  const botToken = bot.token();
  try {
    await database.migrate();
    const db = database.db;
    const [school] = await db.insert(schools).values({ name: "Bench school", domain: "mailing.bench" }).returning();
    const [admin] = rowsOf<{ id: number }>(
      await db.execute(sql`insert into users (school_id, email, password_hash, role, first_name)
        values (${school!.id}, 'admin@mailing.bench', 'x', 'admin', 'Admin') returning id`),
    );
    await db.execute(sql`insert into users (school_id, email, password_hash, role, first_name, last_name)
      select ${school!.id}, 'student' || n || '@mailing.bench', 'x', 'student', 'Student' || n, 'S'
      from generate_series(1, ${RECIPIENTS}) n`);
    await db.execute(sql`insert into student_records (user_id, school_id, has_chat_id)
      select id, school_id, true from users where school_id = ${school!.id} and role = 'student'`);
    // The chat each student linked to the bot (decision 0057): what a mailing's Telegram delivery is addressed to.
    await db.execute(sql`insert into telegram_chats (school_id, user_id, bot_id, chat_id)
      select school_id, id, ${botToken.split(":")[0]}, (800000000 + id)::text from users where school_id = ${school!.id} and role = 'student'`);
    const env = readEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DATABASE_URL: scratch.url,
      SMTP_URL: smtp.url,
      MAILING_EMAIL_PER_SECOND: String(EMAIL_RATE),
      MAILING_TELEGRAM_PER_SECOND: String(TELEGRAM_RATE),
      // The workers' pool (decision 0072) at its default unless the run tries another size.
      ...(process.env.DB_JOB_POOL_SIZE ? { DB_JOB_POOL_SIZE: process.env.DB_JOB_POOL_SIZE } : {}),
    });
    const telegram = createTelegramChannel({ api: new Api(botToken, { apiRoot: bot.apiRoot }) });
    const { app, deps } = await buildApp({
      env,
      db,
      signingSecret: "bench-secret-long-enough-for-hs256-signing",
      logger: false,
      telegramChannel: () => telegram,
    });
    await app.ready();
    const token = await deps.tokens.signAccess({
      first_name: "Admin",
      role: "admin",
      tariff_status: true,
      first_visit: true,
      language: null,
      email: "admin@mailing.bench",
      user_id: admin!.id,
      school_id: school!.id,
      currency: "KZT",
    });
    const call = async (method: "GET" | "POST", url: string, payload?: object) => {
      const started = performance.now();
      const response = await app.inject({
        method,
        url: `/api/v1/${url}`,
        payload,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return { ms: performance.now() - started, body: response.json() };
    };
    const probe = () => call("GET", "user/accounts/list/?role=student&page=3");

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const ownerPool = driverOf(db);
    const poolWaits: number[] = [];
    /** Requests queued for a connection of the owner's pool, seen once per probe. */
    const samplePool = () => poolWaits.push(ownerPool.kind === "postgres" ? ownerPool.pool.waitingCount : 0);
    const loopP95 = () => loop.percentile(95) / 1e6;

    for (let run = 0; run < 20; run += 1) await probe();
    loop.reset();
    const idle: number[] = [];
    for (let run = 0; run < 100; run += 1) idle.push((await probe()).ms);
    const idleLoopP95 = loopP95();
    loop.reset();

    const created = await call("POST", "user/accounts/send_tg_mailing/", {
      channels: ["email", "telegram"],
      subject: "Bench {first_name}",
      body: "<p>Hello {first_name}, this is the bench.</p>",
      target: { audience: "filter", filters: { role: "student" } },
    });
    const id = created.body.id as number;
    const total = RECIPIENTS * 2;
    const busy: number[] = [];
    let restarted = false;
    for (;;) {
      const { ms, body } = await call("GET", `user/accounts/mailings/${id}/`);
      samplePool();
      busy.push(ms, (await probe()).ms);
      const progress = body.progress as { sent: number; failed: number; pending: number };
      if (!restarted && progress.sent >= total * 0.4) {
        restarted = true;
        const stopped = performance.now();
        await deps.queue.stop();
        await deps.queue.start();
        console.info(
          `worker stopped at ${progress.sent} of ${total} sent and started again (${((performance.now() - stopped) / 1000).toFixed(1)} s)`,
        );
      }
      if (body.status === "done") break;
      await sleep(200);
    }

    const deliveries = rowsOf<{ channel: string; state: string; n: number; first: Date; last: Date }>(
      await db.execute(sql`select channel, state, count(*)::int as n, min(sent_at) as first, max(sent_at) as last
        from mailing_deliveries where mailing_id = ${id} group by channel, state`),
    );
    console.info(`\nmailing.bench: ${RECIPIENTS} recipients × e-mail and Telegram on PostgreSQL`);
    for (const channel of ["email", "telegram"] as const) {
      const sent = deliveries.find((row) => row.channel === channel && row.state === "sent");
      const allowed = channel === "email" ? EMAIL_RATE : TELEGRAM_RATE;
      // The restart is inside the window: the stopping worker finishes its reserved slots, so sending goes on.
      const seconds = sent ? (new Date(sent.last).getTime() - new Date(sent.first).getTime()) / 1000 : 0;
      const achieved = sent ? (sent.n - 1) / seconds : 0;
      const received =
        channel === "email" ? smtp.messages.flatMap((mail) => mail.to) : bot.sent.map((message) => message.chatId);
      const distinct = new Set(received).size;
      console.info(
        `${channel.padEnd(9)} sent ${String(sent?.n ?? 0).padStart(6)}  achieved ${achieved.toFixed(2)}/s of ${allowed}/s allowed = ${(achieved / allowed).toFixed(3)}  lost ${RECIPIENTS - distinct}  duplicates ${received.length - distinct}`,
      );
    }
    console.info(`Telegram 429 answers honoured: ${bot.attempts.length - bot.sent.length}`);
    const idleP95 = p95(idle);
    const busyP95 = p95(busy);
    console.info(
      `API p95 idle ${idleP95.toFixed(1)} ms, during the mailing ${busyP95.toFixed(1)} ms (${(busyP95 / idleP95).toFixed(2)} × idle)`,
    );
    const waiting = poolWaits.filter((count) => count > 0).length;
    console.info(
      `event loop delay p95 idle ${idleLoopP95.toFixed(1)} ms, during the mailing ${loopP95().toFixed(1)} ms; ` +
        `owner's pool had requests waiting at ${waiting} of ${poolWaits.length} samples (most ${Math.max(0, ...poolWaits)})`,
    );
    loop.disable();
    await app.close();
  } finally {
    await bot.close();
    await smtp.close();
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
