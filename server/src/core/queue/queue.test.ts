import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { buildApp } from "../../app.js";
import { readEnv } from "../../config.js";
import type { Db } from "../../db/client.js";
import { passwordResets, schools, users } from "../../db/schema/index.js";
import { followedData, followsDataQueue } from "../../test/queued-jobs.js";
import { startSmtpCapture } from "../../test/smtp-capture.js";
import { createTestApp } from "../../test/test-app.js";
import { createReopenableTestDatabase, openTestDatabase } from "../../test/test-database.js";
import type { MailTransport, OutgoingMail } from "../mail/mailer.js";
import { createQueue } from "./queue.js";
import { transactionDatabaseOf } from "./queue-database.js";

/** Undone after each test, in reverse order, whether it passed or not. */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const mailTo = (to: string): OutgoingMail => ({ to, school_id: null, subject: "Queue test", text: `Hello ${to}` });

const jobStates = async (db: Db, name: string) => {
  const result = await db.execute(sql`select state from pgboss.job where name = ${name}`);
  return (result as unknown as { rows: { state: string }[] }).rows.map((row) => row.state);
};

async function eventually(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** An SMTP address where nothing listens: a capture server's port, closed again. */
async function deadSmtpUrl(): Promise<string> {
  const smtp = await startSmtpCapture();
  await smtp.close();
  return smtp.url;
}

async function startApp(db: Db, smtpUrl: string) {
  const { app, deps } = await buildApp({
    env: readEnv({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: `/tmp/school-queue-${process.pid}`,
      SMTP_URL: smtpUrl,
    }),
    db,
    signingSecret: "queue-test-secret-that-is-long-enough-for-hs256",
    logger: false,
  });
  await app.ready();
  return { app, deps };
}

describe("mail through the queue", () => {
  it("delivers an enqueued mail to SMTP well within two seconds", async () => {
    const smtp = await startSmtpCapture();
    cleanups.push(smtp.close);
    const harness = await createTestApp({ smtpUrl: smtp.url });
    cleanups.push(harness.close);

    await harness.deps.mailer.send(mailTo("fast@queue.test"));

    const mail = await smtp.waitFor("fast@queue.test", 2000);
    expect(mail.text).toContain("Hello fast@queue.test");
    await eventually(async () => (await jobStates(harness.database.db, "mail.send")).includes("completed"), 2000);
  });

  it("keeps a mail through an SMTP outage and a restart, and a new app on the same database delivers it", async () => {
    const store = await createReopenableTestDatabase();
    cleanups.push(store.dispose);

    const before = await store.open();
    const down = await startApp(before.db, await deadSmtpUrl());
    await down.deps.mailer.send(mailTo("durable@queue.test"));
    // The worker has tried, failed against the closed port, and scheduled a retry.
    await eventually(async () => (await jobStates(before.db, "mail.send")).includes("retry"), 5000);
    await down.app.close();
    await before.close();

    const smtp = await startSmtpCapture();
    cleanups.push(smtp.close);
    const after = await store.open();
    cleanups.push(after.close);
    const up = await startApp(after.db, smtp.url);
    cleanups.push(() => up.app.close());

    const mail = await smtp.waitFor("durable@queue.test", 15_000);
    expect(mail.text).toContain("Hello durable@queue.test");
    expect(smtp.messages.filter((message) => message.to.includes("durable@queue.test"))).toHaveLength(1);
  });

  it("retries a send that failed", async () => {
    const attempts: OutgoingMail[] = [];
    const flaky: MailTransport = {
      async send(mail) {
        attempts.push(mail);
        if (attempts.length === 1) throw new Error("421 service not available, try again later");
      },
    };
    const harness = await createTestApp({ mailTransport: flaky });
    cleanups.push(harness.close);

    await harness.deps.mailer.send(mailTo("flaky@queue.test"));

    // The first retry waits the policy's 2–4 s.
    await eventually(() => attempts.length >= 2, 10_000);
    expect(attempts.map((mail) => mail.to)).toEqual(["flaky@queue.test", "flaky@queue.test"]);
    await eventually(async () => (await jobStates(harness.database.db, "mail.send")).includes("completed"), 2000);
  });

  it("refuses a payload that does not match the kind's schema", async () => {
    const harness = await createTestApp();
    cleanups.push(harness.close);
    await expect(harness.deps.queue.enqueue("mail.send", { to: "x@queue.test" } as OutgoingMail)).rejects.toThrow();
  });
});

describe("a job that keeps failing", () => {
  it("ends in the failed state once its retries are spent, logged at error level", async () => {
    const database = await openTestDatabase();
    cleanups.push(database.close);
    const log = { error: vi.fn(), warn: vi.fn() };
    const queue = createQueue({
      db: database.db,
      log: log as unknown as FastifyBaseLogger,
      kinds: {
        "test.always-fails": {
          payload: z.object({ n: z.number() }),
          policy: { retryLimit: 1, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 30 },
        },
      },
    });
    await queue.work("test.always-fails", async () => {
      throw new Error("always");
    });
    await queue.start();
    cleanups.push(queue.stop);

    await queue.enqueue("test.always-fails", { n: 1 });

    await eventually(async () => (await jobStates(database.db, "test.always-fails")).includes("failed"), 5000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: expect.objectContaining({ name: "test.always-fails", attempt: 2 }) }),
      "job failed for good",
    );
  });
});

describe("a queue stopped and started again", () => {
  it("runs jobs after the restart and, stopped again, leaves none of its timers running", async () => {
    const database = await openTestDatabase();
    cleanups.push(database.close);
    const done: number[] = [];
    const queue = createQueue({
      db: database.db,
      log: { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger,
      kinds: {
        "test.counted": {
          payload: z.object({ n: z.number() }),
          policy: { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 30 },
        },
      },
    });
    await queue.work("test.counted", async (payload) => {
      done.push((payload as { n: number }).n);
    });
    await queue.start();
    await queue.stop();

    // Every interval the restarted queue sets (pg-boss's maintenance and monitoring among them) is cleared by its stop.
    const setInterval = vi.spyOn(globalThis, "setInterval");
    const clearInterval = vi.spyOn(globalThis, "clearInterval");
    cleanups.push(async () => {
      setInterval.mockRestore();
      clearInterval.mockRestore();
    });
    await queue.start();
    await queue.enqueue("test.counted", { n: 2 });
    await eventually(() => done.includes(2), 5000);
    await queue.stop();
    const started = setInterval.mock.results.map((result) => result.value);
    const cleared = new Set(clearInterval.mock.calls.map(([interval]) => interval));
    expect(started.length).toBeGreaterThan(0);
    expect(started.filter((interval) => !cleared.has(interval))).toEqual([]);
  });
});

describe("jobs enqueued in a transaction", () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const queue = () => followsDataQueue(database.db);
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it("leaves no job when the transaction rolls back, and exactly one when it commits", async () => {
    const jobs = queue();
    await jobs.start();
    cleanups.push(jobs.stop);
    const createSchoolWithJob = (domain: string, fail: boolean) =>
      jobs.transaction(async (tx, sender) => {
        await tx.insert(schools).values({ name: domain, domain });
        await sender.enqueue("test.follows-data", { domain });
        if (fail) throw new Error("rolled back after the job was enqueued");
      });

    await expect(createSchoolWithJob("rolled-back.test", true)).rejects.toThrow("rolled back");
    expect(await followedData(database.db, "rolled-back.test")).toEqual({
      schools: 0,
      jobs: 0,
    });

    await createSchoolWithJob("committed.test", false);
    expect(await followedData(database.db, "committed.test")).toEqual({
      schools: 1,
      jobs: 1,
    });
  });

  it("refuses to store a job through a handle that is not a transaction", () => {
    expect(() => transactionDatabaseOf(database.db)).toThrow("Not a transaction");
  });
});

describe("a reset link and its mail", () => {
  it("are stored together: a mail that cannot be queued leaves no link", async () => {
    const harness = await createTestApp();
    cleanups.push(harness.close);
    const school = await harness.newSchool();
    const [student] = await harness.database.db.select().from(users).where(eq(users.id, school.users.student));
    const linksOf = async () =>
      (await harness.database.db.select().from(passwordResets).where(eq(passwordResets.userId, student!.id))).length;
    const mailsTo = async () => {
      const result = await harness.database.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'mail.send' and data->>'to' = ${student!.email}`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const askForLink = () =>
      harness.app.inject({
        method: "POST",
        url: "/api/v1/user/accounts/send_link_reset/",
        payload: { email: student!.email },
      });

    const { mailer } = harness.deps;
    harness.deps.mailer = {
      async send(mail, options) {
        await mailer.send(mail, options);
        throw new Error("the queue failed after storing the mail");
      },
    };
    expect((await askForLink()).statusCode).toBe(200);
    expect({ links: await linksOf(), mails: await mailsTo() }).toEqual({ links: 0, mails: 0 });

    harness.deps.mailer = mailer;
    expect((await askForLink()).statusCode).toBe(200);
    expect({ links: await linksOf(), mails: await mailsTo() }).toEqual({ links: 1, mails: 1 });
  });
});
