import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../server/src/db/client.js";
import { type ApiGet, benchSchool, type Figures, insertedIds, type Measure, runApiBench } from "./kit.js";

/**
 * The money screens at scale on PostgreSQL, through the whole Fastify stack (issue 21, decision 0054): a school of
 * 50,000 students, each with a record (package cost, paid total), three payment tranches (some overdue) and an act
 * of work done, and 200,000 payments over three years (programs, the priority package; online, cash, transfers;
 * some refunded in part, failed or pending). Timed, each goal p95 < 50 ms: the student page's payment tab (its
 * tranches and its acts), balance/ and the balance table's first and a deep page with random filters, the money
 * report over the last twelve months, and the school's acts list.
 * Run: DATABASE_URL=postgres://… npm run bench:money-lists (a throw-away database is created beside it and dropped).
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50_000);
const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200_000);
const PROGRAMS = 40;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const COUNTRIES = ["Italy", "Hungary", "Turkey", "Germany", "Czechia", "Poland"];
const STEPS = ["consultation", "contract", "documents", "applications", "offers", "visa", "departure", "arrived"];
const YEARS = ["2025-2026", "2026-2027", "2027-2028"];
const STANDINGS = ["debt", "credit", "settled"];

type Seeded = { db: Db; schoolId: number; adminId: number; studentIds: number[]; deepCursor: string };

/** The last twelve months of the school's calendar, as the report's screen opens. */
function lastTwelveMonths(now = new Date()) {
  const month = (date: Date) => date.toISOString().slice(0, 7);
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return `from=${month(start)}&to=${month(now)}`;
}

const FILTERS: ((run: number) => string)[] = [
  (run) => `countries=${COUNTRIES[run % COUNTRIES.length]}`,
  (run) => `academic_year=${YEARS[run % YEARS.length]}`,
  (run) => `step=${STEPS[run % STEPS.length]}`,
  (run) => `standing=${STANDINGS[run % STANDINGS.length]}`,
  (run) => `pre_enrollment=${run % 2 === 0 ? "true" : "false"}`,
];
const oneFilter = (run: number) => FILTERS[run % FILTERS.length]!(run);
/** balance/ has the same filters but the standing. */
const TOTALS_FILTERS = FILTERS.filter((_, index) => index !== 3);
const oneTotalsFilter = (run: number) => TOTALS_FILTERS[run % TOTALS_FILTERS.length]!(run);
const studentOf = (seeded: Seeded, run: number) => seeded.studentIds[(run * 7919) % seeded.studentIds.length]!;

const MEASURES: Measure<Seeded & { get: ApiGet }>[] = [
  {
    title: "payment tab: a student's tranches (payment-tranche/)",
    goalMs: 50,
    request: (seeded, run) =>
      seeded.get("admin", seeded.adminId, `user/accounts/payment-tranche/?user_id=${studentOf(seeded, run)}`),
  },
  {
    title: "payment tab: a student's acts (avr/)",
    goalMs: 50,
    request: (seeded, run) =>
      seeded.get("admin", seeded.adminId, `user/accounts/avr/?user_id=${studentOf(seeded, run)}`),
  },
  {
    title: "balance/ totals, one random filter",
    goalMs: 50,
    request: (seeded, run) => seeded.get("admin", seeded.adminId, `user/accounts/balance/?${oneTotalsFilter(run)}`),
  },
  {
    title: "balance table, one random filter, first page",
    goalMs: 50,
    request: (seeded, run) => seeded.get("admin", seeded.adminId, `user/accounts/balance/students/?${oneFilter(run)}`),
  },
  {
    title: "balance table, no filter, page 500 (keyset)",
    goalMs: 50,
    request: (seeded) =>
      seeded.get("admin", seeded.adminId, `user/accounts/balance/students/?after=${seeded.deepCursor}`),
  },
  {
    title: "money report, last 12 months (~67,000 payments)",
    goalMs: 50,
    request: (seeded) => seeded.get("admin", seeded.adminId, `finance/report/?${lastTwelveMonths()}`),
  },
  {
    title: "the school's acts, first page",
    goalMs: 50,
    request: (seeded) => seeded.get("admin", seeded.adminId, "finance/acts/"),
  },
];

async function seed(db: Db): Promise<Seeded> {
  const { schoolId, adminId } = await benchSchool(db, "money.bench");
  const rows = (query: SQL) => insertedIds(db, query);
  const studentIds = await rows(sql`
    insert into users (school_id, email, password_hash, role, first_name, last_name)
    select ${schoolId}, 'student' || n || '@money.bench', 'x', 'student', 'Student' || (n % 997), 'S' || n
    from generate_series(1, ${STUDENTS}) n returning id`);
  const countries = sql.raw(`array[${COUNTRIES.map((country) => `'${country}'`).join(",")}]`);
  const steps = sql.raw(`array[${STEPS.map((step) => `'${step}'`).join(",")}]`);
  const years = sql.raw(`array[${YEARS.map((year) => `'${year}'`).join(",")}]`);
  // Package costs of 1 to 2.5 million tenge; a tenth paid beyond the cost (credit), a fifth settled, the rest owe.
  await db.execute(sql`
    insert into student_records (user_id, school_id, countries, steps, academic_year, pre_enrollment_admit,
      package_cost, paid_total)
    select u.id, ${schoolId}, array[(${countries})[1 + u.id % ${COUNTRIES.length}]],
      array[(${steps})[1 + u.id % ${STEPS.length}]], (${years})[1 + u.id % ${YEARS.length}], u.id % 4 = 0,
      1000000 + (u.id % 7) * 250000,
      case when u.id % 10 = 0 then 1000000 + (u.id % 7) * 250000 + 50000
        when u.id % 5 = 1 then 1000000 + (u.id % 7) * 250000 else (u.id % 4) * 250000 end
    from users u where u.school_id = ${schoolId} and u.role = 'student'`);
  // Three tranches each, a month apart: the first past due and paid but for every tenth student (overdue), the
  // second paid, the third due in the coming month.
  await db.execute(sql`
    insert into payment_tranches (school_id, user_id, amount, due_date, paid_on)
    select ${schoolId}, u.id, 250000,
      current_date + case k when 0 then -45 - u.id % 30 when 1 then -15 - u.id % 30 else 1 + u.id % 30 end,
      case when k = 2 or (k = 0 and u.id % 10 = 0) then null else current_date - 60 + k * 30 end
    from users u, generate_series(0, 2) k where u.school_id = ${schoolId} and u.role = 'student'`);
  await db.execute(sql`
    insert into work_acts (school_id, user_id, number, date, amount, note)
    select ${schoolId}, u.id, 'AVR-' || u.id, current_date - (u.id % 700), 250000, ''
    from users u where u.school_id = ${schoolId} and u.role = 'student'`);
  const programs = await rows(sql`
    with tag as (insert into catalog_tags (school_id, name_ru) values (${schoolId}, 'Бакалавриат') returning id)
    insert into courses (school_id, title_ru, tag_id)
    select ${schoolId}, 'Программа ' || n, tag.id from tag, generate_series(1, ${PROGRAMS}) n returning id`);
  const students = sql.raw(`array[${studentIds.join(",")}]`);
  const programArray = sql.raw(`array[${programs.join(",")}]`);
  // 200,000 payments over three years up to now; nine in ten paid, a twentieth of those refunded in part.
  await db.execute(sql`
    insert into payments (school_id, order_id, kind, user_id, course_id, title, amount_minor, refunded_minor,
      currency, status, method, provider, provider_transaction_id, created_at, paid_at)
    select ${schoolId}, 'bench-' || n, case when n % 25 = 0 then 'priority_package' else 'course' end,
      (${students})[1 + n % ${studentIds.length}],
      case when n % 25 = 0 then null else (${programArray})[1 + n % ${PROGRAMS}] end,
      'Программа', 25000000 + (n % 9) * 1000050, case when n % 20 = 0 then 500000 else 0 end, 'KZT',
      case when n % 10 = 9 then 'failed' when n % 10 = 8 and n % 3 = 0 then 'pending' else 'paid' end,
      (array['provider','provider','cash','bank_transfer','card_terminal'])[1 + n % 5],
      case when n % 5 < 2 then 'cloudpayments' end, case when n % 5 < 2 then 'tx-' || n end,
      now() - make_interval(secs => (n * 473) % (3 * 365 * 86400)),
      case when n % 10 = 9 or (n % 10 = 8 and n % 3 = 0) then null
        else now() - make_interval(secs => (n * 473) % (3 * 365 * 86400)) end
    from generate_series(1, ${PAYMENTS}) n`);
  // Index-only scans need the visibility map a vacuum writes; a live school's autovacuum keeps it.
  await db.execute(sql`vacuum analyze`);
  const seeded = { db, schoolId, adminId: adminId!, studentIds, deepCursor: "" };
  return { ...seeded, deepCursor: await deepCursorOf(db, schoolId) };
}

/** The cursor after 500 pages of 50: the row a keyset walk from the top reaches on page 501. */
async function deepCursorOf(db: Db, schoolId: number): Promise<string> {
  const [row] = (
    (await db.execute(sql`
      select payment_balance_minor::text as balance, user_id from student_records where school_id = ${schoolId}
      order by payment_balance_minor desc, user_id desc offset ${Math.min(500 * 50, STUDENTS - 1) - 1} limit 1`)) as unknown as {
      rows: { balance: string; user_id: number }[];
    }
  ).rows;
  return `${row!.balance}_${row!.user_id}`;
}

await runApiBench({
  name: "money_lists",
  runs: RUNS,
  seed,
  describe: async (seeded, seconds) => {
    const [count] = (
      (await seeded.db.execute(
        sql`select (select count(*) from student_records)::int as records, (select count(*) from payments)::int as payments,
          (select count(*) from payment_tranches)::int as tranches, (select count(*) from work_acts)::int as acts`,
      )) as unknown as { rows: { records: number; payments: number; tranches: number; acts: number }[] }
    ).rows;
    return `seeded ${count!.records} students, ${count!.payments} payments, ${count!.tranches} tranches and ${count!.acts} acts in ${seconds.toFixed(0)} s`;
  },
  measures: MEASURES,
  judge: (figures: Map<string, Figures>) => [...figures.values()].every((figure) => figure.p95 < 50),
});
