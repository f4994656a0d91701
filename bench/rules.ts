import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APPLICATION_STATUSES } from "@school/contracts";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { openDatabase } from "../server/src/db/client.js";
import {
  automationRules,
  automationRuns,
  notifications,
  staffTasks,
  studentRecords,
} from "../server/src/db/schema/index.js";
import { newCourse } from "../server/src/test/factories.js";
import { type ServerProcess, startServerProcess } from "../server/src/test/server-process.js";
import { startSmtpCapture } from "../server/src/test/smtp-capture.js";
import { createScratchDatabase } from "../server/src/test/test-database.js";
import { adminDatabaseUrl, benchSchool, insertedIds } from "./kit.js";

/**
 * Automation rules under a crash (issue 37, decision 0150): EVENTS status events (the job a status change stores)
 * through RULES rules of one school, worked by a server process on PostgreSQL that is killed (SIGKILL) once about
 * half the events have run, then started again. Every rule a matching event names must run once: goal 0 lost and 0
 * duplicate actions (runs, tasks, notices), checked against what the rules and events say. Prints events a second
 * before the kill and over the whole run (the restart's wait for the killed worker's jobs to expire included).
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:rules
 */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const RULES = 20;
const STUDENTS = 500;
const PROGRAMS = 10;
const SECRET = "rules-bench-secret-long-enough-for-hs256";

type Rule = { toStatus: (typeof APPLICATION_STATUSES)[number]; programId: number | null; notice: boolean };
type Event = { historyId: number; studentId: number; courseId: number; toStatus: Rule["toStatus"] };

async function main() {
  const scratch = await createScratchDatabase(adminDatabaseUrl(), "bench_rules");
  const dir = mkdtempSync(join(tmpdir(), "rules-bench-"));
  const smtp = await startSmtpCapture();
  const env = {
    DATABASE_URL: scratch.url,
    // A named port: the process is ready once it answers there (it logs at warn only).
    PORT: process.env.BENCH_PORT ?? "3390",
    NODE_ENV: "production",
    PAYMENTS_PROVIDER: "development",
    LOG_LEVEL: "warn",
    SMTP_URL: smtp.url,
    JWT_SECRET: SECRET,
    SEED_DEMO: "false",
    DATA_DIR: join(dir, "data"),
  };
  // The first process migrates the database and makes the job queues.
  let server: ServerProcess = await startServerProcess(env, { readyTimeoutMs: 300_000 });
  const database = await openDatabase({ url: scratch.url });
  const db = database.db;
  try {
    const { schoolId, adminId: managerId } = await benchSchool(db, "rules.bench.kz");
    const studentIds = await insertedIds(
      db,
      sql`insert into users (school_id, email, password_hash, role, first_name)
        select ${schoolId}, 'student' || n || '@rules.bench.kz', 'x', 'student', 'Student ' || n
        from generate_series(1, ${STUDENTS}) n returning id`,
    );
    await db.insert(studentRecords).values(studentIds.map((userId) => ({ schoolId, userId, responsible: managerId })));
    const programIds: number[] = [];
    for (let index = 1; index <= PROGRAMS; index += 1) {
      programIds.push(await newCourse(db, schoolId, { titleRu: `Program ${index}` }));
    }
    const rules: (Rule & { id: number })[] = [];
    for (let index = 0; index < RULES; index += 1) {
      const rule: Rule = {
        toStatus: APPLICATION_STATUSES[index % APPLICATION_STATUSES.length]!,
        programId: index % 2 === 0 ? null : programIds[index % PROGRAMS]!,
        notice: index % 3 === 0,
      };
      const [row] = await db
        .insert(automationRules)
        .values({
          schoolId,
          name: `Rule ${index + 1}`,
          trigger: "application_status_changed",
          toStatus: rule.toStatus,
          programIds: rule.programId === null ? [] : [rule.programId],
          actions: {
            task: { title: `Follow-up ${index + 1}`, due_in_days: 1, priority: "normal" },
            notice: rule.notice ? { text: "An application moved", to: "responsible" } : null,
          },
        })
        .returning({ id: automationRules.id });
      rules.push({ ...rule, id: row!.id });
    }
    const events: Event[] = Array.from({ length: EVENTS }, (_, index) => ({
      historyId: index + 1,
      studentId: studentIds[index % STUDENTS]!,
      courseId: programIds[Math.floor(index / STUDENTS) % PROGRAMS]!,
      toStatus: APPLICATION_STATUSES[index % APPLICATION_STATUSES.length]!,
    }));
    const matching = (event: Event) =>
      rules.filter(
        (rule) => rule.toStatus === event.toStatus && (rule.programId === null || rule.programId === event.courseId),
      );
    const expected = {
      runs: events.reduce((sum, event) => sum + matching(event).length, 0),
      notices: events.reduce((sum, event) => sum + matching(event).filter((rule) => rule.notice).length, 0),
    };

    // The events' jobs, as a status change stores them (`automation.event`, its queue's policy), stored at once.
    const boss = new PgBoss({ connectionString: scratch.url, supervise: false, schedule: false, migrate: false });
    await boss.start();
    const occurredAt = new Date().toISOString();
    const started = performance.now();
    for (let from = 0; from < events.length; from += 1000) {
      await boss.insert(
        events.slice(from, from + 1000).map((event) => ({
          name: "automation.event",
          data: {
            school_id: schoolId,
            history_id: event.historyId,
            student_id: event.studentId,
            course_id: event.courseId,
            to_status: event.toStatus,
            occurred_at: occurredAt,
          },
        })),
      );
    }
    await boss.stop({ graceful: false, wait: false });
    const count = async (query: Promise<{ count: number }[]>) => (await query)[0]?.count ?? 0;
    const runsDone = () =>
      count(
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(automationRuns)
          .where(eq(automationRuns.schoolId, schoolId)),
      );
    while ((await runsDone()) < expected.runs / 2) await new Promise((resolve) => setTimeout(resolve, 50));
    const beforeKill = await runsDone();
    const killedAfterMs = performance.now() - started;
    server.signal("SIGKILL");
    await server.exited;
    server = await startServerProcess(env, { readyTimeoutMs: 300_000 });
    const restartedAt = performance.now();
    let last = -1;
    let stillSince = performance.now();
    // Done once every expected run is there, or nothing moved for 90 s (the killed worker's jobs expire in 60).
    for (;;) {
      const now = await runsDone();
      if (now >= expected.runs) break;
      if (now !== last) {
        last = now;
        stillSince = performance.now();
      } else if (performance.now() - stillSince > 90_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const totalMs = performance.now() - started;
    // Let a duplicate, were there one, land before counting.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const runs = await runsDone();
    const tasks = await count(
      db.select({ count: sql<number>`count(*)::int` }).from(staffTasks).where(eq(staffTasks.schoolId, schoolId)),
    );
    const runsWithTask = await count(
      db
        .select({ count: sql<number>`count(distinct ${automationRuns.taskId})::int` })
        .from(automationRuns)
        .where(and(eq(automationRuns.schoolId, schoolId), isNotNull(automationRuns.taskId))),
    );
    const notices = await count(
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.schoolId, schoolId), eq(notifications.kind, "rule_notice"))),
    );
    const lost = expected.runs - runs;
    const duplicates =
      tasks - runsWithTask + Math.max(0, notices - expected.notices) + Math.max(0, runs - expected.runs);
    console.info(
      `PostgreSQL, ${EVENTS} status events through ${RULES} rules of one school (${STUDENTS} students, ${PROGRAMS} programs): ${expected.runs} rule runs, ${expected.runs} tasks and ${expected.notices} notices expected`,
    );
    console.info(
      `the server process killed (SIGKILL) after ${beforeKill} runs, ${(killedAfterMs / 1000).toFixed(1)} s in; started again ${((restartedAt - started) / 1000).toFixed(1)} s in`,
    );
    console.info(
      `before the kill: ${((beforeKill / killedAfterMs) * 1000).toFixed(0)} rule runs a second, ${((events.length * (beforeKill / expected.runs)) / (killedAfterMs / 1000)).toFixed(0)} events a second`,
    );
    console.info(
      `whole run, restart and expiry wait included: ${(totalMs / 1000).toFixed(1)} s, ${((events.length / totalMs) * 1000).toFixed(0)} events a second`,
    );
    console.info(`runs ${runs}, tasks ${tasks}, notices ${notices}: lost ${lost}, duplicates ${duplicates}`);
    console.info(`goal: 0 lost and 0 duplicate actions: ${lost === 0 && duplicates === 0 ? "MET" : "NOT MET"}`);
    process.exitCode = lost === 0 && duplicates === 0 ? 0 : 1;
  } finally {
    server.signal("SIGTERM");
    await server.exited;
    await database.close();
    await smtp.close();
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
