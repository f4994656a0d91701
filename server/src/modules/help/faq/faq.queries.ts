import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { byId, deleteInSchool, inSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { faqChapters, faqQuestions } from "../../../db/schema/index.js";

export type ChapterRow = typeof faqChapters.$inferSelect;
export type QuestionRow = typeof faqQuestions.$inferSelect;
export type Texts = Pick<ChapterRow, "titleRu" | "titleKk" | "titleEn" | "textRu" | "textKk" | "textEn">;

/** The school's chapters in order, each with its number of questions. */
export async function chaptersWithCounts(scope: Scope) {
  const questions = scope.db
    .select({ chapterId: faqQuestions.chapterId, questions: count().as("questions") })
    .from(faqQuestions)
    .where(inSchool(scope, faqQuestions))
    .groupBy(faqQuestions.chapterId)
    .as("question_counts");
  return scope.db
    .select({ chapter: faqChapters, questions: sql<number>`coalesce(${questions.questions}, 0)::int` })
    .from(faqChapters)
    .leftJoin(questions, eq(questions.chapterId, faqChapters.id))
    .where(inSchool(scope, faqChapters))
    .orderBy(asc(faqChapters.position), asc(faqChapters.id));
}

export async function chapters(scope: Scope): Promise<ChapterRow[]> {
  return scope.db
    .select()
    .from(faqChapters)
    .where(inSchool(scope, faqChapters))
    .orderBy(asc(faqChapters.position), asc(faqChapters.id));
}

export async function chapter(scope: Scope, id: number): Promise<ChapterRow | null> {
  const row = await rowById(scope, { table: faqChapters, id });
  return row ?? null;
}

/** Every question of the school in order (the editor's view), or one chapter's. */
export async function questions(scope: Scope, chapterId?: number): Promise<QuestionRow[]> {
  return scope.db
    .select()
    .from(faqQuestions)
    .where(
      chapterId === undefined
        ? inSchool(scope, faqQuestions)
        : and(inSchool(scope, faqQuestions), eq(faqQuestions.chapterId, chapterId)),
    )
    .orderBy(asc(faqQuestions.chapterId), asc(faqQuestions.position), asc(faqQuestions.id));
}

export async function question(scope: Scope, id: number): Promise<QuestionRow | null> {
  const row = await rowById(scope, { table: faqQuestions, id });
  return row ?? null;
}

/** The next position at the end of the school's chapters, or of one chapter's questions. */
async function nextPosition(scope: Scope, chapterId?: number): Promise<number> {
  const [row] =
    chapterId === undefined
      ? await scope.db
          .select({ last: sql<number | null>`max(${faqChapters.position})` })
          .from(faqChapters)
          .where(inSchool(scope, faqChapters))
      : await scope.db
          .select({ last: sql<number | null>`max(${faqQuestions.position})` })
          .from(faqQuestions)
          .where(and(inSchool(scope, faqQuestions), eq(faqQuestions.chapterId, chapterId)));
  return (row?.last ?? 0) + 1;
}

export async function countChapters(scope: Scope): Promise<number> {
  const [row] = await scope.db.select({ count: count() }).from(faqChapters).where(inSchool(scope, faqChapters));
  return row?.count ?? 0;
}

export async function countQuestions(scope: Scope, chapterId: number): Promise<number> {
  const [row] = await scope.db
    .select({ count: count() })
    .from(faqQuestions)
    .where(and(inSchool(scope, faqQuestions), eq(faqQuestions.chapterId, chapterId)));
  return row?.count ?? 0;
}

export async function insertChapter(scope: Scope, texts: Texts): Promise<ChapterRow> {
  const position = await nextPosition(scope);
  const [row] = await scope.db
    .insert(faqChapters)
    .values({ schoolId: scope.schoolId, position, ...texts })
    .returning();
  return row!;
}

export async function updateChapter(scope: Scope, change: { id: number; texts: Texts }): Promise<ChapterRow | null> {
  const [row] = await scope.db
    .update(faqChapters)
    .set(change.texts)
    .where(byId(scope, faqChapters, change.id))
    .returning();
  return row ?? null;
}

export async function deleteChapter(scope: Scope, id: number): Promise<boolean> {
  return deleteInSchool(scope, { table: faqChapters, id });
}

export async function insertQuestion(scope: Scope, input: { chapterId: number; texts: Texts }): Promise<QuestionRow> {
  const { chapterId, texts } = input;
  const position = await nextPosition(scope, chapterId);
  const [row] = await scope.db
    .insert(faqQuestions)
    .values({ schoolId: scope.schoolId, chapterId, position, ...texts })
    .returning();
  return row!;
}

/** Changes a question; a move to another chapter puts it at that chapter's end. */
export async function updateQuestion(
  scope: Scope,
  input: { id: number; chapterId: number; moved: boolean; texts: Texts },
): Promise<QuestionRow | null> {
  const position = input.moved ? { position: await nextPosition(scope, input.chapterId) } : {};
  const [row] = await scope.db
    .update(faqQuestions)
    .set({ chapterId: input.chapterId, ...position, ...input.texts })
    .where(byId(scope, faqQuestions, input.id))
    .returning();
  return row ?? null;
}

export async function deleteQuestion(scope: Scope, id: number): Promise<boolean> {
  return deleteInSchool(scope, { table: faqQuestions, id });
}

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]`;

/** Writes positions 1..n in the order of `ids` (all of them rows of the scope's school, checked by the caller). */
export async function setChapterOrder(scope: Scope, ids: number[]): Promise<void> {
  await scope.db
    .update(faqChapters)
    .set({ position: sql`array_position(${intArray(ids)}, ${faqChapters.id})` })
    .where(and(inSchool(scope, faqChapters), inArray(faqChapters.id, ids)));
}

/** Writes positions 1..n in the order of `ids` within the chapter (checked by the caller, as the chapters' are). */
export async function setQuestionOrder(scope: Scope, order: { chapterId: number; ids: number[] }): Promise<void> {
  const { chapterId, ids } = order;
  await scope.db
    .update(faqQuestions)
    .set({ position: sql`array_position(${intArray(ids)}, ${faqQuestions.id})` })
    .where(and(inSchool(scope, faqQuestions), eq(faqQuestions.chapterId, chapterId), inArray(faqQuestions.id, ids)));
}
