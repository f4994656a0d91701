import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SignedInRole } from "@school/contracts";
import { sql } from "drizzle-orm";
import { buildApp } from "../server/src/app.js";
import { readEnv } from "../server/src/config.js";
import { type Db, openDatabase } from "../server/src/db/client.js";
import { schools } from "../server/src/db/schema/index.js";
import { adminDatabaseUrl, benchDatabase } from "./kit.js";
import { seedLessons } from "./schedule.js";

/**
 * The reports of /analytics (decision 0031) over a year for the whole school, through the whole Fastify stack, on
 * PostgreSQL: 200 teachers, 5,000 students in 2 of 50 programs each (40 lessons a program), two years of learning
 * (about 200,000 finished lessons and 200,000 handed-in answers), and the timetable of bench/schedule.ts: about
 * 520,000 lessons over two years (the past year conducted, one in ten cancelled and one in ten moved; the next year
 * planned), one to three students each. Each report is asked for a year (the past one) by the school admin, a teacher
 * and a student as far as their role may ask it, RUNS times; goal p95 < 300 ms.
 * Run: DATABASE_URL=postgres://… npm run bench:reports (a throw-away database is created beside it and dropped;
 * BENCH_REUSE_DB=1 keeps it and reuses it on the next run the same day, without the ten minutes of seeding;
 * BENCH_ONLY=mv times only the reports whose title holds those words).
 */
const TEACHERS = Number(process.env.BENCH_TEACHERS ?? 200);
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 5000);
const PROGRAMS = 50;
const LESSONS_PER_PROGRAM = 40;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const GOAL_P95_MS = 300;

async function main() {
  const adminUrl = adminDatabaseUrl();
  const scratch = await benchDatabase(adminUrl, "reports", `${TEACHERS} teachers, ${STUDENTS} students`);
  const dataDir = mkdtempSync(join(tmpdir(), "reports-bench-"));
  // Seeding half a million lessons takes longer than a request may: the bench's own connections wait for it.
  const database = await openDatabase({ url: scratch.url, timeouts: { statementMs: 900_000, connectMs: 5_000 } });
  try {
    await database.migrate();
    const db = database.db;
    if (!scratch.seeded) await seed(db);
    await scratch.markSeeded();
    const schoolId = (
      (await db.execute(sql`select id from schools where domain = 'reports.bench'`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows[0]!.id;
    const sizes = (
      (await db.execute(sql`select (select count(*) from lesson_completions)::int as completions,
        (select count(*) from homeworks)::int as answers, (select count(*) from course_members)::int as members,
        (select count(*) from schedule_lessons)::int as timetable`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows[0]!;
    console.info(
      `data: ${TEACHERS} teachers, ${STUDENTS} students, ${sizes.members} memberships, ${sizes.completions} lessons ` +
        `finished, ${sizes.answers} answers, ${sizes.timetable} timetable lessons${scratch.seeded ? ` (the seed of ${scratch.name} reused)` : ""}`,
    );

    const env = readEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, DATABASE_URL: scratch.url });
    const { app, deps } = await buildApp({
      env,
      db,
      signingSecret: "bench-secret-long-enough-for-hs256-signing",
      logger: false,
    });
    await app.ready();
    const people = (
      (await db.execute(sql`select distinct on (u.role) u.id, u.role from users u
        join course_members m on m.user_id = u.id or u.role = 'admin_school'
        where u.school_id = ${schoolId} order by u.role, u.id`)) as unknown as {
        rows: { id: number; role: SignedInRole }[];
      }
    ).rows;
    const tokenOf = async (role: SignedInRole) => {
      const person = people.find((row) => row.role === role)!;
      return `Bearer ${await deps.tokens.signAccess({
        first_name: "Bench",
        role,
        tariff_status: true,
        first_visit: false,
        language: null,
        email: "",
        user_id: person.id,
        school_id: schoolId,
        currency: "KZT",
      })}`;
    };
    const programs = (
      (await db.execute(sql`select min(id)::int as id from courses where school_id = ${schoolId}`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const year = (from: string, to: string) => {
      const end = new Date();
      const start = new Date(end.getTime() - 365 * 86_400_000);
      return `${from}=${day(start)}&${to}=${day(end)}`;
    };
    const period = year("start_date", "end_date");
    const everyone = ["admin_school", "teacher", "student"] as const;
    const staffAndTeacher = ["admin_school", "teacher"] as const;
    const reports: [string, string, readonly SignedInRole[]][] = [
      [
        "progress_course/ (every program)",
        `schedule/report/progress_course/?${year("pub_date_after", "pub_date_before")}`,
        staffAndTeacher,
      ],
      [
        "student_progress/{courseId}/ (one program's 200 students)",
        `schedule/report/student_progress/${programs[0]!.id}/?${year("start_date", "end_date")}`,
        staffAndTeacher,
      ],
      [
        "student_homework/ (the school's newest answers)",
        `schedule/report/student_homework/?${year("pub_date_after", "pub_date_before")}`,
        staffAndTeacher,
      ],
      ["teacher/ (lessons per teacher)", `schedule/report/teacher/?${period}`, staffAndTeacher],
      ["teacher_report/ (lessons per month, last 12)", "schedule/report/teacher_report/", staffAndTeacher],
      [
        "report_teacher_relation/ (teacher and student pairs, page 1)",
        `schedule/report/report_teacher_relation/?${year("date_after", "date_before")}`,
        everyone,
      ],
      ["page_report_teacher/ (a student's teachers, all time)", "schedule/report/page_report_teacher/", everyone],
      ["teacher_report_page/ (lessons one by one)", `schedule/report/teacher_report_page/?${period}`, everyone],
      ["report_student/ (lessons and homework per student)", `schedule/report/report_student/?${period}`, everyone],
      [
        "report_student_count_lesson/ (lessons counted)",
        `schedule/report/report_student_count_lesson/?${period}`,
        everyone,
      ],
      ["mv/ (summary by month)", `schedule/report/mv/?${period}`, staffAndTeacher],
      ["mv1/ (summary by lesson type)", `schedule/report/mv1/?${period}`, staffAndTeacher],
      ["mv2/ (summary by program)", `schedule/report/mv2/?${period}`, staffAndTeacher],
    ];
    let worst = 0;
    for (const role of everyone) {
      const authorization = await tokenOf(role);
      for (const [title, url, roles] of reports) {
        if (!roles.includes(role) || !title.includes(process.env.BENCH_ONLY ?? "")) continue;
        const times: number[] = [];
        for (let run = 0; run < RUNS + 3; run++) {
          const started = performance.now();
          const response = await app.inject({ method: "GET", url: `/api/v1/${url}`, headers: { authorization } });
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
          if (run >= 3) times.push(performance.now() - started);
        }
        const sorted = times.sort((left, right) => left - right);
        const { p50, p95 } = percentiles(sorted);
        worst = Math.max(worst, p95);
        console.info(`${`${role}: ${title}`.padEnd(70)} p50 ${ms(p50)}   p95 ${ms(p95)}   (${RUNS} runs, a year)`);
      }
    }
    console.info(
      `goal p95 < ${GOAL_P95_MS} ms for every report over a year: ${worst < GOAL_P95_MS ? "MET" : "NOT MET"}`,
    );
    await app.close();
    if (worst >= GOAL_P95_MS) process.exitCode = 1;
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP_DB || process.env.BENCH_REUSE_DB) console.info(`kept database ${scratch.name}`);
    else await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The bench school: its people, programs, learning and two years of timetable, in set-based inserts. */
async function seed(db: Db) {
  const [school] = await db
    .insert(schools)
    .values({ name: "Bench school", domain: "reports.bench" })
    .returning({ id: schools.id });
  const schoolId = school!.id;
  const filling = performance.now();
  // Set-based inserts: the data is made in the database, not sent row by row.
  await db.execute(sql`insert into users (school_id, email, password_hash, role, first_name, last_name)
    select ${schoolId}::int, 'admin@reports.bench', 'x', 'admin_school', 'Админ', 'Школы'
    union all
    select ${schoolId}::int, 'teacher' || n || '@reports.bench', 'x', 'teacher', 'Учитель', 'Номер ' || n
      from generate_series(1, ${TEACHERS}) n
    union all
    select ${schoolId}::int, 'student' || n || '@reports.bench', 'x', 'student', 'Студент', 'Номер ' || n
      from generate_series(1, ${STUDENTS}) n`);
  await db.execute(sql`with tag as (insert into catalog_tags (school_id, name_ru) values (${schoolId}, 'Языки')
      returning id)
    insert into courses (school_id, title_ru, tag_id)
    select ${schoolId}::int, 'Программа ' || n, tag.id from tag, generate_series(1, ${PROGRAMS}) n`);
  await db.execute(sql`insert into lessons (school_id, course_id, name, "order")
    select ${schoolId}, c.id, 'Урок ' || n, n from courses c, generate_series(1, ${LESSONS_PER_PROGRAM}) n
    where c.school_id = ${schoolId}`);
  await db.execute(sql`with programs as (select id, row_number() over (order by id) - 1 as k from courses
      where school_id = ${schoolId}),
    people as (select id, role, row_number() over (partition by role order by id) - 1 as k from users
      where school_id = ${schoolId} and role in ('teacher', 'student'))
    insert into course_members (school_id, course_id, user_id, role)
    select ${schoolId}, p.id, u.id, u.role from people u join programs p
      on p.k = u.k % ${PROGRAMS} or (u.role = 'student' and p.k = (u.k + 7) % ${PROGRAMS})`);
  // Each student finishes about half of each program's lessons and answers about half, over the last two years.
  await db.execute(sql`insert into lesson_completions (school_id, lesson_id, user_id, completed_at)
    select ${schoolId}, l.id, m.user_id, now() - ((hashint4(l.id * 7919 + m.user_id) & 1023) % 730) * interval '1 day'
    from course_members m join lessons l on l.course_id = m.course_id
    where m.school_id = ${schoolId} and m.role = 'student' and (l.id + m.user_id) % 2 = 0`);
  await db.execute(sql`insert into homeworks (school_id, user_id, course_id, lesson_id, title, status, grade,
      updated_at, created_at)
    select ${schoolId}, m.user_id, m.course_id, l.id, 'Ответ', case when (l.id + m.user_id) % 3 = 0 then 'submitted'
        else 'graded' end, case when (l.id + m.user_id) % 3 = 0 then null else 50 + (l.id + m.user_id) % 50 end,
      now() - ((hashint4(l.id * 104729 + m.user_id) & 1023) % 730) * interval '1 day', now() - interval '2 years'
    from course_members m join lessons l on l.course_id = m.course_id
    where m.school_id = ${schoolId} and m.role = 'student' and (l.id + m.user_id) % 2 = 1`);
  const ids = async (role: string) =>
    (
      (await db.execute(
        sql`select id from users where school_id = ${schoolId} and role = ${role} order by id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows.map((row) => row.id);
  const firstProgram = (
    (await db.execute(sql`select min(id)::int as id from courses where school_id = ${schoolId}`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows[0]!.id;
  await seedLessons(db, {
    schoolId,
    courseId: firstProgram,
    studentIds: await ids("student"),
    firstDay: day(new Date(Date.now() - 365 * 86_400_000)),
    days: 730,
    pastStatus: sql`(array['cancelled', 'rescheduled', 'finished', 'finished', 'finished', 'finished', 'finished',
      'finished', 'finished', 'finished'])[1 + (t.id * 31 + d * 7 + s) % 10]`,
  });
  await db.execute(sql`analyze`);
  console.info(`seeded in ${((performance.now() - filling) / 1000).toFixed(1)} s`);
}

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
const percentiles = (sorted: number[]) => ({ p50: at(sorted, 0.5), p95: at(sorted, 0.95) });
const day = (value: Date) => value.toISOString().slice(0, 10);
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

await main();
