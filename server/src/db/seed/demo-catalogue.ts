import { eq } from "drizzle-orm";
import type { Db } from "../client.js";
import {
  catalogCities,
  catalogDegrees,
  catalogFormats,
  catalogSpecialities,
  catalogTags,
  catalogUniversities,
  catalogUniverTags,
  courseRounds,
  courses,
} from "../schema/index.js";

type Names = Record<string, number>;

/** Inserts named entries into one dictionary and returns their ids by name. */
async function dictionary(
  db: Db,
  input: { table: typeof catalogDegrees | typeof catalogTags; schoolId: number; names: readonly string[] },
): Promise<Names> {
  const ids: Names = {};
  for (const name of input.names) {
    const [row] = await db
      .insert(input.table)
      .values({ schoolId: input.schoolId, name })
      .returning({ id: input.table.id });
    ids[name] = row!.id;
  }
  return ids;
}

const PROGRAMS = [
  ["Architecture", "Архитектура", "Сәулет", "Italy", "Milan", "Politecnico di Milano", "Bachelor", "en", 35000, 3900],
  [
    "Computer Science and Engineering",
    "Компьютерные науки",
    "Компьютерлік ғылымдар",
    "Italy",
    "Milan",
    "Politecnico di Milano",
    "Master",
    "en",
    35000,
    3900,
  ],
  [
    "Economics and Management",
    "Экономика и менеджмент",
    "Экономика және менеджмент",
    "Italy",
    "Bologna",
    "University of Bologna",
    "Bachelor",
    "it",
    30000,
    2800,
  ],
  [
    "Medicine and Surgery",
    "Медицина и хирургия",
    "Медицина және хирургия",
    "Italy",
    "Rome",
    "Sapienza University of Rome",
    "Master",
    "en",
    50000,
    3000,
  ],
  [
    "International Relations",
    "Международные отношения",
    "Халықаралық қатынастар",
    "Hungary",
    "Budapest",
    "Eötvös Loránd University",
    "Bachelor",
    "en",
    25000,
    4500,
  ],
  [
    "Data Science",
    "Наука о данных",
    "Деректер ғылымы",
    "Hungary",
    "Budapest",
    "Eötvös Loránd University",
    "Master",
    "en",
    25000,
    5200,
  ],
  ["Psychology", "Психология", "Психология", "Czechia", "Prague", "Charles University", "Bachelor", "cs", 20000, 0],
  [
    "Mechanical Engineering",
    "Машиностроение",
    "Машина жасау",
    "Turkey",
    "Istanbul",
    "Istanbul Technical University",
    "Bachelor",
    "tr",
    20000,
    1200,
  ],
] as const;

/**
 * A small believable catalogue for the demo school: four countries, their universities, eight programs with open
 * rounds. Runs only while the school has no programs, so it never touches a school's own data.
 */
export async function seedDemoCatalogue(db: Db, schoolId: number): Promise<void> {
  const [existing] = await db.select({ id: courses.id }).from(courses).where(eq(courses.schoolId, schoolId)).limit(1);
  if (existing) return;
  const tags = await dictionary(db, { table: catalogTags, schoolId, names: ["Italy", "Hungary", "Czechia", "Turkey"] });
  const degrees = await dictionary(db, { table: catalogDegrees, schoolId, names: ["Bachelor", "Master"] });
  const formats = await dictionary(db, { table: catalogFormats, schoolId, names: ["Full-time", "Online"] });
  const specialities = await dictionary(db, {
    table: catalogSpecialities,
    schoolId,
    names: ["Engineering", "Humanities", "Medicine"],
  });
  const univerTags = await dictionary(db, { table: catalogUniverTags, schoolId, names: ["Public", "QS Top 200"] });
  const cities: Names = {};
  const universities: Names = {};
  for (const [, , , country, city, university] of PROGRAMS) {
    if (!(city in cities)) {
      const [row] = await db.insert(catalogCities).values({ schoolId, name: city, tagId: tags[country] }).returning();
      cities[city] = row!.id;
    }
    if (!(university in universities)) {
      const [row] = await db
        .insert(catalogUniversities)
        .values({ schoolId, name: university, tagId: tags[country] })
        .returning();
      universities[university] = row!.id;
    }
  }
  const nextYear = new Date().getUTCFullYear() + 1;
  for (const [
    index,
    [titleEn, titleRu, titleKk, country, city, university, degree, language, cost, price],
  ] of PROGRAMS.entries()) {
    const [course] = await db
      .insert(courses)
      .values({
        schoolId,
        titleEn,
        titleRu,
        titleKk,
        shortDescEn: `${degree} programme at ${university}, taught in ${language.toUpperCase()}.`,
        shortDescRu: `Программа (${degree}) в ${university}.`,
        shortDescKk: `${university} бағдарламасы (${degree}).`,
        fullDescEn: `${titleEn} at ${university} in ${city}. Our curators help with documents, visa and housing.`,
        fullDescRu: `${titleRu}: ${university}, ${city}. Кураторы помогут с документами, визой и жильём.`,
        fullDescKk: `${titleKk}: ${university}, ${city}. Кураторлар құжаттар, виза және тұрғын үй мәселесінде көмектеседі.`,
        language,
        cost,
        price,
        priceCurrency: country === "Turkey" ? "USD" : "EUR",
        isFree: price === 0,
        tagId: tags[country]!,
        degreeId: degrees[degree],
        formatId: formats["Full-time"],
        universityId: universities[university],
        cityId: cities[city],
        specialityId:
          specialities[titleEn.includes("Medicine") ? "Medicine" : index % 2 ? "Engineering" : "Humanities"],
        univerTagId: univerTags[index < 4 ? "QS Top 200" : "Public"],
        country,
        propertyForm: "state",
        order: index,
      })
      .returning({ id: courses.id });
    await db.insert(courseRounds).values([
      { schoolId, courseId: course!.id, startsOn: `${nextYear - 1}-11-01`, endsOn: `${nextYear}-03-31` },
      { schoolId, courseId: course!.id, startsOn: `${nextYear}-04-01`, endsOn: `${nextYear}-06-30` },
    ]);
  }
}
