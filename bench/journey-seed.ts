import { type SQL, sql } from "drizzle-orm";
import { hashPassword } from "../server/src/core/auth/passwords.js";
import type { Db } from "../server/src/db/client.js";
import { DICTIONARY_TABLES } from "../server/src/db/schema/index.js";
import { seedProgramStatuses, seedStudentRecords } from "./crm.js";
import { benchSchool } from "./kit.js";
import { seedLessons } from "./schedule.js";

/**
 * The journey's school (issue 24): 50,000 students with their CRM records and program statuses, 20,000 programs with
 * two rounds each, 200 teachers with a year of timetabled lessons (and two months ahead), and 40 programs that are
 * taught: each with ten lessons, a list of five tasks on the first, its students and teachers as members, and answers
 * already handed in for the teachers' lists. Every insert is set-based (`insert … select generate_series`), so the
 * same seed runs on PostgreSQL and, inside one process, on the embedded PGlite.
 */
export const JOURNEY = {
  domain: "journey.bench",
  students: Number(process.env.BENCH_STUDENTS ?? 50_000),
  programs: Number(process.env.BENCH_PROGRAMS ?? 20_000),
  teachers: 200,
  managers: 20,
  taughtPrograms: 40,
  /** A year back and two months ahead of today. */
  days: Number(process.env.BENCH_DAYS ?? 365 + 60),
  /** Students and teachers whose password is real, for the sign-ins. */
  signInAccounts: 200,
  password: "journey-password",
};

const CITIES = ["Milano", "Roma", "Torino", "Bologna", "Padova", "Budapest", "Debrecen", "Praha", "Brno", "Istanbul"];
const SUBJECTS = ["Computer Science", "Architecture", "Medicine", "Mechanical Engineering", "Economics", "Design"];
const SUBJECTS_RU = ["Информатика", "Архитектура", "Медицина", "Машиностроение", "Экономика", "Дизайн"];
const UNIVERSITIES = ["Politecnico di", "Università di", "University of", "Technical University of"];

export type JourneySeed = {
  schoolId: number;
  domain: string;
  adminId: number;
  managerIds: number[];
  teacherIds: number[];
  /** Students of the taught programs, each with the program they study and its list of tasks. */
  learners: { id: number; courseId: number; listId: number; taskIds: number[] }[];
  /** Each taught program's teacher and the program. */
  teaching: { teacherId: number; courseId: number }[];
  programIds: number[];
  dictionary: Record<"tag" | "city" | "degree", number[]>;
  signIn: string[];
  firstDay: string;
};

const rowsOf = async <Row>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value}'`).join(",")}]`);
const dayOfYearAgo = () => new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);

export async function seedJourney(db: Db): Promise<JourneySeed> {
  const { schoolId } = await benchSchool(db, JOURNEY.domain);
  const s = schoolId;
  const passwordHash = await hashPassword(JOURNEY.password);
  await db.execute(sql`
    insert into users (school_id, email, password_hash, role, first_name, last_name)
    select ${s}, 'manager' || n || '@journey.bench', 'x', 'admin', 'Manager', 'M' || n
    from generate_series(1, ${JOURNEY.managers}) n`);
  await db.execute(sql`
    insert into users (school_id, email, password_hash, role, first_name, last_name)
    select ${s}, 'teacher' || n || '@journey.bench', case when n <= 20 then ${passwordHash} else 'x' end, 'teacher',
      'Teacher', 'T' || n
    from generate_series(1, ${JOURNEY.teachers}) n`);
  await db.execute(sql`
    insert into users (school_id, email, password_hash, role, first_name, last_name, phone)
    select ${s}, 'student' || n || '@journey.bench', case when n <= ${JOURNEY.signInAccounts} then ${passwordHash} else 'x' end,
      'student', 'Student' || (n % 997), 'S' || n, '+7701' || lpad(n::text, 7, '0')
    from generate_series(1, ${JOURNEY.students}) n`);
  const managers = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where school_id = ${s} and role = 'admin' and email like 'manager%' order by id`,
  );
  await seedStudentRecords(db, { schoolId: s, managerIds: managers.map((row) => row.id) });

  const sizes = { tag: 10, degree: 4, format: 3, univer: 40, spec: 20, city: CITIES.length, univerTag: 5 };
  const ids = {} as Record<keyof typeof sizes, number[]>;
  for (const [kind, size] of Object.entries(sizes) as [keyof typeof sizes, number][]) {
    const table = DICTIONARY_TABLES[kind];
    const rows = await db
      .insert(table)
      .values(Array.from({ length: size }, (_, entry) => ({ schoolId: s, nameRu: `${kind} ${entry}` })))
      .returning({ id: table.id });
    ids[kind] = rows.map((row) => row.id);
  }
  const pick = (kind: keyof typeof sizes, factor: number) =>
    sql.raw(`(array[${ids[kind].join(",")}])[1 + (n * ${factor}) % ${ids[kind].length}]`);
  // The catalogue as bench/catalog.ts shapes it: subjects in cities' universities, a tenth hidden, two rounds each.
  await db.execute(sql`
    insert into courses (school_id, title_en, title_ru, title_kk, short_desc_en, short_desc_ru, full_desc_en, show,
      can_sort, "order", language, cost, price, tag_id, degree_id, format_id, university_id, speciality_id, city_id,
      univer_tag_id)
    select ${s},
      (${textArray(SUBJECTS)})[1 + (n * 7) % ${SUBJECTS.length}] || ' — ' || (${textArray(UNIVERSITIES)})[1 + n % ${UNIVERSITIES.length}] || ' ' || (${textArray(CITIES)})[1 + n % ${CITIES.length}],
      (${textArray(SUBJECTS_RU)})[1 + (n * 7) % ${SUBJECTS.length}] || ' (' || n || ')', '',
      'Taught in English in ' || (${textArray(CITIES)})[1 + n % ${CITIES.length}] || '.', 'Программа ' || n,
      'Lectures, laboratories and an internship semester. Scholarships are available for international students.',
      n % 10 <> 0, n % 17 = 0, n % 5, (array['en','it','hu','cs','tr'])[1 + n % 5], (n % 20) * 5000, (n % 30) * 500,
      ${pick("tag", 31)}, ${pick("degree", 31)}, ${pick("format", 31)}, ${pick("univer", 1)}, ${pick("spec", 31)},
      ${sql.raw(`(array[${ids.city.join(",")}])[1 + n % ${CITIES.length}]`)}, ${pick("univerTag", 31)}
    from generate_series(1, ${JOURNEY.programs}) n`);
  await db.execute(sql`
    insert into course_rounds (school_id, course_id, starts_on, ends_on)
    select c.school_id, c.id, current_date + ((c.id % 120) - 60), current_date + ((c.id % 120) - 15)
    from courses c where c.school_id = ${s}
    union all
    select c.school_id, c.id, date '2027-09-01', date '2027-12-31' from courses c where c.school_id = ${s}`);
  const programs = await rowsOf<{ id: number }>(
    db,
    sql`select id from courses where school_id = ${s} and show order by id limit ${JOURNEY.taughtPrograms}`,
  );
  const taught = sql.raw(`array[${programs.map((row) => row.id).join(",")}]`);
  const taughtCount = programs.length;
  await seedProgramStatuses(db, { schoolId: s, programIds: programs.map((row) => row.id) });
  // Who studies and teaches what: every student one taught program, each teacher one, by the id.
  await db.execute(sql`
    insert into course_members (school_id, course_id, user_id, role)
    select ${s}, (${taught})[1 + u.id % ${taughtCount}], u.id, u.role from users u
    where u.school_id = ${s} and u.role in ('student', 'teacher')`);
  await db.execute(sql`
    insert into lessons (school_id, course_id, name, "order", description)
    select ${s}, c, 'Урок ' || n, n, 'Видео, конспект и задания урока ' || n
    from unnest(${taught}) c, generate_series(1, 10) n`);
  await db.execute(sql`
    insert into exercise_lists (school_id, lesson_id, title_ru, attempts_allowed)
    select ${s}, l.id, 'Задания урока', null from lessons l where l.school_id = ${s} and l."order" = 1`);
  await db.execute(sql`
    insert into exercises (school_id, ex_list_id, type, "order", content, answer)
    select ${s}, e.id, 'select_one', n,
      jsonb_build_object('question', 'Вопрос ' || n || ': столица Казахстана?', 'options',
        jsonb_build_array(jsonb_build_object('id', 'a1', 'text', 'Астана'), jsonb_build_object('id', 'b2', 'text', 'Алматы'))),
      '{"correct": "a1"}'::jsonb
    from exercise_lists e, generate_series(1, 5) n where e.school_id = ${s}`);
  // Answers handed in over the past months, a third still waiting for the teacher.
  await db.execute(sql`
    insert into homeworks (school_id, user_id, course_id, lesson_id, ex_list_id, task_id, answer, status, grade,
      created_at, updated_at)
    select ${s}, m.user_id, m.course_id, l.id, e.id, x.id, '{"selected": "a1"}'::jsonb,
      case when m.user_id % 3 = 0 then 'submitted' else 'graded' end,
      case when m.user_id % 3 = 0 then null else 100 end,
      now() - make_interval(hours => m.user_id % 2000), now() - make_interval(hours => m.user_id % 2000)
    from course_members m
    join lessons l on l.course_id = m.course_id and l."order" = 1
    join exercise_lists e on e.lesson_id = l.id
    join exercises x on x.ex_list_id = e.id
    where m.school_id = ${s} and m.role = 'student' and m.user_id % 5 = 0`);
  const students = await rowsOf<{ id: number }>(
    db,
    sql`select id from users where school_id = ${s} and role = 'student' order by id`,
  );
  await seedLessons(db, {
    schoolId: s,
    courseId: programs[0]!.id,
    studentIds: students.map((row) => row.id),
    firstDay: dayOfYearAgo(),
    days: JOURNEY.days,
  });
  await db.execute(sql`analyze`);
  return loadJourney(db);
}

/** The seeded school read back (a kept PostgreSQL database, or the embedded one seeded by another process). */
export async function loadJourney(db: Db): Promise<JourneySeed> {
  const [school] = await rowsOf<{ id: number }>(db, sql`select id from schools where domain = ${JOURNEY.domain}`);
  const s = school!.id;
  const idsOf = async (query: SQL) => (await rowsOf<{ id: number }>(db, query)).map((row) => row.id);
  const [adminId] = await idsOf(sql`select id from users where school_id = ${s} and email = 'admin@journey.bench'`);
  const managerIds = await idsOf(
    sql`select id from users where school_id = ${s} and role = 'admin' and email like 'manager%' order by id`,
  );
  const teaching = await rowsOf<{ teacherId: number; courseId: number }>(
    db,
    sql`select user_id as "teacherId", course_id as "courseId" from course_members
      where school_id = ${s} and role = 'teacher' order by user_id`,
  );
  const lists = await rowsOf<{ courseId: number; listId: number; taskIds: number[] }>(
    db,
    sql`select l.course_id as "courseId", e.id as "listId", array_agg(x.id order by x.id) as "taskIds"
      from exercise_lists e join lessons l on l.id = e.lesson_id join exercises x on x.ex_list_id = e.id
      where e.school_id = ${s} group by l.course_id, e.id`,
  );
  const listOf = new Map(lists.map((list) => [list.courseId, list]));
  // Learners answer and hand in during the journey: students with no answers seeded (ids not divisible by 5).
  const members = await rowsOf<{ id: number; courseId: number }>(
    db,
    sql`select user_id as id, course_id as "courseId" from course_members
      where school_id = ${s} and role = 'student' and user_id % 5 <> 0 order by user_id limit 5000`,
  );
  const dictionary = async (table: string) =>
    idsOf(sql`select id from ${sql.raw(table)} where school_id = ${s} order by id`);
  return {
    schoolId: s,
    domain: JOURNEY.domain,
    adminId: adminId!,
    managerIds,
    teacherIds: teaching.map((row) => row.teacherId),
    teaching,
    learners: members.map((member) => {
      const list = listOf.get(member.courseId)!;
      return { id: member.id, courseId: member.courseId, listId: list.listId, taskIds: list.taskIds };
    }),
    programIds: await idsOf(sql`select id from courses where school_id = ${s} and show order by id`),
    dictionary: {
      tag: await dictionary("catalog_tags"),
      city: await dictionary("catalog_cities"),
      degree: await dictionary("catalog_degrees"),
    },
    signIn: [
      ...Array.from({ length: JOURNEY.signInAccounts }, (_, index) => `student${index + 1}@journey.bench`),
      ...Array.from({ length: 20 }, (_, index) => `teacher${index + 1}@journey.bench`),
    ],
    firstDay: dayOfYearAgo(),
  };
}
