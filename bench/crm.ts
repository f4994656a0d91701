import { pathToFileURL } from "node:url";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../server/src/db/client.js";
import { type ApiGet, benchSchool, type Figures, insertedIds, type Measure, runApiBench } from "./kit.js";

/**
 * The admissions CRM at scale on PostgreSQL, through the whole Fastify stack (issue 10; decisions 0025, 0028): a school
 * of 50,000 students, each with a student record (stage, country, package, academic year, responsible manager and a
 * spread of yes/no fields) and one to three programs with an application status. Timed: the user list with three
 * random filters on its first page and on a page deep in the list (goals p95 < 50 ms each, deep ÷ first ≤ 1.5), and
 * the status analytics over all students (goal p95 < 200 ms).
 * Run: DATABASE_URL=postgres://… npm run bench:crm (a throw-away database is created beside it and dropped).
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50_000);
const MANAGERS = 20;
const PROGRAMS = 40;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
export const COUNTRIES = ["Italy", "Hungary", "Turkey", "Germany", "Czechia", "Poland"];
const STEPS = ["consultation", "contract", "documents", "applications", "offers", "visa", "departure", "arrived"];
export const YEARS = ["2025-2026", "2026-2027", "2027-2028"];

type Seeded = { db: Db; schoolId: number; adminId: number; managerIds: number[]; tagId: number };

/**
 * Three filters a manager combines, each keeping a large share of the students, so that the filtered list is long
 * enough for a deep page (yes/no fields hold for about half, a country for a sixth, a year for a third).
 */
const FILTERS: ((seeded: Seeded, run: number) => string)[] = [
  (_, run) => `contract=${run % 2 === 0 ? "true" : "false"}`,
  (_, run) => `visa_ready=${run % 3 === 0 ? "true" : "false"}`,
  (_, run) => `is_all_doc_ready=${run % 5 === 0 ? "true" : "false"}`,
  (_, run) => `consulting=${run % 2 === 1 ? "true" : "false"}`,
  (_, run) => `countries=${COUNTRIES[run % COUNTRIES.length]}`,
  (_, run) => `academic_year=${YEARS[run % YEARS.length]}`,
  (seeded, run) => `responsible=${seeded.managerIds[run % 4]}`,
  (_, run) => `gender=${run % 2 === 0 ? "female" : "male"}`,
];
/** The run's three filters: a different trio each run, the same for the first and the deep page of that run. */
const threeFilters = (seeded: Seeded, run: number) => {
  const first = run % FILTERS.length;
  const second = (first + 1 + (run % 3)) % FILTERS.length;
  const third = (second + 1 + (run % 2)) % FILTERS.length;
  return [first, second, third].map((index) => FILTERS[index]!(seeded, run)).join("&");
};
/** Deep enough that an offset-paged list would pay for it, within the filtered list's length. */
const DEEP_PAGE = Number(process.env.BENCH_DEEP_PAGE ?? 50);
const FIRST = "the user list, three random filters, page 1";
const DEEP = `the user list, the same filters, page ${DEEP_PAGE}`;

const MEASURES: Measure<Seeded & { get: ApiGet }>[] = [
  {
    title: FIRST,
    goalMs: 50,
    request: (seeded, run) =>
      seeded.get("admin", seeded.adminId, `user/accounts/list/?role=student&${threeFilters(seeded, run)}&page=1`),
  },
  {
    title: DEEP,
    goalMs: 50,
    request: (seeded, run) =>
      seeded.get(
        "admin",
        seeded.adminId,
        `user/accounts/list/?role=student&${threeFilters(seeded, run)}&page=${DEEP_PAGE}`,
      ),
  },
  // The list's orders (decision 0085): by name through the users' name index, by balance through the records' index
  // when the filters ask of the record alone, and the page's standing columns computed for its 20 rows each time.
  {
    title: "the user list by name, page 1",
    goalMs: 50,
    request: (seeded) => seeded.get("admin", seeded.adminId, "user/accounts/list/?role=student&ordering=name"),
  },
  {
    title: `the user list by name, page ${DEEP_PAGE}`,
    goalMs: 50,
    request: (seeded) =>
      seeded.get("admin", seeded.adminId, `user/accounts/list/?role=student&ordering=name&page=${DEEP_PAGE}`),
  },
  {
    title: "the user list by balance, highest first, one filter",
    goalMs: 50,
    request: (seeded, run) =>
      seeded.get(
        "admin",
        seeded.adminId,
        `user/accounts/list/?role=student&ordering=-balance&${FILTERS[run % FILTERS.length]!(seeded, run)}`,
      ),
  },
  {
    title: "the user list by balance, every student",
    goalMs: 100,
    request: (seeded) => seeded.get("admin", seeded.adminId, "user/accounts/list/?role=student&ordering=-balance"),
  },
  // The name search, read through the school's trigram index (decision 0112), and a filter beyond the record, whose
  // count joins the programs' statuses.
  {
    title: "the user list, a name search (tens found)",
    goalMs: 50,
    request: (seeded, run) =>
      seeded.get("admin", seeded.adminId, `user/accounts/list/?role=student&q=Student${100 + (run % 897)}`),
  },
  {
    title: "the user list, an e-mail search (one found)",
    goalMs: 50,
    request: (seeded, run) =>
      seeded.get(
        "admin",
        seeded.adminId,
        `user/accounts/list/?role=student&q=student${1 + ((run * 211) % STUDENTS)}%40`,
      ),
  },
  {
    title: "the user list, a program's tag and a record filter",
    goalMs: 50,
    request: (seeded, run) =>
      seeded.get(
        "admin",
        seeded.adminId,
        `user/accounts/list/?role=student&tag=${seeded.tagId}&${FILTERS[run % FILTERS.length]!(seeded, run)}`,
      ),
  },
  {
    title: "status analytics over all students (count/)",
    goalMs: 200,
    request: (seeded) => seeded.get("admin", seeded.adminId, "course/status-program/count/"),
  },
  {
    title: "status analytics over all students (stats/)",
    goalMs: 200,
    request: (seeded) => seeded.get("admin", seeded.adminId, "course/status-program/stats/"),
  },
  {
    title: "status analytics, one country (stats/?country=)",
    goalMs: 200,
    request: (seeded, run) =>
      seeded.get("admin", seeded.adminId, `course/status-program/stats/?country=${COUNTRIES[run % COUNTRIES.length]}`),
  },
];

async function seed(db: Db): Promise<Seeded> {
  const { schoolId, adminId } = await benchSchool(db, "crm.bench");
  const rows = (query: SQL) => insertedIds(db, query);
  const managerIds = await rows(sql`
    insert into users (school_id, email, password_hash, role, first_name, last_name)
    select ${schoolId}, 'manager' || n || '@crm.bench', 'x', 'admin', 'Manager', 'M' || n
    from generate_series(1, ${MANAGERS}) n returning id`);
  await db.execute(sql`
    insert into users (school_id, email, password_hash, role, first_name, last_name, phone)
    select ${schoolId}, 'student' || n || '@crm.bench', 'x', 'student', 'Student' || (n % 997), 'S' || n,
      '+7701' || lpad(n::text, 7, '0')
    from generate_series(1, ${STUDENTS}) n`);
  await seedStudentRecords(db, { schoolId, managerIds });
  const [tagId, otherTagId] = await rows(
    sql`insert into catalog_tags (school_id, name_ru) values (${schoolId}, 'Бакалавриат'), (${schoolId}, 'Магистратура') returning id`,
  );
  // Half the programs carry the first tag: its filter keeps the students with one of them.
  const programs = await rows(sql`
    insert into courses (school_id, title_ru, tag_id)
    select ${schoolId}, 'Программа ' || n, case when n % 2 = 0 then ${tagId}::int else ${otherTagId}::int end
    from generate_series(1, ${PROGRAMS}) n returning id`);
  await seedProgramStatuses(db, { schoolId, programIds: programs });
  await db.execute(sql`analyze`);
  return { db, schoolId, adminId: adminId!, managerIds, tagId: tagId! };
}

/**
 * Every student of the school gets a record (the migration's backfill and manager_create make one), its fields spread
 * by the id: the filters' shares above hold. The journey's bench seeds its school's records with it too.
 */
export async function seedStudentRecords(db: Db, input: { schoolId: number; managerIds: number[] }) {
  const { schoolId, managerIds } = input;
  const managers = sql.raw(`array[${managerIds.join(",")}]`);
  const countries = sql.raw(`array[${COUNTRIES.map((country) => `'${country}'`).join(",")}]`);
  const steps = sql.raw(`array[${STEPS.map((step) => `'${step}'`).join(",")}]`);
  const years = sql.raw(`array[${YEARS.map((year) => `'${year}'`).join(",")}]`);
  await db.execute(sql`
    insert into student_records (user_id, school_id, gender, country, countries, steps, academic_year, responsible,
      type, package_cost, contract, ready, consulting, visa_ready, is_all_doc_ready, visa, present)
    select u.id, ${schoolId}, case when u.id % 2 = 0 then 'female' else 'male' end, 'Kazakhstan',
      array[(${countries})[1 + u.id % ${COUNTRIES.length}]], array[(${steps})[1 + u.id % ${STEPS.length}]],
      (${years})[1 + u.id % ${YEARS.length}], (${managers})[1 + u.id % ${managerIds.length}],
      'full_package', 1000000 + (u.id % 7) * 250000,
      u.id % 2 = 0, u.id % 3 = 0, u.id % 4 = 1, u.id % 3 = 1, u.id % 5 = 0, u.id % 6 = 0, u.id % 7 = 0
    from users u where u.school_id = ${schoolId} and u.role = 'student'
    on conflict (user_id) do nothing`);
}

/** One to three programs of `programIds` for every student, each with an application status spread by the id. */
export async function seedProgramStatuses(db: Db, input: { schoolId: number; programIds: number[] }) {
  const { schoolId, programIds } = input;
  const programArray = sql.raw(`array[${programIds.join(",")}]`);
  await db.execute(sql`
    insert into application_statuses (school_id, user_id, course_id, status, created_at, updated_at)
    select ${schoolId}, u.id, (${programArray})[1 + (u.id * 7 + k * 13) % ${programIds.length}],
      (array['selected','submitted','invitation','refusal','final_choice'])[1 + (u.id + k) % 5],
      now() - make_interval(days => (u.id * 3 + k) % 700), now() - make_interval(days => (u.id + k) % 300)
    from users u, generate_series(0, 2) k
    where u.school_id = ${schoolId} and u.role = 'student' and k <= u.id % 3
    on conflict do nothing`);
}

const main = () =>
  runApiBench({
    name: "crm",
    runs: RUNS,
    seed,
    describe: async (seeded, seconds) => {
      const [count] = (
        (await seeded.db.execute(
          sql`select (select count(*) from student_records)::int as records, (select count(*) from application_statuses)::int as statuses`,
        )) as unknown as { rows: { records: number; statuses: number }[] }
      ).rows;
      return `seeded ${STUDENTS} students with ${count!.records} records and ${count!.statuses} program statuses in ${seconds.toFixed(0)} s`;
    },
    measures: MEASURES,
    judge: (figures: Map<string, Figures>) => {
      const ratio = figures.get(DEEP)!.p95 / figures.get(FIRST)!.p95;
      const met = ratio <= 1.5;
      console.info(
        `deep page ÷ first page (p95)`.padEnd(58),
        `${ratio.toFixed(2)}   goal ≤ 1.5 ${met ? "met" : "MISSED"}`,
      );
      return met;
    },
  });

// Run as the CRM's bench; imported by the journey's bench for its seeding only.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
