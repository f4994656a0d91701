import { sql } from "drizzle-orm";
import type { Db } from "../server/src/db/client.js";
import { seedProgramStatuses } from "./crm.js";
import { benchSchool, insertedIds, runApiBench } from "./kit.js";

/**
 * The inbox at scale on PostgreSQL, through the whole Fastify stack (issue 37, decision 0147): a school whose
 * 50,000 students each have a thread, 1,000,000 messages among them (20 a thread on average, from 2 to 38), a tenth
 * of the threads unread, the rest assigned to 20 managers or to nobody, each student applying to one to three of 50
 * programs. Timed: the inbox's first page of every box, a page deep in it (keyset), a name search, a program's students
 * (and in one status), and a thread's latest messages and an older page.
 * Goals (issue 37): an inbox page p95 ≤ 50 ms, first or deep; a thread p95 ≤ 30 ms.
 * Run: DATABASE_URL=postgres://… npm run bench:inbox (a throw-away database is created beside it and dropped).
 */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50_000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1_000_000);
const MANAGERS = 20;
const PROGRAMS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
/** The keyset cursor of a page deep in the inbox: this many pages of 30 threads down. */
const DEEP_PAGES = 100;

type Seeded = {
  db: Db;
  schoolId: number;
  adminId: number;
  studentIds: number[];
  deepBefore: number;
  long: { studentId: number; before: number }[];
  programIds: number[];
};

async function seed(db: Db): Promise<Seeded> {
  const { schoolId, adminId } = await benchSchool(db, "inbox.bench");
  const managerIds = await insertedIds(
    db,
    sql`insert into users (school_id, email, password_hash, role, first_name, last_name)
      select ${schoolId}, 'manager' || n || '@inbox.bench', 'x', 'admin', 'Manager', 'M' || n
      from generate_series(1, ${MANAGERS}) n returning id`,
  );
  const studentIds = await insertedIds(
    db,
    sql`insert into users (school_id, email, password_hash, role, first_name, last_name)
      select ${schoolId}, 'student' || n || '@inbox.bench', 'x', 'student', 'Student' || (n % 997), 'S' || n
      from generate_series(1, ${STUDENTS}) n returning id`,
  );
  const perThread = Math.max(2, Math.round(MESSAGES / STUDENTS));
  // Each student's messages alternate in and out (2 to 2 × perThread − 2 of them, perThread on average), written
  // together so that a thread's ids run in its order; its last one is the newest.
  await db.execute(sql`
    insert into conversation_messages (school_id, student_id, direction, channel, author_id, body, delivery, created_at)
    select ${schoolId}, s.id, case when k % 2 = 1 then 'in' else 'out' end,
      case when s.id % 3 = 0 then 'telegram' else 'app' end,
      case when k % 2 = 1 then s.id else ${adminId}::int end,
      'Сообщение ' || k || ' о документах и визе, студент ' || s.id,
      case when k % 2 = 1 then 'received' else 'sent' end,
      now() - make_interval(mins => (40 - k) * 97 + s.id % 5000)
    from users s cross join lateral generate_series(1, 2 + s.id % ${2 * perThread - 3}) k
    where s.school_id = ${schoolId} and s.role = 'student'
    order by s.id, k`);
  const managers = sql.raw(`array[${managerIds.join(",")}]`);
  await db.execute(sql`
    insert into conversation_threads (school_id, student_id, assignee_id, last_message_id, last_channel, staff_unread,
      waiting_since)
    select ${schoolId}, m.student_id,
      case when m.student_id % 4 = 0 then null else (${managers})[1 + m.student_id % ${MANAGERS}] end,
      max(m.id), case when m.student_id % 3 = 0 then 'telegram' else 'app' end,
      case when m.student_id % 10 = 0 then 1 + m.student_id % 3 else 0 end,
      case when m.student_id % 10 = 0 then max(m.created_at) end
    from conversation_messages m where m.school_id = ${schoolId} group by m.student_id`);
  // 50 programs, each student applying to one to three of them in a status (as the CRM's bench spreads them): a
  // program holds about 2 % of the students, a status about a fifth.
  const [tagId] = await insertedIds(
    db,
    sql`insert into catalog_tags (school_id, name_ru) values (${schoolId}, 'Италия') returning id`,
  );
  const programIds = await insertedIds(
    db,
    sql`insert into courses (school_id, title_ru, tag_id) select ${schoolId}, 'Программа ' || n, ${tagId}::int
      from generate_series(1, ${PROGRAMS}) n returning id`,
  );
  await seedProgramStatuses(db, { schoolId, programIds });
  await db.execute(sql`analyze`);
  const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  const [deep] = await rowsOf<{ id: number }>(
    sql`select last_message_id as id from conversation_threads where school_id = ${schoolId}
      order by last_message_id desc offset ${DEEP_PAGES * 30} limit 1`,
  );
  // Threads of more than 20 messages, and a keyset cursor 10 messages back in each: an older page's query.
  const long = await rowsOf<{ studentId: number; before: number }>(
    sql`select student_id as "studentId", max(id) - 9 as before from conversation_messages
      where school_id = ${schoolId} group by student_id having count(*) > 20 limit 2000`,
  );
  return { db, schoolId, adminId, studentIds, deepBefore: Number(deep!.id), long, programIds };
}

const student = (seeded: Seeded, run: number) => seeded.studentIds[(run * 37) % seeded.studentIds.length]!;
const longThread = (seeded: Seeded, run: number) => seeded.long[(run * 7) % seeded.long.length]!;

await runApiBench<Seeded>({
  name: "inbox",
  runs: RUNS,
  seed,
  describe: async (seeded, seconds) => {
    const [count] = (
      (await seeded.db.execute(
        sql`select (select count(*) from conversation_threads)::int as threads,
          (select count(*) from conversation_messages)::int as messages`,
      )) as unknown as { rows: { threads: number; messages: number }[] }
    ).rows;
    return `seeded ${count!.threads} threads with ${count!.messages} messages in ${seconds.toFixed(0)} s`;
  },
  measures: [
    {
      title: "the inbox, every thread, first page",
      goalMs: 50,
      request: (seeded) => seeded.get("admin", seeded.adminId, "conversations/"),
    },
    {
      title: `the inbox, every thread, ${DEEP_PAGES} pages down (keyset)`,
      goalMs: 50,
      request: (seeded) => seeded.get("admin", seeded.adminId, `conversations/?before=${seeded.deepBefore}`),
    },
    {
      title: "the inbox, unread, first page",
      goalMs: 50,
      request: (seeded) => seeded.get("admin", seeded.adminId, "conversations/?box=unread"),
    },
    {
      title: "the inbox, nobody's, first page",
      goalMs: 50,
      request: (seeded) => seeded.get("admin", seeded.adminId, "conversations/?box=unassigned"),
    },
    {
      title: "the inbox, a name search (tens found)",
      goalMs: 50,
      request: (seeded, run) => seeded.get("admin", seeded.adminId, `conversations/?q=Student${100 + (run % 897)}`),
    },
    {
      title: "the inbox, a program's students (about 2 %)",
      goalMs: 50,
      request: (seeded, run) =>
        seeded.get(
          "admin",
          seeded.adminId,
          `conversations/?program=${seeded.programIds[run % seeded.programIds.length]}`,
        ),
    },
    {
      title: "the inbox, a program's students in one status (about 0.4 %)",
      goalMs: 50,
      request: (seeded, run) =>
        seeded.get(
          "admin",
          seeded.adminId,
          `conversations/?program=${seeded.programIds[run % seeded.programIds.length]}&status=refusal`,
        ),
    },
    {
      title: "a thread's latest messages",
      goalMs: 30,
      request: (seeded, run) => seeded.get("admin", seeded.adminId, `conversations/students/${student(seeded, run)}/`),
    },
    {
      title: "a thread's earlier messages (keyset)",
      goalMs: 30,
      request: (seeded, run) => {
        const thread = longThread(seeded, run);
        return seeded.get(
          "admin",
          seeded.adminId,
          `conversations/students/${thread.studentId}/?before=${thread.before}`,
        );
      },
    },
  ],
});
