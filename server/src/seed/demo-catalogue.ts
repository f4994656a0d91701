import type { Translations } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../core/db-errors.js";
import type { Db } from "../db/client.js";
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
} from "../db/schema/index.js";

const names = (ru: string, kk: string, en: string): Translations => ({ ru, kk, en });

/** The demo's dictionaries in three languages, each entry keyed by its English name. */
const COUNTRIES = {
  Italy: names("Италия", "Италия", "Italy"),
  Hungary: names("Венгрия", "Венгрия", "Hungary"),
  Czechia: names("Чехия", "Чехия", "Czechia"),
  Turkey: names("Турция", "Түркия", "Turkey"),
};
type Country = keyof typeof COUNTRIES;
const CITIES = {
  Milan: names("Милан", "Милан", "Milan"),
  Bologna: names("Болонья", "Болонья", "Bologna"),
  Rome: names("Рим", "Рим", "Rome"),
  Budapest: names("Будапешт", "Будапешт", "Budapest"),
  Prague: names("Прага", "Прага", "Prague"),
  Istanbul: names("Стамбул", "Стамбұл", "Istanbul"),
};
const UNIVERSITIES = {
  "Politecnico di Milano": names(
    "Миланский политехнический университет",
    "Милан политехникалық университеті",
    "Politecnico di Milano",
  ),
  "University of Bologna": names("Болонский университет", "Болонья университеті", "University of Bologna"),
  "Sapienza University of Rome": names(
    "Римский университет Ла Сапиенца",
    "Рим Сапиенца университеті",
    "Sapienza University of Rome",
  ),
  "Eötvös Loránd University": names(
    "Университет Этвёша Лоранда",
    "Этвёш Лоранд университеті",
    "Eötvös Loránd University",
  ),
  "Charles University": names("Карлов университет", "Карл университеті", "Charles University"),
  "Istanbul Technical University": names(
    "Стамбульский технический университет",
    "Стамбұл техникалық университеті",
    "Istanbul Technical University",
  ),
};
const DEGREES = {
  Bachelor: names("Бакалавриат", "Бакалавриат", "Bachelor"),
  Master: names("Магистратура", "Магистратура", "Master"),
};
const FORMATS = {
  "Full-time": names("Очная", "Күндізгі", "Full-time"),
  Online: names("Онлайн", "Онлайн", "Online"),
};
const SPECIALITIES = {
  Engineering: names("Инженерия", "Инженерия", "Engineering"),
  Humanities: names("Гуманитарные науки", "Гуманитарлық ғылымдар", "Humanities"),
  Medicine: names("Медицина", "Медицина", "Medicine"),
};
const UNIVER_TAGS = {
  Public: names("Государственный", "Мемлекеттік", "Public"),
  "QS Top 200": names("QS Топ-200", "QS Топ-200", "QS Top 200"),
};
/** How each language says "taught in …". */
const TAUGHT_IN: Record<string, Translations> = {
  en: names("на английском языке", "ағылшын тілінде", "in English"),
  it: names("на итальянском языке", "итальян тілінде", "in Italian"),
  cs: names("на чешском языке", "чех тілінде", "in Czech"),
  tr: names("на турецком языке", "түрік тілінде", "in Turkish"),
};

type DictionaryTable =
  | typeof catalogTags
  | typeof catalogDegrees
  | typeof catalogFormats
  | typeof catalogSpecialities
  | typeof catalogUniverTags
  | typeof catalogCities
  | typeof catalogUniversities;

/** Every demo dictionary with its table, for seeding and for translating an older demo's entries. */
const DEMO_DICTIONARIES: { table: DictionaryTable; entries: Record<string, Translations> }[] = [
  { table: catalogTags, entries: COUNTRIES },
  { table: catalogCities, entries: CITIES },
  { table: catalogUniversities, entries: UNIVERSITIES },
  { table: catalogDegrees, entries: DEGREES },
  { table: catalogFormats, entries: FORMATS },
  { table: catalogSpecialities, entries: SPECIALITIES },
  { table: catalogUniverTags, entries: UNIVER_TAGS },
];

const nameColumns = (entry: Translations) => ({ nameRu: entry.ru, nameKk: entry.kk, nameEn: entry.en });

/** Inserts one dictionary's entries and returns their ids by English name. */
async function dictionary<Key extends string>(
  db: Db,
  input: { table: DictionaryTable; schoolId: number; entries: Record<Key, Translations> },
): Promise<Record<Key, number>> {
  const ids = {} as Record<Key, number>;
  for (const [key, entry] of Object.entries(input.entries) as [Key, Translations][]) {
    const [row] = await db
      .insert(input.table)
      .values({ schoolId: input.schoolId, ...nameColumns(entry) })
      .returning({ id: input.table.id });
    ids[key] = row!.id;
  }
  return ids;
}

export type DemoProgram = {
  title: Translations;
  country: Country;
  city: keyof typeof CITIES;
  university: keyof typeof UNIVERSITIES;
  degree: keyof typeof DEGREES;
  language: string;
  cost: number;
  price: number;
};

/** The demo catalogue's programs, in the catalogue's order. */
export const DEMO_PROGRAMS: readonly DemoProgram[] = [
  {
    title: names("Архитектура", "Сәулет", "Architecture"),
    country: "Italy",
    city: "Milan",
    university: "Politecnico di Milano",
    degree: "Bachelor",
    language: "en",
    cost: 35000,
    price: 3900,
  },
  {
    title: names("Компьютерные науки", "Компьютерлік ғылымдар", "Computer Science and Engineering"),
    country: "Italy",
    city: "Milan",
    university: "Politecnico di Milano",
    degree: "Master",
    language: "en",
    cost: 35000,
    price: 3900,
  },
  {
    title: names("Экономика и менеджмент", "Экономика және менеджмент", "Economics and Management"),
    country: "Italy",
    city: "Bologna",
    university: "University of Bologna",
    degree: "Bachelor",
    language: "it",
    cost: 30000,
    price: 2800,
  },
  {
    title: names("Медицина и хирургия", "Медицина және хирургия", "Medicine and Surgery"),
    country: "Italy",
    city: "Rome",
    university: "Sapienza University of Rome",
    degree: "Master",
    language: "en",
    cost: 50000,
    price: 3000,
  },
  {
    title: names("Международные отношения", "Халықаралық қатынастар", "International Relations"),
    country: "Hungary",
    city: "Budapest",
    university: "Eötvös Loránd University",
    degree: "Bachelor",
    language: "en",
    cost: 25000,
    price: 4500,
  },
  {
    title: names("Наука о данных", "Деректер ғылымы", "Data Science"),
    country: "Hungary",
    city: "Budapest",
    university: "Eötvös Loránd University",
    degree: "Master",
    language: "en",
    cost: 25000,
    price: 5200,
  },
  {
    title: names("Психология", "Психология", "Psychology"),
    country: "Czechia",
    city: "Prague",
    university: "Charles University",
    degree: "Bachelor",
    language: "cs",
    cost: 20000,
    price: 0,
  },
  {
    title: names("Машиностроение", "Машина жасау", "Mechanical Engineering"),
    country: "Turkey",
    city: "Istanbul",
    university: "Istanbul Technical University",
    degree: "Bachelor",
    language: "tr",
    cost: 20000,
    price: 1200,
  },
];

/** A program's texts in the three languages, built from its translated descriptors. */
function programTexts(program: DemoProgram) {
  const university = UNIVERSITIES[program.university];
  const city = CITIES[program.city];
  const degree = DEGREES[program.degree];
  const taught = TAUGHT_IN[program.language]!;
  return {
    titleRu: program.title.ru,
    titleKk: program.title.kk,
    titleEn: program.title.en,
    shortDescRu: `${degree.ru}: ${university.ru}, обучение ${taught.ru}.`,
    shortDescKk: `${degree.kk}: ${university.kk}, оқу ${taught.kk}.`,
    shortDescEn: `${degree.en} programme at ${university.en}, taught ${taught.en}.`,
    fullDescRu: `${program.title.ru}: ${university.ru}, ${city.ru}. Кураторы помогут с документами, визой и жильём.`,
    fullDescKk: `${program.title.kk}: ${university.kk}, ${city.kk}. Кураторлар құжаттар, виза және тұрғын үй мәселесінде көмектеседі.`,
    fullDescEn: `${program.title.en} at ${university.en} in ${city.en}. Our curators help with documents, visa and housing.`,
  };
}

/**
 * A small believable catalogue for the demo school: four countries, their universities, eight programs with open
 * rounds, every name and text in Russian, Kazakh and English. Runs only while the school has no programs, so it
 * never touches a school's own data.
 */
export async function seedDemoCatalogue(db: Db, schoolId: number): Promise<void> {
  const [existing] = await db.select({ id: courses.id }).from(courses).where(eq(courses.schoolId, schoolId)).limit(1);
  if (existing) return;
  const tags = await dictionary(db, { table: catalogTags, schoolId, entries: COUNTRIES });
  const degrees = await dictionary(db, { table: catalogDegrees, schoolId, entries: DEGREES });
  const formats = await dictionary(db, { table: catalogFormats, schoolId, entries: FORMATS });
  const specialities = await dictionary(db, { table: catalogSpecialities, schoolId, entries: SPECIALITIES });
  const univerTags = await dictionary(db, { table: catalogUniverTags, schoolId, entries: UNIVER_TAGS });
  const cities: Partial<Record<DemoProgram["city"], number>> = {};
  const universities: Partial<Record<DemoProgram["university"], number>> = {};
  for (const program of DEMO_PROGRAMS) {
    const tagId = tags[program.country];
    if (cities[program.city] === undefined) {
      const [row] = await db
        .insert(catalogCities)
        .values({ schoolId, ...nameColumns(CITIES[program.city]), tagId })
        .returning();
      cities[program.city] = row!.id;
    }
    if (universities[program.university] === undefined) {
      const [row] = await db
        .insert(catalogUniversities)
        .values({ schoolId, ...nameColumns(UNIVERSITIES[program.university]), tagId })
        .returning();
      universities[program.university] = row!.id;
    }
  }
  const nextYear = new Date().getUTCFullYear() + 1;
  for (const [index, program] of DEMO_PROGRAMS.entries()) {
    const [course] = await db
      .insert(courses)
      .values({
        schoolId,
        ...programTexts(program),
        language: program.language,
        cost: program.cost,
        price: program.price,
        priceCurrency: program.country === "Turkey" ? "USD" : "EUR",
        isFree: program.price === 0,
        tagId: tags[program.country],
        country: program.country,
        degreeId: degrees[program.degree],
        formatId: formats["Full-time"],
        universityId: universities[program.university],
        cityId: cities[program.city],
        specialityId:
          specialities[program.title.en.includes("Medicine") ? "Medicine" : index % 2 ? "Engineering" : "Humanities"],
        univerTagId: univerTags[index < 4 ? "QS Top 200" : "Public"],
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

/**
 * A demo seeded before names had three languages holds its English names as the Russian one (migration 0008's
 * backfill). Each entry still exactly so, with no other name, gets the demo's translations; an entry the school
 * renamed or translated is left alone, and a second run finds nothing to change.
 */
export async function translateOlderDemoCatalogue(db: Db, schoolId: number): Promise<void> {
  for (const { table, entries } of DEMO_DICTIONARIES) {
    for (const [english, entry] of Object.entries(entries)) {
      try {
        await db
          .update(table)
          .set(nameColumns(entry))
          .where(
            and(eq(table.schoolId, schoolId), eq(table.nameRu, english), eq(table.nameKk, ""), eq(table.nameEn, "")),
          );
      } catch (error) {
        // The school has an entry of its own with one of these names: theirs wins, this one stays as it was.
        if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      }
    }
  }
}
