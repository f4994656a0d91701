import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage, type Storage } from "../core/storage/storage.js";
import { IMAGE_TYPES } from "../core/uploads.js";
import type { Database } from "../db/client.js";
import {
  courseDocuments,
  courseMedia,
  courses,
  exerciseLists,
  exercises,
  issuedDocuments,
  lessons,
  payments,
  programFiles,
  schools,
  schoolTariffs,
  studentDocuments,
  users,
  workActs,
} from "../db/schema/index.js";
import { pdfText } from "../test/pdf-text.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";

let database: Database;
let folder: string;
let storage: Storage;
beforeAll(async () => {
  database = await openTestDatabase();
  folder = await mkdtemp(join(tmpdir(), "demo-screens-"));
  storage = createLocalStorage(folder);
  await seedDemo(database.db, storage);
});
afterAll(async () => {
  await database.close();
  await rm(folder, { recursive: true, force: true });
});

/** What the stored file's bytes say it is, as the upload calls check it. */
const storedType = async (key: string | null) => {
  const data = key ? await storage.get(key) : null;
  return data ? (await fileTypeFromBuffer(data))?.mime : undefined;
};
const isImage = (mime: string | undefined) => (IMAGE_TYPES as readonly (string | undefined)[]).includes(mime);

const demoSchool = async () => {
  const [school] = await database.db.select().from(schools).where(eq(schools.domain, "localhost"));
  return school!;
};

/** Every row count the demo's screens read, to see that a second seed adds nothing. */
async function counts() {
  const tables = {
    courseDocuments,
    courseMedia,
    exerciseLists,
    exercises,
    issuedDocuments,
    lessons,
    programFiles,
    studentDocuments,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ total: count() }).from(table);
      return [name, row!.total] as const;
    }),
  );
  const [acts] = await database.db.select({ total: count() }).from(workActs);
  const [posters] = await database.db.select({ total: count() }).from(courses).where(isNotNull(courses.poster));
  return { ...Object.fromEntries(entries), acts: acts!.total, posters: posters!.total };
}

describe("the demo's screens", () => {
  it("give every program a poster, a gallery and required documents, stored as images the uploads accept", async () => {
    const programs = await database.db.select().from(courses);
    expect(programs).toHaveLength(8);
    for (const program of programs) {
      expect(isImage(await storedType(program.poster)), program.titleEn).toBe(true);
      expect(isImage(await storedType(program.posterThumb)), program.titleEn).toBe(true);
      const media = await database.db.select().from(courseMedia).where(eq(courseMedia.courseId, program.id));
      expect(media.length, program.titleEn).toBeGreaterThanOrEqual(2);
      for (const item of media) expect(isImage(await storedType(item.image))).toBe(true);
      const documents = await database.db
        .select()
        .from(courseDocuments)
        .where(eq(courseDocuments.courseId, program.id));
      expect(documents.length, program.titleEn).toBeGreaterThanOrEqual(3);
    }
  });

  it("give the school a logo", async () => {
    expect(isImage(await storedType((await demoSchool()).logo))).toBe(true);
  });

  it("give every program lessons, and every timed exam a timed list of tasks", async () => {
    const programs = await database.db.select({ id: courses.id }).from(courses);
    for (const program of programs) {
      const [row] = await database.db.select({ total: count() }).from(lessons).where(eq(lessons.courseId, program.id));
      expect(row!.total).toBeGreaterThanOrEqual(3);
    }
    const exams = await database.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.itemType, "exam"), eq(lessons.hasTimer, true)));
    expect(exams).toHaveLength(3);
    for (const exam of exams) {
      const lists = await database.db.select().from(exerciseLists).where(eq(exerciseLists.lessonId, exam.id));
      expect(lists).toHaveLength(1);
      expect(lists[0]!.timeForTimer).toBeGreaterThan(0);
      const [tasks] = await database.db
        .select({ total: count() })
        .from(exercises)
        .where(eq(exercises.exListId, lists[0]!.id));
      expect(tasks!.total).toBeGreaterThanOrEqual(5);
    }
  });

  it("give the demo student documents, acts and final documents, the files PDFs", async () => {
    const [student] = await database.db.select().from(users).where(eq(users.email, "student@demo.kz"));
    const documents = await database.db.select().from(studentDocuments).where(eq(studentDocuments.userId, student!.id));
    expect(documents.length).toBeGreaterThanOrEqual(3);
    for (const document of documents) expect(await storedType(document.file)).toBe("application/pdf");
    const acts = await database.db.select().from(workActs).where(eq(workActs.userId, student!.id));
    expect(acts.length).toBeGreaterThanOrEqual(1);
    const finals = await database.db.select().from(programFiles).where(eq(programFiles.userId, student!.id));
    expect(finals.length).toBeGreaterThanOrEqual(1);
    for (const final of finals) expect(await storedType(final.file)).toBe("application/pdf");
  });

  it("give the school a current tariff period and its payment history (decision 0055)", async () => {
    const school = await demoSchool();
    const periods = await database.db.select().from(schoolTariffs).where(eq(schoolTariffs.schoolId, school.id));
    expect(periods).toHaveLength(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(school.tariffActive).toBe(true);
    expect(school.tariffEndsOn! > today).toBe(true);
    expect(periods.some((period) => period.startsOn <= today && period.endsOn >= today)).toBe(true);
    const orders = await database.db
      .select()
      .from(payments)
      .where(and(eq(payments.schoolId, school.id), eq(payments.kind, "tariff")));
    expect(orders.map((order) => order.status).sort()).toEqual(["failed", "paid", "paid"]);
  });

  it("are seeded once: a second run adds nothing and keeps the files", async () => {
    const before = await counts();
    const logo = (await demoSchool()).logo;
    await seedDemo(database.db, storage);
    expect(await counts()).toEqual(before);
    expect((await demoSchool()).logo).toBe(logo);
  });

  it("give the demo student a contract to accept, an invoice and an act, each a stored PDF that prints the requisites", async () => {
    const documents = await database.db.select().from(issuedDocuments).orderBy(issuedDocuments.id);
    expect(documents.map((document) => [document.kind, document.status, document.acceptedAt])).toEqual([
      ["contract", "ready", null],
      ["invoice", "ready", null],
      ["act", "ready", null],
    ]);
    for (const document of documents) {
      const text = await pdfText((await storage.get(document.file!))!);
      expect(text).toContain("180540012343");
      expect(text).toContain(document.number);
    }
  });
});
