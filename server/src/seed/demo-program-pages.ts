import { randomBytes } from "node:crypto";
import type { Translations } from "@school/contracts";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Storage } from "../core/storage/storage.js";
import type { Db } from "../db/client.js";
import { courseDocuments, courseMedia, courses, schools } from "../db/schema/index.js";
import { DEMO_PROGRAMS, type DemoProgram } from "./demo-catalogue.js";
import {
  campusSvg,
  type EncodedPicture,
  encodeLogo,
  encodePicture,
  logoSvg,
  type Palette,
  posterSvg,
  skylineSvg,
} from "./demo-images.js";

/** Each demo program's colours, in the catalogue's order: its poster and gallery are painted in them. */
const PALETTES: readonly Palette[] = [
  { from: "#0f766e", to: "#1e3a8a" },
  { from: "#6d28d9", to: "#1d4ed8" },
  { from: "#b45309", to: "#9f1239" },
  { from: "#be123c", to: "#4c0519" },
  { from: "#15803d", to: "#991b1b" },
  { from: "#0369a1", to: "#312e81" },
  { from: "#1d4ed8", to: "#9f1239" },
  { from: "#dc2626", to: "#7c2d12" },
];
/** The colours of each country's gallery: its sky at dusk. */
const COUNTRY_PALETTES: Record<DemoProgram["country"], Palette> = {
  Italy: { from: "#f59e0b", to: "#be185d" },
  Hungary: { from: "#0ea5e9", to: "#15803d" },
  Czechia: { from: "#6366f1", to: "#be123c" },
  Turkey: { from: "#f97316", to: "#7f1d1d" },
};
const SCHOOL_PALETTE: Palette = { from: "#2563eb", to: "#0f766e" };

/** The documents the demo's programs ask for, in Russian (their key), Kazakh and English (decision 0134). */
const DOCUMENTS = {
  passport: { ru: "Паспорт", kk: "Төлқұжат", en: "Passport" },
  bachelor: {
    ru: "Диплом бакалавра с приложением",
    kk: "Қосымшасы бар бакалавр дипломы",
    en: "Bachelor's diploma with transcript",
  },
  certificate: { ru: "Аттестат с апостилем", kk: "Апостильі бар аттестат", en: "School certificate with apostille" },
  letter: { ru: "Мотивационное письмо", kk: "Мотивациялық хат", en: "Motivation letter" },
  ielts: { ru: "Сертификат IELTS", kk: "IELTS сертификаты", en: "IELTS certificate" },
  imat: { ru: "Результат теста IMAT", kk: "IMAT тестінің нәтижесі", en: "IMAT test result" },
} as const satisfies Record<string, Translations>;

/**
 * The documents each program asks its applicants for: a master's asks for the bachelor's diploma instead of the
 * school certificate, a programme taught in English for IELTS.
 */
function requiredDocuments(program: DemoProgram): Translations[] {
  return [
    DOCUMENTS.passport,
    program.degree === "Master" ? DOCUMENTS.bachelor : DOCUMENTS.certificate,
    DOCUMENTS.letter,
    ...(program.language === "en" ? [DOCUMENTS.ielts] : []),
    ...(program.title.en.includes("Medicine") ? [DOCUMENTS.imat] : []),
  ];
}

/** A demo seeded while documents had one name gets the Kazakh and English names of those it still has as they were. */
async function translateDemoDocuments(db: Db, schoolId: number): Promise<void> {
  for (const names of Object.values(DOCUMENTS)) {
    await db
      .update(courseDocuments)
      .set({ docNameKk: names.kk, docNameEn: names.en })
      .where(
        and(
          eq(courseDocuments.schoolId, schoolId),
          eq(courseDocuments.docName, names.ru),
          eq(courseDocuments.docNameKk, ""),
          eq(courseDocuments.docNameEn, ""),
        ),
      );
  }
}

/** "Computer Science and Engineering" → "CS", "Architecture" → "Ar": two letters fit the poster. */
function initialsOf(title: string): string {
  const words = title.split(" ").filter((word) => !["and", "of"].includes(word));
  return words.length === 1
    ? words[0]!.slice(0, 2)
    : words
        .map((word) => word[0])
        .join("")
        .slice(0, 2);
}

/** A pair stored under `folder` as the upload calls store theirs: a random name, the thumbnail beside it. */
async function storePicture(storage: Storage, folder: string, picture: EncodedPicture) {
  const stem = `${folder}/${randomBytes(8).toString("hex")}`;
  const keys = { image: `${stem}.jpg`, thumb: `${stem}-thumb.jpg` };
  await storage.put(keys.image, picture.image, "image/jpeg");
  await storage.put(keys.thumb, picture.thumb, "image/jpeg");
  return keys;
}

/**
 * Every demo program's page shows something real: a poster and a two-picture gallery (a campus, a skyline) for each
 * program of the demo catalogue that has neither yet, the documents it asks for where it asks for none, and the
 * school's logo while it has none. Pictures need storage; without it (tests of the seed alone) only the documents
 * are written.
 */
export async function seedDemoProgramPages(db: Db, schoolId: number, storage?: Storage): Promise<void> {
  const titles = DEMO_PROGRAMS.map((program) => program.title.en);
  const rows = await db
    .select({ id: courses.id, titleEn: courses.titleEn, poster: courses.poster })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), inArray(courses.titleEn, titles)));
  const withDocuments = new Set(
    (
      await db
        .selectDistinct({ courseId: courseDocuments.courseId })
        .from(courseDocuments)
        .where(eq(courseDocuments.schoolId, schoolId))
    ).map((row) => row.courseId),
  );
  const withMedia = new Set(
    (
      await db
        .selectDistinct({ courseId: courseMedia.courseId })
        .from(courseMedia)
        .where(eq(courseMedia.schoolId, schoolId))
    ).map((row) => row.courseId),
  );
  const documents = rows
    .filter((row) => !withDocuments.has(row.id))
    .flatMap((row) => {
      const program = DEMO_PROGRAMS.find((demo) => demo.title.en === row.titleEn)!;
      return requiredDocuments(program).map((names) => ({
        schoolId,
        courseId: row.id,
        docName: names.ru,
        docNameKk: names.kk,
        docNameEn: names.en,
      }));
    });
  if (documents.length > 0) await db.insert(courseDocuments).values(documents);
  await translateDemoDocuments(db, schoolId);
  if (!storage) return;
  const bare = rows.filter((row) => row.poster === null && !withMedia.has(row.id));
  // A gallery shows the country, so programs in one country share its two scenes: drawn once, stored per program.
  const galleries = new Map<string, Promise<EncodedPicture[]>>();
  const galleryOf = (program: DemoProgram) => {
    if (!galleries.has(program.country)) {
      const palette = COUNTRY_PALETTES[program.country];
      const index = DEMO_PROGRAMS.indexOf(program);
      galleries.set(program.country, Promise.all([campusSvg(palette), skylineSvg(palette, index)].map(encodePicture)));
    }
    return galleries.get(program.country)!;
  };
  // Drawn side by side (sharp works on its own threads), written one program after another: PGlite has one
  // connection, and transactions on it must not interleave.
  const pictures = await Promise.all(
    bare.map(async (row) => {
      const index = DEMO_PROGRAMS.findIndex((demo) => demo.title.en === row.titleEn);
      const program = DEMO_PROGRAMS[index]!;
      const [poster, gallery] = await Promise.all([encodePicture(posterOf(program, index)), galleryOf(program)]);
      return { courseId: row.id, poster, gallery };
    }),
  );
  for (const picture of pictures) await pictureProgram(db, { schoolId, storage, ...picture });
  await seedDemoLogo(db, schoolId, storage);
}

function posterOf(program: DemoProgram, index: number): string {
  return posterSvg(PALETTES[index % PALETTES.length]!, initialsOf(program.title.en));
}

/** Stores a program's poster and gallery under the keys the upload calls use, then points the program at them. */
async function pictureProgram(
  db: Db,
  input: { schoolId: number; storage: Storage; courseId: number; poster: EncodedPicture; gallery: EncodedPicture[] },
): Promise<void> {
  const { schoolId, storage, courseId } = input;
  const posterKeys = await storePicture(storage, `posters/${courseId}`, input.poster);
  const galleryKeys = await Promise.all(
    input.gallery.map((picture) => storePicture(storage, `media/${courseId}`, picture)),
  );
  await db.transaction(async (tx) => {
    await tx
      .update(courses)
      .set({ poster: posterKeys.image, posterThumb: posterKeys.thumb })
      .where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)));
    await tx.insert(courseMedia).values(galleryKeys.map((keys, order) => ({ schoolId, courseId, ...keys, order })));
  });
}

/** The school's logo, as the settings' upload stores one (WebP under `schools/{id}/`), while the school has none. */
async function seedDemoLogo(db: Db, schoolId: number, storage: Storage): Promise<void> {
  const [school] = await db
    .select({ id: schools.id })
    .from(schools)
    .where(and(eq(schools.id, schoolId), isNull(schools.logo)));
  if (!school) return;
  const key = `schools/${schoolId}/logo-${randomBytes(8).toString("hex")}.webp`;
  await storage.put(key, await encodeLogo(logoSvg(SCHOOL_PALETTE, "DS")), "image/webp");
  await db.update(schools).set({ logo: key }).where(eq(schools.id, schoolId));
}
