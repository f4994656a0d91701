import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/src/app.js";
import { readEnv } from "../server/src/config.js";
import { type Db, openDatabase } from "../server/src/db/client.js";
import { newCourse } from "../server/src/test/factories.js";
import { adminDatabaseUrl, benchDatabase, benchSchool, insertedIds } from "./kit.js";

/**
 * Certificates of completion at a batch's scale on PostgreSQL, through the whole Fastify stack (issue 38, decision
 * 0163): a program whose 1,000 students all finished its lessons, its rule met by each. Timed: staff's "issue to all
 * who completed" (one transaction: 1,000 certificates and 1,000 render jobs), then the PDFs drawn by the queue's
 * workers, as PDFs a second; a student's list of certificates asked for over and over while nothing else runs
 * (idle) and while the batch is drawn, the p95 during ÷ idle (goal ≤ 1.5); the public verification page, drawn on
 * the server (goal p95 ≤ 20 ms), and its JSON call.
 * Run: DATABASE_URL=postgres://… npm run bench:documents (builds the web app first: the page is drawn by its bundle).
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 1_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const DOMAIN = "documents.bench";
const webDist = fileURLToPath(new URL("../web/dist", import.meta.url));

type Seeded = { schoolId: number; adminId: number; courseId: number; studentIds: number[] };

async function seed(db: Db): Promise<Seeded> {
  const { schoolId, adminId } = await benchSchool(db, DOMAIN);
  const studentIds = await insertedIds(
    db,
    sql`insert into users (school_id, email, password_hash, role, first_name, last_name, language)
      select ${schoolId}, 'student' || n || '@documents.bench', 'x', 'student', 'Әлия' || n, 'Серікова',
        (array['ru','kk','en'])[1 + n % 3]
      from generate_series(1, ${STUDENTS}) n returning id`,
  );
  const courseId = await newCourse(db, schoolId, {
    titleRu: "Итальянский язык B1",
    titleKk: "Итальян тілі B1",
    titleEn: "Italian B1",
  });
  const lessonIds = await insertedIds(
    db,
    sql`insert into lessons (school_id, course_id, name, "order")
      select ${schoolId}, ${courseId}, 'Урок ' || n, n from generate_series(1, 10) n returning id`,
  );
  await db.execute(sql`insert into course_members (school_id, course_id, user_id, role)
    select ${schoolId}, ${courseId}, id, 'student' from users where school_id = ${schoolId} and role = 'student'`);
  await db.execute(sql`insert into lesson_completions (school_id, lesson_id, user_id)
    select ${schoolId}, l, u from unnest(${`{${lessonIds.join(",")}}`}::int[]) l
      cross join unnest(${`{${studentIds.join(",")}}`}::int[]) u`);
  await db.execute(sql`insert into certificate_rules (school_id, course_id, lessons, exams, hours)
    values (${schoolId}, ${courseId}, true, false, 72)`);
  return { schoolId, adminId, courseId, studentIds };
}

const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;
function p95(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
}
async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function main() {
  const scratch = await benchDatabase(adminDatabaseUrl(), "documents", null);
  const dataDir = mkdtempSync(join(tmpdir(), "documents-bench-"));
  const database = await openDatabase({ url: scratch.url, timeouts: { statementMs: 900_000, connectMs: 5_000 } });
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    const seeded = await seed(database.db);
    const withPages = existsSync(join(webDist, "..", "dist-ssr"));
    const built = await buildApp({
      env: readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: scratch.url }),
      db: database.db,
      signingSecret: "bench-secret-long-enough-for-hs256-signing",
      logger: false,
      webDist: withPages ? webDist : null,
    });
    app = built.app;
    await app.ready();
    const tokenOf = (userId: number, role: "admin" | "student") =>
      built.deps.tokens.signAccess({
        first_name: "Bench",
        role,
        tariff_status: true,
        first_visit: true,
        language: null,
        email: "",
        user_id: userId,
        school_id: seeded.schoolId,
        currency: "KZT",
      });
    const admin = await tokenOf(seeded.adminId, "admin");
    const studentTokens = await Promise.all(seeded.studentIds.slice(0, 50).map((id) => tokenOf(id, "student")));
    const server = app;
    const call = async (input: { method: "GET" | "POST"; url: string; token?: string; host?: string }) => {
      const response = await server.inject({
        method: input.method,
        url: input.url,
        headers: { host: input.host ?? DOMAIN, ...(input.token ? { authorization: `Bearer ${input.token}` } : {}) },
      });
      if (response.statusCode !== 200) throw new Error(`${input.url}: ${response.statusCode} ${response.body}`);
      return response;
    };
    /** The request whose time is compared idle and under the batch: a student's list of their certificates. */
    const probe = (run: number) =>
      call({ method: "GET", url: "/api/v1/user/certificates/", token: studentTokens[run % studentTokens.length] });
    for (let run = 0; run < 20; run += 1) await probe(run);
    const idle: number[] = [];
    for (let run = 0; run < RUNS; run += 1) idle.push(await timed(() => probe(run)));

    const drawn = async () =>
      Number(
        (
          (await database.db.execute(
            sql`select count(*)::int as n from certificates where pdf_key is not null`,
          )) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]!.n,
      );
    const started = performance.now();
    const issued = await call({
      method: "POST",
      url: `/api/v1/course/certificates/issue-completed/${seeded.courseId}/`,
      token: admin,
    });
    const issuedInMs = performance.now() - started;
    const during: number[] = [];
    let run = 0;
    while ((await drawn()) < STUDENTS) {
      during.push(await timed(() => probe(run)));
      run += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (performance.now() - started > 15 * 60_000) throw new Error("the PDFs were not all drawn in 15 minutes");
    }
    const allDrawnInMs = performance.now() - started;

    const codes = (
      (await database.db.execute(sql`select code from certificates order by id limit 200`)) as unknown as {
        rows: { code: string }[];
      }
    ).rows.map((row) => row.code);
    const verifyJson: number[] = [];
    const verifyPage: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      await call({ method: "GET", url: `/api/v1/certificates/verify/${codes[index]}/` });
      if (withPages) await call({ method: "GET", url: `/verify/${codes[index]}` });
    }
    for (let index = 0; index < RUNS; index += 1) {
      const code = codes[index % codes.length]!;
      verifyJson.push(await timed(() => call({ method: "GET", url: `/api/v1/certificates/verify/${code}/` })));
      if (withPages) verifyPage.push(await timed(() => call({ method: "GET", url: `/verify/${code}` })));
    }

    const ratio = p95(during) / p95(idle);
    const pageP95 = withPages ? p95(verifyPage) : Number.NaN;
    console.info(`${STUDENTS} students who completed the program; ${issued.json().issued} certificates issued`);
    console.info(`issue to all who completed (one transaction)       ${ms(issuedInMs)}`);
    console.info(
      `all ${STUDENTS} PDFs drawn and stored                     ${(allDrawnInMs / 1000).toFixed(1)} s, ${((STUDENTS * 1000) / allDrawnInMs).toFixed(1)} PDFs a second`,
    );
    console.info(`a student's certificates, idle                      p95 ${ms(p95(idle))}`);
    console.info(
      `the same while the batch is drawn (${during.length} asks)       p95 ${ms(p95(during))}   ÷ idle ${ratio.toFixed(2)}   goal ≤ 1.5 ${ratio <= 1.5 ? "met" : "MISSED"}`,
    );
    console.info(`the verification's JSON call                        p95 ${ms(p95(verifyJson))}`);
    console.info(
      withPages
        ? `the verification page, drawn on the server          p95 ${ms(pageP95)}   goal ≤ 20 ms ${pageP95 <= 20 ? "met" : "MISSED"}`
        : "the verification page: not measured (no web build: npm run build)",
    );
    if (ratio > 1.5 || !(pageP95 <= 20)) process.exitCode = 1;
  } finally {
    await app?.close();
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
