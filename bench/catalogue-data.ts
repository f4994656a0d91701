import { sql } from "drizzle-orm";
import type { Db } from "../server/src/db/client.js";
import { courseRounds, courses, DICTIONARY_TABLES, schools } from "../server/src/db/schema/index.js";

/**
 * The catalogue's load of data for the benchmarks that read it (bench:catalog, bench:ssr): programs in several
 * languages with dictionaries, two rounds each, spread over cities, subjects and fees as a real school's are.
 */
export const PROGRAMS_PER_SCHOOL = Number(process.env.BENCH_PROGRAMS ?? 10_000);

const CITIES = ["Milano", "Roma", "Torino", "Bologna", "Padova", "Budapest", "Debrecen", "Praha", "Brno", "Istanbul"];
const CITIES_RU = ["Милан", "Рим", "Турин", "Болонья", "Падуя", "Будапешт", "Дебрецен", "Прага", "Брно", "Стамбул"];
const SUBJECTS = [
  ["Computer Science", "Информатика", "Информатика"],
  ["Architecture", "Архитектура", "Сәулет"],
  ["Medicine and Surgery", "Медицина и хирургия", "Медицина және хирургия"],
  ["Mechanical Engineering", "Машиностроение", "Машина жасау"],
  ["Economics and Management", "Экономика и менеджмент", "Экономика және менеджмент"],
  ["International Relations", "Международные отношения", "Халықаралық қатынастар"],
  ["Design", "Дизайн", "Дизайн"],
  ["Physics", "Физика", "Физика"],
  ["Data Science", "Наука о данных", "Деректер ғылымы"],
  ["Civil Engineering", "Гражданское строительство", "Құрылыс"],
  ["Psychology", "Психология", "Психология"],
  ["Law", "Юриспруденция", "Құқықтану"],
] as const;
const UNIVERSITY_KINDS = ["Politecnico di", "Università di", "University of", "Technical University of"];
const FILLER =
  "Lectures, laboratories and an internship semester. Scholarships are available for international students. " +
  "Лекции, лаборатории и семестр стажировки. Дәрістер, зертханалар және тағылымдама семестрі.";

export type Ids = Record<keyof typeof DICTIONARY_TABLES, number[]>;

export async function seedSchool(db: Db, index: number) {
  const [school] = await db
    .insert(schools)
    .values({ name: `Bench school ${index}`, domain: `bench${index}.test` })
    .returning({ id: schools.id });
  const schoolId = school!.id;
  const sizes = { tag: 10, degree: 4, format: 3, univer: 40, spec: 20, city: CITIES.length, univerTag: 5 };
  const ids = {} as Ids;
  for (const [kind, size] of Object.entries(sizes) as [keyof Ids, number][]) {
    const table = DICTIONARY_TABLES[kind];
    const rows = await db
      .insert(table)
      .values(Array.from({ length: size }, (_, entry) => ({ schoolId, nameRu: `${kind} ${entry}` })))
      .returning({ id: table.id });
    ids[kind] = rows.map((row) => row.id);
  }
  const today = new Date();
  for (let offset = 0; offset < PROGRAMS_PER_SCHOOL; offset += 500) {
    const batch = Array.from({ length: Math.min(500, PROGRAMS_PER_SCHOOL - offset) }, (_, position) => {
      const n = offset + position;
      const city = n % CITIES.length;
      const [en, ru, kk] = SUBJECTS[(n * 7) % SUBJECTS.length]!;
      const university = `${UNIVERSITY_KINDS[n % UNIVERSITY_KINDS.length]} ${CITIES[city]}`;
      const pickOf = (list: number[]) => list[(n * 31 + list.length) % list.length]!;
      return {
        schoolId,
        titleEn: `${en} — ${university}`,
        titleRu: `${ru} — ${CITIES_RU[city]} (${n})`,
        titleKk: n % 3 === 0 ? `${kk} — ${CITIES_RU[city]}` : "",
        shortDescEn: `${en} in ${CITIES[city]}, taught in English.`,
        shortDescRu: `${ru} в городе ${CITIES_RU[city]}.`,
        fullDescEn: `${university}: ${en}. ${FILLER} ${FILLER}`,
        fullDescRu: `${ru}. ${FILLER}`,
        show: n % 10 !== 0,
        canSort: n % 17 === 0,
        order: n % 5,
        language: ["en", "it", "hu", "cs", "tr"][n % 5]!,
        cost: (n % 20) * 5000,
        price: (n % 30) * 500,
        tagId: pickOf(ids.tag),
        degreeId: pickOf(ids.degree),
        formatId: pickOf(ids.format),
        universityId: ids.univer[n % ids.univer.length]!,
        specialityId: pickOf(ids.spec),
        cityId: ids.city[city]!,
        univerTagId: pickOf(ids.univerTag),
      };
    });
    const rows = await db.insert(courses).values(batch).returning({ id: courses.id });
    await db.insert(courseRounds).values(
      rows.flatMap((row, position) => {
        const start = new Date(today.getTime() + (((offset + position) % 120) - 60) * 86_400_000);
        const day = (date: Date) => date.toISOString().slice(0, 10);
        return [
          {
            schoolId,
            courseId: row.id,
            startsOn: day(start),
            endsOn: day(new Date(start.getTime() + 45 * 86_400_000)),
          },
          { schoolId, courseId: row.id, startsOn: "2027-09-01", endsOn: "2027-12-31" },
        ];
      }),
    );
  }
  return { schoolId, domain: `bench${index}.test`, ids };
}

/**
 * Two schools of `PROGRAMS_PER_SCHOOL` programs each, in the steady state autovacuum leaves (statistics for the
 * planner, a visibility map for index-only scans); the first is the one the benchmarks read.
 */
export async function seedCatalogue(db: Db): Promise<Awaited<ReturnType<typeof seedSchool>>> {
  const seeded = Date.now();
  const home = await seedSchool(db, 1);
  await seedSchool(db, 2);
  await db.execute(sql`vacuum analyze`);
  const counted = await db.execute(
    sql`select (select count(*) from courses)::int as programs, (select count(*) from course_rounds)::int as rounds`,
  );
  const sizes = (counted as unknown as { rows: { programs: number; rounds: number }[] }).rows[0]!;
  console.info(
    `PostgreSQL, ${sizes.programs} programs and ${sizes.rounds} rounds in 2 schools (seeded in ${Math.round((Date.now() - seeded) / 1000)} s)`,
  );
  return home;
}

/** Programs guests may open, spread over the school's catalogue. */
export async function visibleProgramIds(db: Db, schoolId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(sql`${courses.schoolId} = ${schoolId} and ${courses.show} and ${courses.id} % 97 = 0`)
    .limit(60);
  return rows.map((row) => row.id);
}
