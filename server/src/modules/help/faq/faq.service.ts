import type { faqChapterBody, faqQuestionBody } from "@school/contracts";
import {
  FAQ_CHAPTERS_MAX,
  FAQ_QUESTIONS_MAX,
  type FaqAnswer,
  type FaqChapter,
  type FaqChapterRecord,
  type FaqEditorView,
  type FaqQuestionItem,
  type FaqQuestionRecord,
  type UiLanguage,
} from "@school/contracts";
import type { z } from "zod";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { richTextOf } from "../../../core/rich-text.js";
import { inTransaction, type Scope } from "../../../core/tenancy/scope.js";
import { titlesOf } from "../../../core/titles.js";
import type { ChapterRow, QuestionRow, Texts } from "./faq.queries.js";
import * as queries from "./faq.queries.js";

type ChapterBody = z.output<typeof faqChapterBody>;
type QuestionBody = z.output<typeof faqQuestionBody>;
const LANGUAGES = ["ru", "kk", "en"] as const satisfies readonly UiLanguage[];
const suffix = { ru: "Ru", kk: "Kk", en: "En" } as const;

/**
 * The language a reader of `language` is shown (decision 0060): theirs when its title is written, else the first of
 * ru, kk, en that is; the title and the text always come from the same language, so an answer never mixes two.
 */
function shownIn(row: Texts, language: UiLanguage) {
  const shown = row[`title${suffix[language]}`]
    ? language
    : (LANGUAGES.find((each) => row[`title${suffix[each]}`]) ?? language);
  return {
    title: row[`title${suffix[shown]}`],
    text: row[`text${suffix[shown]}`],
    language: shown,
    fallback: shown !== language,
  };
}

const notFound = (what: "chapter" | "question") =>
  new AppError("not_found", what === "chapter" ? "Chapter not found" : "Question not found");

/** `faq/list_chapter/`. */
export async function listChapters(actor: Actor, language: UiLanguage): Promise<FaqChapter[]> {
  const rows = await queries.chaptersWithCounts(actor);
  return rows.map(({ chapter, questions }) => ({ id: chapter.id, ...shownIn(chapter, language), questions }));
}

/** `faq/list_faq/{id}/`: another school's chapter is not found, as a missing one. */
export async function listQuestions(
  actor: Actor,
  input: { chapterId: number; language: UiLanguage },
): Promise<FaqQuestionItem[]> {
  const { chapterId, language } = input;
  if (!(await queries.chapter(actor, chapterId))) throw notFound("chapter");
  const rows = await queries.questions(actor, chapterId);
  return rows.map((row) => {
    const { text: _answer, ...shown } = shownIn(row, language);
    return { id: row.id, chapter_id: row.chapterId, ...shown };
  });
}

/** `faq/detail_faq/{id}/`. */
export async function answer(actor: Actor, input: { id: number; language: UiLanguage }): Promise<FaqAnswer> {
  const row = await queries.question(actor, input.id);
  if (!row) throw notFound("question");
  return { id: row.id, chapter_id: row.chapterId, ...shownIn(row, input.language) };
}

const texts = (body: ChapterBody | QuestionBody): Texts => ({
  titleRu: body.title_ru,
  titleKk: body.title_kk,
  titleEn: body.title_en,
  // Staff write plain text or simple HTML; either way only the allow-list's tags are stored.
  textRu: richTextOf(body.text_ru),
  textKk: richTextOf(body.text_kk),
  textEn: richTextOf(body.text_en),
});

const written = (row: Texts) => ({
  ...titlesOf(row),
  text_ru: row.textRu,
  text_kk: row.textKk,
  text_en: row.textEn,
});
const questionRecord = (row: QuestionRow): FaqQuestionRecord => ({
  id: row.id,
  chapter_id: row.chapterId,
  ...written(row),
});
const chapterRecord = (row: ChapterRow, questions: QuestionRow[]): FaqChapterRecord => ({
  id: row.id,
  ...written(row),
  questions: questions.filter((question) => question.chapterId === row.id).map(questionRecord),
});

/** `faq/manage/`: the editor's whole view. */
export async function editorView(scope: Scope): Promise<FaqEditorView> {
  const [chapters, questions] = await Promise.all([queries.chapters(scope), queries.questions(scope)]);
  return { chapters: chapters.map((chapter) => chapterRecord(chapter, questions)) };
}

export async function createChapter(actor: Actor, body: ChapterBody): Promise<FaqChapterRecord> {
  return inTransaction(actor, async (tx) => {
    if ((await queries.countChapters(tx)) >= FAQ_CHAPTERS_MAX) {
      throw new AppError("conflict", `A school keeps at most ${FAQ_CHAPTERS_MAX} chapters`);
    }
    return chapterRecord(await queries.insertChapter(tx, texts(body)), []);
  });
}

export async function updateChapter(actor: Actor, input: { id: number; body: ChapterBody }): Promise<FaqChapterRecord> {
  const { id, body } = input;
  const row = await queries.updateChapter(actor, { id, texts: texts(body) });
  if (!row) throw notFound("chapter");
  return chapterRecord(row, await queries.questions(actor, id));
}

export async function deleteChapter(actor: Actor, id: number): Promise<void> {
  if (!(await queries.deleteChapter(actor, id))) throw notFound("chapter");
}

/** The chapter a question goes to must be the school's: another school's answers 400 on the field, as a missing one. */
async function chapterOf(scope: Scope, chapterId: number): Promise<ChapterRow> {
  const row = await queries.chapter(scope, chapterId);
  if (!row) {
    throw new AppError("validation_failed", "Chapter not found", { fields: { chapter_id: "Chapter not found" } });
  }
  return row;
}

export async function createQuestion(actor: Actor, body: QuestionBody): Promise<FaqQuestionRecord> {
  return inTransaction(actor, async (tx) => {
    await chapterOf(tx, body.chapter_id);
    if ((await queries.countQuestions(tx, body.chapter_id)) >= FAQ_QUESTIONS_MAX) {
      throw new AppError("conflict", `A chapter keeps at most ${FAQ_QUESTIONS_MAX} questions`);
    }
    return questionRecord(await queries.insertQuestion(tx, { chapterId: body.chapter_id, texts: texts(body) }));
  });
}

export async function updateQuestion(
  actor: Actor,
  input: { id: number; body: QuestionBody },
): Promise<FaqQuestionRecord> {
  const { id, body } = input;
  return inTransaction(actor, async (tx) => {
    const current = await queries.question(tx, id);
    if (!current) throw notFound("question");
    await chapterOf(tx, body.chapter_id);
    const row = await queries.updateQuestion(tx, {
      id,
      chapterId: body.chapter_id,
      moved: body.chapter_id !== current.chapterId,
      texts: texts(body),
    });
    return questionRecord(row!);
  });
}

export async function deleteQuestion(actor: Actor, id: number): Promise<void> {
  if (!(await queries.deleteQuestion(actor, id))) throw notFound("question");
}

/** The order must name every item of the list exactly once: a partial or foreign list is refused, nothing moves. */
function sameItems(given: number[], existing: number[]): void {
  const known = new Set(existing);
  if (given.length !== existing.length || !given.every((id) => known.has(id))) {
    throw new AppError("validation_failed", "The order must name every item of the list once", {
      fields: { ids: "Every item of the list, each once" },
    });
  }
}

export async function reorderChapters(actor: Actor, ids: number[]): Promise<FaqEditorView> {
  await inTransaction(actor, async (tx) => {
    sameItems(
      ids,
      (await queries.chapters(tx)).map((row) => row.id),
    );
    await queries.setChapterOrder(tx, ids);
  });
  return editorView(actor);
}

export async function reorderQuestions(
  actor: Actor,
  order: { chapterId: number; ids: number[] },
): Promise<FaqEditorView> {
  const { chapterId, ids } = order;
  await inTransaction(actor, async (tx) => {
    if (!(await queries.chapter(tx, chapterId))) throw notFound("chapter");
    sameItems(
      ids,
      (await queries.questions(tx, chapterId)).map((row) => row.id),
    );
    await queries.setQuestionOrder(tx, { chapterId, ids });
  });
  return editorView(actor);
}
