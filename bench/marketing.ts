import { sql } from "drizzle-orm";
import type { Db } from "../server/src/db/client.js";
import { type ApiGet, benchSchool, type Measure, runApiBench } from "./kit.js";

/**
 * The UTM report (decision 0056) at scale on PostgreSQL, through the whole Fastify stack: a school of 50,000 students
 * registered over two years from 12 sources × 8 campaigns (a fifth with no mark) and 200,000 payments (four per
 * student, nine in ten paid, some partly refunded, in KZT and a few in USD). Timed: the report over a month, a
 * quarter and a year, the manager asking; goals p95 < 50 ms for a month and a quarter, < 200 ms for a year.
 * Run: DATABASE_URL=postgres://… npm run bench:marketing (a throw-away database is created beside it and dropped).
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50_000);
const PAYMENTS_PER_STUDENT = 4;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

type Seeded = { db: Db; schoolId: number; adminId: number };

const day = (date: Date) => date.toISOString().slice(0, 10);
/** A window ending some days ago, moved a little each run so no answer is cached by the database alone. */
const windowOf = (days: number, run: number) => {
  const end = new Date(Date.now() - (run % 20) * 86_400_000);
  return `from=${day(new Date(end.getTime() - days * 86_400_000))}&to=${day(end)}`;
};

const MEASURES: Measure<Seeded & { get: ApiGet }>[] = [
  { title: "UTM report, a month", days: 30, goalMs: 50 },
  { title: "UTM report, a quarter", days: 91, goalMs: 50 },
  { title: "UTM report, a year", days: 365, goalMs: 200 },
].map(({ title, days, goalMs }) => ({
  title,
  goalMs,
  request: (seeded, run) => seeded.get("admin", seeded.adminId, `marketing/utm-report/?${windowOf(days, run)}`),
}));

async function seed(db: Db): Promise<Seeded> {
  const { schoolId, adminId } = await benchSchool(db, "marketing.bench");
  await db.execute(sql`
    insert into users (school_id, email, password_hash, role, first_name, last_name, utm_source, utm_campaign,
      utm_medium, created_at)
    select ${schoolId}, 'student' || n || '@marketing.bench', 'x', 'student', 'Student', 'S' || n,
      case when n % 5 = 0 then null else 'source_' || (n % 12) end,
      case when n % 5 = 0 then null else 'campaign_' || (n % 8) end,
      case when n % 5 = 0 then null else 'cpc' end,
      now() - make_interval(mins => (n * 1051) % (730 * 24 * 60))
    from generate_series(1, ${STUDENTS}) n`);
  await db.execute(sql`
    insert into payments (school_id, order_id, kind, user_id, title, amount_minor, refunded_minor, currency, status,
      method, provider, utm_source, utm_campaign, created_at, paid_at)
    select u.school_id, 'bench-' || u.id || '-' || k, case when k = 3 then 'priority_package' else 'course' end, u.id,
      'Program', 1000000 + (u.id % 50) * 10000, case when (u.id + k) % 17 = 0 then 50000 else 0 end,
      case when (u.id + k) % 23 = 0 then 'USD' else 'KZT' end,
      case when (u.id + k) % 10 = 0 then 'pending' else 'paid' end, 'provider', 'development',
      u.utm_source, u.utm_campaign, u.created_at + make_interval(days => k * 20),
      case when (u.id + k) % 10 = 0 then null else u.created_at + make_interval(days => k * 20, hours => 1) end
    from users u, generate_series(0, ${PAYMENTS_PER_STUDENT - 1}) k
    where u.school_id = ${schoolId} and u.role = 'student'`);
  await db.execute(sql`analyze`);
  return { db, schoolId, adminId: adminId! };
}

await runApiBench({
  name: "marketing",
  runs: RUNS,
  seed,
  describe: async (seeded, seconds) => {
    const [count] = (
      (await seeded.db.execute(
        sql`select (select count(*) from users where role = 'student')::int as students, (select count(*) from payments)::int as payments`,
      )) as unknown as { rows: { students: number; payments: number }[] }
    ).rows;
    return `seeded ${count!.students} students and ${count!.payments} payments in ${seconds.toFixed(0)} s`;
  },
  measures: MEASURES,
});
