import { inLanguage, type Lesson, type LessonDetail, type TranslateLang } from "@school/contracts";
import { readProgramLessons, relationFor, requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import type { ProgramLock } from "../../core/access/program-lock.js";
import { AppError } from "../../core/errors.js";
import { titlesOf } from "../../core/titles.js";
import type { Deps } from "../../deps.js";
import * as queries from "./lessons.queries.js";

/** Rows by a key, in their order (Map.groupBy is not in Node 20). */
export function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** A lesson row as the calls answer it, its name and description shown in `language` (decisions 0042, 0134). */
export const lessonView =
  (deps: Pick<Deps, "storage">, language: TranslateLang = "ru") =>
  (row: queries.LessonRow): Lesson => ({
    id: row.id,
    course_id: row.courseId,
    name: inLanguage(language, { ru: row.name, kk: row.nameKk, en: row.nameEn }),
    name_ru: row.name,
    name_kk: row.nameKk,
    name_en: row.nameEn,
    order: row.order,
    duration: row.duration,
    item_type: row.itemType,
    lesson_type: row.lessonType ?? null,
    description: inLanguage(language, { ru: row.description, kk: row.descriptionKk, en: row.descriptionEn }),
    description_ru: row.description,
    description_kk: row.descriptionKk,
    description_en: row.descriptionEn,
    timer: row.hasTimer,
    video: row.video ? deps.storage.url(row.video) : null,
    youtube_link: row.youtubeLink ?? null,
    live_start: row.liveStart ? row.liveStart.toISOString() : null,
    live_link: row.liveLink ?? null,
    locked: false,
  });

/**
 * A lesson of a program locked for its student (decision 0166): its name and place stay, so the student sees what
 * waits; its description, video and links do not leave the server.
 */
export const lockedLesson = <Shown extends Lesson>(lesson: Shown): Shown => ({
  ...lesson,
  description: "",
  description_ru: "",
  description_kk: "",
  description_en: "",
  video: null,
  youtube_link: null,
  live_link: null,
  locked: true,
});

type CourseTitles = Awaited<ReturnType<typeof queries.selectCourseTitles>>[number];
export const toCourse = (row: CourseTitles) => ({
  id: row.id,
  ...titlesOf(row),
});

type ExListRow = Awaited<ReturnType<typeof queries.selectExListsOf>>[number];
export const toExList = (row: ExListRow) => ({
  id: row.id,
  ...titlesOf(row),
  order: row.order,
  next: row.next,
  min_percent: row.minPercent,
  time_for_timer: row.timeForTimer ?? null,
});

/** The lesson a call names, in the caller's school (the route layer proved it exists; a race may still lose it). */
export async function loadLesson(actor: Actor, lessonId: number): Promise<queries.LessonRow> {
  const row = await queries.findLesson(actor, lessonId);
  if (!row) throw new AppError("not_found", "Lesson not found", { fields: { id: "Not found" } });
  return row;
}

/**
 * Reading a program's lessons: a student outside the program hears `not_bought` with the program's id, so the
 * reader is offered its price and Buy (or a request to the school) instead of a dead end (decision 0139); anyone
 * else refused hears the usual 403.
 */
export const requireProgramLessons = (actor: Actor, courseId: number): Promise<void> =>
  asProgramStudent(actor, { courseId, check: () => requireAccess(actor, "lesson.read", { courseId }) });

/**
 * The same for a program's lesson list, which a student held by the program lock still gets, its lessons locked:
 * the lock, or null when the lessons are open.
 */
export const programLessonsLock = (actor: Actor, courseId: number): Promise<ProgramLock | null> =>
  asProgramStudent(actor, { courseId, check: () => readProgramLessons(actor, courseId) });

async function asProgramStudent<T>(actor: Actor, input: { courseId: number; check: () => Promise<T> }): Promise<T> {
  const { courseId } = input;
  try {
    // Bought in instalments, a payment overdue past the plan's days closes them: 403 `instalment_overdue` (0166).
    return await input.check();
  } catch (error) {
    const student = relationFor(actor, "lesson.read") === "studentOfProgram";
    if (!(error instanceof AppError) || error.code !== "forbidden" || !student) throw error;
    throw new AppError("not_bought", "The program's lessons open once it is bought", {
      fields: { course_id: String(courseId) },
    });
  }
}

/** The lesson with its program's titles and its exercise lists, as the single-lesson calls answer it. */
export async function detailOf(
  actor: Actor,
  { language, row }: { language?: TranslateLang; row: queries.LessonRow },
): Promise<LessonDetail> {
  const [[course], exLists] = await Promise.all([
    queries.selectCourseTitles(actor, [row.courseId]),
    queries.selectExListsOf(actor, [row.id]),
  ]);
  if (!course) throw new AppError("not_found", "Program not found");
  return { ...lessonView(actor.deps, language)(row), course: toCourse(course), ex_lists: exLists.map(toExList) };
}

/** The lesson `lessonId` as it is now, in detail. */
export async function lessonDetail(
  actor: Actor,
  input: { lessonId: number; language?: TranslateLang },
): Promise<LessonDetail> {
  return detailOf(actor, { language: input.language, row: await loadLesson(actor, input.lessonId) });
}
