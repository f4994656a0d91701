import { readFileSync } from "node:fs";
import { API_PREFIX } from "@school/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenSigner } from "../core/auth/tokens.js";
import { HEALTH_PATHS } from "../core/health.js";
import { mailSendJob } from "../core/mail/mail-send.job.js";
import { createQueue } from "../core/queue/queue.js";
import { type Database, openDatabase } from "../db/client.js";
import { schools } from "../db/schema/index.js";
import { boardUrl, newTaskInProgram, openBoardSocket, shape } from "../modules/boards/boards.test-kit.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { needs } from "./requirements.js";
import { type ServerProcess, startServerProcess } from "./server-process.js";
import { startSmtpCapture } from "./smtp-capture.js";
import { startTelegramFake } from "./telegram-fake.js";
import { TEST_PASSWORD } from "./test-app.js";
import { createScratchDatabase } from "./test-database.js";

/**
 * Three real server processes (`main.ts`) on one PostgreSQL, as behind a load balancer (decision 0102): started at
 * once on an empty database, they share nothing but the database, and what one does the others must honour. The
 * embedded database serves one process by construction (its file lock), so this needs DATABASE_URL.
 */
const adminUrl = process.env.DATABASE_URL;
const JWT_SECRET = "cluster-test-secret-long-enough-for-hs256";
const JOBS = 30;
/** Where the Telegram pollers' advisory locks live (modules/telegram/telegram-polling.ts, POLL_LOCK_SPACE). */
const POLL_LOCK_SPACE = 0x7e1e;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

describe(
  "three server processes on one PostgreSQL (the embedded database serves one process)",
  needs("postgres"),
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
    let telegram: Awaited<ReturnType<typeof startTelegramFake>>;
    let servers: ServerProcess[] = [];
    let database: Database;
    let schoolId: number;
    const people = { teacher: 0, student: 0 };
    const emailOf = (role: string) => `${role}@cluster.test`;

    beforeAll(async () => {
      scratch = await createScratchDatabase(adminUrl!);
      smtp = await startSmtpCapture();
      telegram = await startTelegramFake();
      const env = {
        DATABASE_URL: scratch.url,
        JWT_SECRET,
        SMTP_URL: smtp.url,
        TELEGRAM_BOT_TOKEN: telegram.token(),
        TELEGRAM_API_ROOT: telegram.apiRoot,
        // Three processes beside the other files' apps on one PostgreSQL's hundred connections: the job workers'
        // own pool at its least keeps the run below it (they deliver a handful of jobs here).
        DB_JOB_POOL_SIZE: "2",
      };
      // Started at once on an empty database: each applies the migrations, or waits while another does.
      const started = await Promise.allSettled([1, 2, 3].map(() => startServerProcess(env)));
      servers = started.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []));
      const failed = started.find((outcome) => outcome.status === "rejected");
      if (failed) throw failed.reason;

      database = await openDatabase({ url: scratch.url });
      const [school] = await database.db
        .insert(schools)
        .values({ name: "Cluster school", domain: "cluster.test" })
        .returning({ id: schools.id });
      schoolId = school!.id;
      for (const role of ["teacher", "student"] as const) {
        people[role] = await addUser(database.db, {
          schoolId,
          email: emailOf(role),
          password: TEST_PASSWORD,
          role,
          firstName: role,
        });
      }
    }, 180_000);

    afterAll(async () => {
      for (const server of servers) server.signal("SIGTERM");
      await Promise.all(servers.map((server) => server.exited));
      await database?.close();
      await scratch?.drop();
      await smtp?.close();
      await telegram?.close();
    }, 60_000);

    const server = (index: number) => servers[index]!;

    it("apply the migrations once when started at once on an empty database, and all come up", async () => {
      const journal = JSON.parse(
        readFileSync(new URL("../db/migrations/meta/_journal.json", import.meta.url), "utf8"),
      ) as { entries: unknown[] };
      const applied = rowsOf<{ n: number; distinct: number }>(
        await database.db.execute(
          sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        ),
      )[0]!;
      expect(applied).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
      for (const each of servers) expect((await fetch(`${each.origin}${HEALTH_PATHS.ready}`)).status).toBe(200);
    });

    it("refuses on one process a session signed out on another, within moments", async () => {
      const login = await fetch(`${server(0).origin}${API_PREFIX}user/accounts/login/`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: emailOf("student"), password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { access } = (await login.json()) as { access: string };
      const profileOn = (index: number) =>
        fetch(`${server(index).origin}${API_PREFIX}user/accounts/get_user_profile/`, {
          headers: { authorization: `Bearer ${access}` },
        }).then((response) => response.status);
      // Each of the others has checked, and cached, the session before it is revoked.
      expect(await profileOn(1)).toBe(200);
      expect(await profileOn(2)).toBe(200);

      const logout = await fetch(`${server(0).origin}${API_PREFIX}user/accounts/logout/`, {
        method: "POST",
        headers: { authorization: `Bearer ${access}` },
      });
      expect(logout.status).toBe(204);
      await expect.poll(() => profileOn(1), { timeout: 2000, interval: 20 }).toBe(401);
      await expect.poll(() => profileOn(2), { timeout: 2000, interval: 20 }).toBe(401);
    });

    it("sends a board change saved through one process to a socket held by another", async () => {
      const { exerciseId } = await newTaskInProgram(database.db, {
        schoolId,
        teacher: people.teacher,
        students: [people.student],
      });
      const tokens = createTokenSigner(JWT_SECRET);
      const tokenOf = (role: "teacher" | "student") =>
        tokens.signAccess({
          first_name: role,
          role,
          tariff_status: true,
          first_visit: true,
          language: null,
          email: emailOf(role),
          user_id: people[role],
          school_id: schoolId,
          currency: "KZT",
        });
      const watching = await openBoardSocket(server(2).origin, {
        token: await tokenOf("teacher"),
        exerciseId,
        studentId: people.student,
      });
      try {
        expect(await watching.next("ready")).toEqual({ type: "ready", version: 0, elements: [] });
        const saved = await fetch(`${server(1).origin}${boardUrl(exerciseId, people.student)}`, {
          method: "PUT",
          headers: { authorization: `Bearer ${await tokenOf("student")}`, "content-type": "application/json" },
          body: JSON.stringify({ base_version: 0, elements: [shape("stroke", 1)] }),
        });
        expect(saved.status).toBe(200);
        expect(await watching.next("update")).toEqual({ type: "update", version: 1, elements: [shape("stroke", 1)] });
      } finally {
        await watching.close();
      }
    });

    it("runs each queued job once with the three processes' workers all running", async () => {
      const queue = createQueue({
        db: database.db,
        log: { error: () => undefined, warn: () => undefined } as never,
        kinds: { "mail.send": mailSendJob },
      });
      const addresses = Array.from({ length: JOBS }, (_, index) => `once${index}@cluster.test`);
      await queue.enqueueMany(
        "mail.send",
        addresses.map((to) => ({ to, school_id: null, subject: "Once", text: `Exactly once to ${to}` })),
      );
      const states = async () =>
        rowsOf<{ state: string; n: number }>(
          await database.db.execute(
            sql`select state, count(*)::int as n from pgboss.job
              where name = 'mail.send' and data->>'to' like 'once%' group by state`,
          ),
        );
      await expect.poll(states, { timeout: 20_000, interval: 200 }).toEqual([{ state: "completed", n: JOBS }]);
      const delivered = smtp.messages.flatMap((mail) => mail.to).filter((to) => to.startsWith("once"));
      expect(delivered.sort()).toEqual([...addresses].sort());
    });

    it("lets one process only poll the Telegram bot", async () => {
      const holders = async () =>
        rowsOf<{ n: number }>(
          await database.db.execute(
            sql`select count(*)::int as n from pg_locks
              where locktype = 'advisory' and classid = ${POLL_LOCK_SPACE} and granted`,
          ),
        )[0]!.n;
      await expect.poll(holders, { timeout: 10_000 }).toBe(1);
      await expect
        .poll(() => telegram.calls.filter((call) => call.method === "getUpdates").length, { timeout: 10_000 })
        .toBeGreaterThan(0);
    });
  },
);
