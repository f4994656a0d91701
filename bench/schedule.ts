import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { SignedInRole } from "@school/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/src/app.js";
import { readEnv } from "../server/src/config.js";
import { type Db, openDatabase } from "../server/src/db/client.js";
import { schools } from "../server/src/db/schema/index.js";
import { createScratchDatabase } from "../server/src/test/test-database.js";

/**
 * The schedule at scale on PostgreSQL, through the whole Fastify stack (decision 0026): 200 teachers, 5,000 students
 * and two years of lessons (about 500,000: each teacher five lessons a working day, one to three students each).
 * Timed: a teacher's week as the calendar asks for it (goal p95 < 30 ms) and the free-teacher search over all
 * teachers of a program (goal p95 < 50 ms).
 * Run: DATABASE_URL=postgres://… npm run bench:schedule (a throw-away database is created beside it and dropped).
 *
 * Further figures join `MEASURES` below: each names a goal and the request it times, and is given the seeded school.
 */
const TEACHERS = Number(process.env.BENCH_TEACHERS ?? 200);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5000);
const DAYS = Number(process.env.BENCH_DAYS ?? 730);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);

export type Seeded = {
  db: Db;
  schoolId: number;
  adminId: number;
  teacherIds: number[];
  studentIds: number[];
  courseId: number;
  firstDay: string;
  lastDay: string;
  /** Calls the API as a user of the school. */
  get(role: SignedInRole, userId: number, url: string): Promise<void>;
};

type Measure = { title: string; goalMs: number; request(seeded: Seeded, run: number): Promise<void> };

const dayOf = (seeded: Seeded, run: number) => {
  const first = Date.parse(`${seeded.firstDay}T00:00:00Z`);
  return new Date(first + ((run * 37) % (DAYS - 7)) * 86_400_000).toISOString().slice(0, 10);
};
const weekAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

const MEASURES: Measure[] = [
  {
    title: "a teacher's week (list/, as the teacher)",
    goalMs: 30,
    request: (seeded, run) => {
      const teacher = seeded.teacherIds[run % seeded.teacherIds.length] as number;
      const day = dayOf(seeded, run);
      return seeded.get("teacher", teacher, `schedule/schedule/list/?date_after=${day}&date_before=${weekAfter(day)}`);
    },
  },
  {
    title: "a teacher's week (list/?teacher=, as staff)",
    goalMs: 30,
    request: (seeded, run) => {
      const teacher = seeded.teacherIds[run % seeded.teacherIds.length] as number;
      const day = dayOf(seeded, run);
      return seeded.get(
        "admin",
        seeded.adminId,
        `schedule/schedule/list/?date_after=${day}&date_before=${weekAfter(day)}&teacher=${teacher}`,
      );
    },
  },
  {
    title: "free teachers of a program (filter_teachers/)",
    goalMs: 50,
    request: (seeded, run) => {
      const hour = 9 + (run % 10);
      return seeded.get(
        "admin",
        seeded.adminId,
        `schedule/schedule/filter_teachers/?course=${seeded.courseId}&start_date=${dayOf(seeded, run)}&time_after=${hour}:00&time_before=${hour}:45`.replace(
          /=(\d):/g,
          "=0$1:",
        ),
      );
    },
  },
];

async function seed(db: Db): Promise<Omit<Seeded, "get">> {
  const [school] = await db
    .insert(schools)
    .values({ name: "Bench school", domain: "schedule.bench", workStartMinute: 480, workEndMinute: 1320 })
    .returning({ id: schools.id });
  const schoolId = school!.id;
  await db.execute(sql`
    insert into users (school_id, email, password_hash, role, first_name, last_name)
    select ${schoolId}, 'teacher' || n || '@schedule.bench', 'x', 'teacher', 'Teacher', 'T' || n
    from generate_series(1, ${TEACHERS}) n`);
  await db.execute(sql`
    insert into users (school_id, email, password_hash, role, first_name, last_name)
    select ${schoolId}, 'student' || n || '@schedule.bench', 'x', 'student', 'Student', 'S' || n
    from generate_series(1, ${STUDENTS}) n`);
  const ids = async (role: string) =>
    (
      (await db.execute(
        sql`select id from users where school_id = ${schoolId} and role = ${role} order by id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => row.id);
  await db.execute(sql`
    insert into users (school_id, email, password_hash, role, first_name) values (${schoolId}, 'admin@schedule.bench', 'x', 'admin', 'Admin')`);
  const teacherIds = await ids("teacher");
  const [adminId] = await ids("admin");
  const studentIds = await ids("student");
  const course = (await db.execute(sql`
    with tag as (insert into catalog_tags (school_id, name_ru) values (${schoolId}, 'Языки') returning id)
    insert into courses (school_id, title_ru, tag_id) select ${schoolId}, 'Английский', id from tag returning id`)) as unknown as {
    rows: { id: number }[];
  };
  const courseId = course.rows[0]!.id;
  await db.execute(sql`
    insert into course_members (school_id, course_id, user_id, role)
    select ${schoolId}, ${courseId}, id, 'teacher' from users where school_id = ${schoolId} and role = 'teacher'`);
  // Monday to Friday 09:00–19:00 for every teacher.
  await db.execute(sql`
    insert into work_days (school_id, teacher_id, weekday, start_minute, end_minute)
    select ${schoolId}, t.id, d, 540, 1140 from users t, generate_series(1, 5) d
    where t.school_id = ${schoolId} and t.role = 'teacher'`);
  const firstDay = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  await seedLessons(db, { schoolId, courseId, studentIds, firstDay, days: DAYS });
  await db.execute(sql`analyze`);
  const lastDay = new Date(Date.parse(`${firstDay}T00:00:00Z`) + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { db, schoolId, adminId: adminId as number, teacherIds, studentIds, courseId, firstDay, lastDay };
}

/**
 * Two years of a school's timetable in set-based inserts: five lessons a working day per teacher in six slots from
 * 09:00 Almaty (04–14 UTC), one slot left free; the first year past, the second planned; one to three students each.
 * `pastStatus` says what became of a past lesson (an SQL expression over the teacher `t.id`, day `d` and slot `s`);
 * the reports' bench (bench/reports.ts) mixes in cancelled and moved ones.
 */
export async function seedLessons(
  db: Db,
  input: { schoolId: number; courseId: number; studentIds: number[]; firstDay: string; days: number; pastStatus?: SQL },
) {
  const { schoolId, courseId, studentIds, firstDay } = input;
  const pastStatus = input.pastStatus ?? sql`'finished'`;
  await db.execute(sql`
    insert into schedule_lessons (school_id, teacher_id, course_id, type_lesson, start_at, end_at, status)
    select ${schoolId}, t.id, ${courseId}, (array['individual','pair','group','trial'])[1 + (t.id + d) % 4],
      (${firstDay}::date + d) + make_interval(hours => 4 + 2 * s),
      (${firstDay}::date + d) + make_interval(hours => 4 + 2 * s, mins => 50),
      case when d < 365 then ${pastStatus} else 'planned' end
    from users t, generate_series(0, ${input.days - 1}) d, generate_series(0, 5) s
    where t.school_id = ${schoolId} and t.role = 'teacher'
      and extract(isodow from ${firstDay}::date + d) < 6 and (t.id + d + s) % 6 <> 0`);
  await db.execute(sql`
    insert into schedule_lesson_students (school_id, lesson_id, user_id)
    select ${schoolId}, l.id, (array[${sql.raw(studentIds.join(","))}])[1 + ((l.id * 7 + k * 131) % ${studentIds.length})]
    from schedule_lessons l, generate_series(0, 2) k
    where l.school_id = ${schoolId} and k <= l.id % 3
    on conflict do nothing`);
}

async function main() {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl)
    throw new Error("Set DATABASE_URL to a PostgreSQL admin database (postgres://postgres@127.0.0.1:5432/postgres)");
  const scratch = await createScratchDatabase(adminUrl, "bench_schedule");
  const dataDir = mkdtempSync(join(tmpdir(), "schedule-bench-"));
  // Seeding half a million rows takes longer than a request may: the bench's own connections wait for it.
  const database = await openDatabase({ url: scratch.url, timeouts: { statementMs: 900_000, connectMs: 5_000 } });
  let app: FastifyInstance | undefined;
  try {
    await database.migrate();
    const seedStarted = performance.now();
    const seeded = await seed(database.db);
    const [count] = (
      (await database.db.execute(sql`select count(*)::int as n from schedule_lessons`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    console.info(
      `seeded ${TEACHERS} teachers, ${STUDENTS} students, ${count!.n} lessons over ${DAYS} days in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );
    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    const built = await buildApp({
      env,
      db: database.db,
      signingSecret: "bench-secret-long-enough-for-hs256-signing",
      logger: false,
    });
    app = built.app;
    await app.ready();
    const tokens = new Map<string, string>();
    const get = async (role: SignedInRole, userId: number, url: string) => {
      const key = `${role}:${userId}`;
      let token = tokens.get(key);
      if (!token) {
        token = await built.deps.tokens.signAccess({
          first_name: "Bench",
          role,
          tariff_status: true,
          first_visit: false,
          email: "",
          user_id: userId,
          school_id: seeded.schoolId,
          currency: "KZT",
        });
        tokens.set(key, token);
      }
      const response = await built.app.inject({
        method: "GET",
        url: `/api/v1/${url}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    };
    let failed = false;
    for (const measure of MEASURES) {
      for (let run = 0; run < 10; run += 1) await measure.request({ ...seeded, get }, run);
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const started = performance.now();
        await measure.request({ ...seeded, get }, run);
        times.push(performance.now() - started);
      }
      const sorted = times.sort((left, right) => left - right);
      const p95 = at(sorted, 0.95);
      const met = p95 < measure.goalMs;
      failed ||= !met;
      console.info(
        `${measure.title.padEnd(50)} p50 ${ms(at(sorted, 0.5))}   p95 ${ms(p95)}   goal < ${measure.goalMs} ms ${met ? "met" : "MISSED"}`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    await app?.close();
    await database.close();
    if (process.env.BENCH_KEEP_DB) console.info(`kept database ${scratch.name} (BENCH_KEEP_DB)`);
    else await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

// Run as the schedule's bench; imported by the reports' bench for its seeding only.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
