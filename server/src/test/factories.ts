import type { DictionaryKind } from "@school/contracts";
import type { Db } from "../db/client.js";
import {
  courseDocuments,
  courseRequirementCertificates,
  courseRounds,
  courses,
  DICTIONARY_TABLES,
  programFiles,
} from "../db/schema/index.js";

/** Small factories: each creates one object of a school with sensible defaults, for tests to build on. */
export async function newDictionaryEntry(
  db: Db,
  schoolId: number,
  kind: DictionaryKind,
  name?: string,
): Promise<number> {
  const table = DICTIONARY_TABLES[kind];
  const [row] = await db
    .insert(table)
    .values({ schoolId, name: name ?? `${kind} ${Math.random().toString(36).slice(2, 8)}` })
    .returning({ id: table.id });
  return row!.id;
}

export async function newCourse(
  db: Db,
  schoolId: number,
  fields: Partial<typeof courses.$inferInsert> = {},
): Promise<number> {
  const tagId = fields.tagId ?? (await newDictionaryEntry(db, schoolId, "tag"));
  const [row] = await db
    .insert(courses)
    .values({ schoolId, titleRu: "Программа", shortDescRu: "Кратко", fullDescRu: "Полностью", ...fields, tagId })
    .returning({ id: courses.id });
  return row!.id;
}

export async function newRound(db: Db, schoolId: number, courseId: number): Promise<number> {
  const [row] = await db
    .insert(courseRounds)
    .values({ schoolId, courseId, startsOn: "2026-01-01", endsOn: "2099-12-31" })
    .returning({ id: courseRounds.id });
  return row!.id;
}

export async function newRequirementCertificate(db: Db, schoolId: number, courseId: number): Promise<number> {
  const [row] = await db
    .insert(courseRequirementCertificates)
    .values({ schoolId, courseId, certificate: "IELTS", minScore: 6.5 })
    .returning({ id: courseRequirementCertificates.id });
  return row!.id;
}

export async function newCourseDocument(db: Db, schoolId: number, courseId: number): Promise<number> {
  const [row] = await db
    .insert(courseDocuments)
    .values({ schoolId, courseId, docName: "Passport" })
    .returning({ id: courseDocuments.id });
  return row!.id;
}

export async function newProgramFile(db: Db, input: { schoolId: number; courseId: number; userId: number }) {
  const [row] = await db
    .insert(programFiles)
    .values({ ...input, docName: "Passport", file: `program-files/${input.courseId}/passport.pdf` })
    .returning({ id: programFiles.id });
  return row!.id;
}
