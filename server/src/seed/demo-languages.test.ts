import { and, eq, ne, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.js";
import {
  courseDocuments,
  courses,
  exerciseLists,
  faqChapters,
  faqQuestions,
  legalDocuments,
  lessons,
  schoolNotices,
  studyGroups,
} from "../db/schema/index.js";
import { openTestDatabase } from "../test/test-database.js";
import { seedDemo } from "./demo.js";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
});
afterAll(() => database.close());

/** The rows of a table with any of the named texts empty, as `label: id` for the failure's message. */
const missing = (rows: { id: number; texts: string[] }[]) =>
  rows.filter((row) => row.texts.some((text) => text.trim() === "")).map((row) => row.id);

/**
 * The demo school reads in three languages (decision 0134): every name a reader sees, a lesson's description, the
 * documents a program asks for, the legal texts and the notices have their Kazakh and English text, not only the
 * Russian one, and none stacks the three languages in one field.
 */
describe("the demo in three languages", () => {
  it("names every program, lesson, list, group and program document in Kazakh and English", async () => {
    const db = database.db;
    const programs = await db.select().from(courses);
    expect(programs.length).toBeGreaterThan(0);
    expect(missing(programs.map((row) => ({ id: row.id, texts: [row.titleKk, row.titleEn] })))).toEqual([]);
    const lessonRows = await db.select().from(lessons);
    expect(lessonRows.length).toBeGreaterThan(0);
    expect(missing(lessonRows.map((row) => ({ id: row.id, texts: [row.nameKk, row.nameEn] })))).toEqual([]);
    const lists = await db.select().from(exerciseLists);
    expect(missing(lists.map((row) => ({ id: row.id, texts: [row.titleKk, row.titleEn] })))).toEqual([]);
    const groups = await db.select().from(studyGroups);
    expect(groups.length).toBeGreaterThan(0);
    expect(missing(groups.map((row) => ({ id: row.id, texts: [row.nameKk, row.nameEn] })))).toEqual([]);
    const documents = await db.select().from(courseDocuments);
    expect(documents.length).toBeGreaterThan(0);
    expect(missing(documents.map((row) => ({ id: row.id, texts: [row.docNameKk, row.docNameEn] })))).toEqual([]);
  });

  it("describes every lesson in each language apart, none stacked in one field", async () => {
    const described = await database.db.select().from(lessons).where(ne(lessons.description, ""));
    expect(described.length).toBeGreaterThan(0);
    expect(missing(described.map((row) => ({ id: row.id, texts: [row.descriptionKk, row.descriptionEn] })))).toEqual(
      [],
    );
    for (const row of described) expect(row.description, row.name).not.toContain("\n");
  });

  it("writes the legal texts, the notices and the FAQ in Kazakh and English", async () => {
    const db = database.db;
    const texts = await db.select().from(legalDocuments).where(eq(legalDocuments.format, "text"));
    expect(texts.length).toBeGreaterThan(0);
    expect(missing(texts.map((row) => ({ id: row.id, texts: [row.textKk, row.textEn] })))).toEqual([]);
    const notices = await db.select().from(schoolNotices);
    expect(notices.length).toBeGreaterThan(0);
    expect(
      missing(notices.map((row) => ({ id: row.id, texts: [row.titleKk, row.titleEn, row.bodyKk, row.bodyEn] }))),
    ).toEqual([]);
    for (const notice of notices) expect(notice.title, "one language in a title").not.toContain(" / ");
    const chapters = await db.select().from(faqChapters);
    expect(missing(chapters.map((row) => ({ id: row.id, texts: [row.titleKk, row.titleEn] })))).toEqual([]);
    const questions = await db.select().from(faqQuestions);
    expect(missing(questions.map((row) => ({ id: row.id, texts: [row.textKk, row.textEn] })))).toEqual([]);
  });

  it("translates, on the next start, a demo seeded while descriptions, documents and legal texts had one field", async () => {
    const db = database.db;
    const [lesson] = await db.select().from(lessons).where(eq(lessons.nameEn, "Introduction")).limit(1);
    const stacked = [lesson!.description, lesson!.descriptionKk, lesson!.descriptionEn].join("\n");
    await db
      .update(lessons)
      .set({ description: stacked, descriptionKk: "", descriptionEn: "" })
      .where(eq(lessons.id, lesson!.id));
    await db
      .update(courseDocuments)
      .set({ docNameKk: "", docNameEn: "" })
      .where(eq(courseDocuments.docName, "Паспорт"));
    await db.update(legalDocuments).set({ textKk: "", textEn: "" }).where(eq(legalDocuments.kind, "privacy"));

    await seedDemo(db);

    const [split] = await db.select().from(lessons).where(eq(lessons.id, lesson!.id));
    expect(split).toMatchObject({
      description: lesson!.description,
      descriptionKk: lesson!.descriptionKk,
      descriptionEn: lesson!.descriptionEn,
    });
    const untranslated = await db
      .select()
      .from(courseDocuments)
      .where(or(eq(courseDocuments.docNameKk, ""), eq(courseDocuments.docNameEn, "")));
    expect(untranslated).toEqual([]);
    const [privacy] = await db
      .select()
      .from(legalDocuments)
      .where(and(eq(legalDocuments.kind, "privacy"), ne(legalDocuments.textKk, "")));
    expect(privacy?.textEn).not.toBe("");
  });
});
