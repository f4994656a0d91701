import { pathToFileURL } from "node:url";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../server/src/db/client.js";
import { schools } from "../server/src/db/schema/index.js";
import { type ApiGet, type Measure, runApiBench } from "./kit.js";

/**
 * The schedule at scale on PostgreSQL, through the whole Fastify stack (decision 0026): 200 teachers, 5,000 students
 * and two years of lessons (about 500,000: each teacher five lessons a working day, one to three students each).
 * Timed: a teacher's week as the calendar asks for it (goal p95 < 30 ms) and the free-teacher search over all
 * teachers of a program (goal p95 < 50 ms).
 * Run: DATABASE_URL=postgres://… npm run bench:schedule (a throw-away database is created beside it and dropped;
 * BENCH_REUSE_DB=1 keeps it and reuses it on the next run the same day, without seeding again).
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
};

const dayOf = (seeded: Seeded, run: number) => {
  const first = Date.parse(`${seeded.firstDay}T00:00:00Z`);
  return new Date(first + ((run * 37) % (DAYS - 7)) * 86_400_000).toISOString().slice(0, 10);
};
const weekAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);

const MEASURES: Measure<Seeded & { get: ApiGet }>[] = [
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

async function seed(db: Db): Promise<Seeded> {
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
  await db.execute(sql`
    insert into users (school_id, email, password_hash, role, first_name) values (${schoolId}, 'admin@schedule.bench', 'x', 'admin', 'Admin')`);
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
  const seeded = await load(db);
  await seedLessons(db, { schoolId, courseId, studentIds: seeded.studentIds, firstDay: seeded.firstDay, days: DAYS });
  await db.execute(sql`analyze`);
  return seeded;
}

/** The seeded school read back (its people and program; its first day is a year before today, as seeded). */
async function load(db: Db): Promise<Seeded> {
  const rows = async <Row>(query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [school] = await rows<{ id: number }>(sql`select id from schools where domain = 'schedule.bench'`);
  const schoolId = school!.id;
  const ids = async (role: string) =>
    (
      await rows<{ id: number }>(sql`select id from users where school_id = ${schoolId} and role = ${role} order by id`)
    ).map((row) => row.id);
  const [adminId] = await ids("admin");
  const [course] = await rows<{ id: number }>(sql`select id from courses where school_id = ${schoolId}`);
  const firstDay = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const lastDay = new Date(Date.parse(`${firstDay}T00:00:00Z`) + (DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return {
    db,
    schoolId,
    adminId: adminId as number,
    teacherIds: await ids("teacher"),
    studentIds: await ids("student"),
    courseId: course!.id,
    firstDay,
    lastDay,
  };
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

const main = () =>
  runApiBench({
    name: "schedule",
    runs: RUNS,
    seed,
    load,
    parameters: `${TEACHERS} teachers, ${STUDENTS} students, ${DAYS} days`,
    describe: async (seeded, seconds) => {
      const [count] = (
        (await seeded.db.execute(sql`select count(*)::int as n from schedule_lessons`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      return `seeded ${TEACHERS} teachers, ${STUDENTS} students, ${count!.n} lessons over ${DAYS} days in ${seconds.toFixed(0)} s`;
    },
    measures: MEASURES,
  });

// Run as the schedule's bench; imported by the reports' bench for its seeding only.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
