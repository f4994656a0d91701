import { randomBytes } from "node:crypto";
import {
  type CourseLessons,
  inLanguage,
  LESSON_PAGE_SIZE,
  LESSON_SEARCH_PAGE_SIZE,
  type Lesson,
  type LessonBody,
  type LessonCopyBody,
  type LessonCount,
  type LessonDetail,
  type LessonReorderBody,
  type LessonReport,
  type LessonReportBody,
  type LessonSearchPage,
  type LessonSearchQuery,
  type LessonUpdateBody,
  livestreamProblems,
  type TranslateLang,
  VIDEO_TYPES,
} from "@school/contracts";
import { and, eq, sql } from "drizzle-orm";
import { type Actor, accessFilter, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError } from "../../core/errors.js";
import { drfPage, pageWindow, rowsOfPage } from "../../core/pagination.js";
import { schoolDayOf } from "../../core/school-day.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import { receiveUploadToDisk } from "../../core/uploads.js";
import { courseMembers, courses, lessons, users } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { loadCourse } from "../course/program/program.service.js";
import * as queries from "./lessons.queries.js";
import { progressReportMail } from "./progress-report.mail.js";

/** `language`: what `name` is shown in (`translate_lang`, Russian when left out; decision 0042). */
type Target = { schoolId: number; caller: Caller; language?: TranslateLang };

/** Rows by a key, in their order (Map.groupBy is not in Node 20). */
function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

/**
 * A user's lesson progress per program: students their own, teachers their students' in the programs they teach,
 * staff anyone's (`progress.read`). Without a program: every program the user studies. With one: that program, member or not, so staff
 * can look before the user is attached.
 */
export async function lessonCounts(
  deps: Deps,
  target: { schoolId: number; caller: Caller; userId: number; courseId?: number },
): Promise<LessonCount[]> {
  const { caller, schoolId, courseId, userId } = target;
  const actor = { db: deps.db, schoolId, caller };
  if (courseId !== undefined) await loadCourse(actor, courseId);
  await requireAccess(actor, "progress.read", { userId, courseId });
  const rows = await queries.selectLessonCounts(actor, {
    userId,
    courseId,
    visible: accessFilter(actor, "progress.read", { courseId: courses.id, userId: sql`${userId}::int` }),
  });
  return rows.map((row) => ({
    course_id: row.courseId,
    title_ru: row.titleRu,
    title_kk: row.titleKk,
    title_en: row.titleEn,
    lessons_count: row.lessonsCount,
    completed_count: row.completedCount,
  }));
}

/** A lesson row as the calls answer it, its name shown in `language` (Russian when not given). */
const lessonView =
  (deps: Deps, language: TranslateLang = "ru") =>
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
    description: row.description,
    timer: row.hasTimer,
    video: row.video ? deps.storage.url(row.video) : null,
    youtube_link: row.youtubeLink ?? null,
    live_start: row.liveStart ? row.liveStart.toISOString() : null,
    live_link: row.liveLink ?? null,
  });

type CourseTitles = Awaited<ReturnType<typeof queries.selectCourseTitles>>[number];
const toCourse = (row: CourseTitles) => ({
  id: row.id,
  title_ru: row.titleRu,
  title_kk: row.titleKk,
  title_en: row.titleEn,
});

type ExListRow = Awaited<ReturnType<typeof queries.selectExListsOf>>[number];
const toExList = (row: ExListRow) => ({
  id: row.id,
  title_ru: row.titleRu,
  title_kk: row.titleKk,
  title_en: row.titleEn,
  order: row.order,
  next: row.next,
  min_percent: row.minPercent,
  time_for_timer: row.timeForTimer ?? null,
});

/** The lesson a call names, in the caller's school (the route layer proved it exists; a race may still lose it). */
async function loadLesson(deps: Deps, target: { schoolId: number; lessonId: number }) {
  const row = await queries.findLesson({ db: deps.db, schoolId: target.schoolId }, target.lessonId);
  if (!row) throw new AppError("not_found", "Lesson not found", { fields: { id: "Not found" } });
  return row;
}

async function detailOf(
  deps: Deps,
  { schoolId, language, row }: { schoolId: number; language?: TranslateLang; row: queries.LessonRow },
): Promise<LessonDetail> {
  const scope = { db: deps.db, schoolId };
  const [[course], exLists] = await Promise.all([
    queries.selectCourseTitles(scope, [row.courseId]),
    queries.selectExListsOf(scope, [row.id]),
  ]);
  if (!course) throw new AppError("not_found", "Program not found");
  return { ...lessonView(deps, language)(row), course: toCourse(course), ex_lists: exLists.map(toExList) };
}

export async function getLesson(deps: Deps, target: Target & { lessonId: number }): Promise<LessonDetail> {
  const row = await loadLesson(deps, target);
  await requireAccess(actorOf(deps, target), "lesson.read", { courseId: row.courseId });
  return detailOf(deps, { ...target, row });
}

/** `all/`: lessons of the programs the caller may see, narrowed by the catalogue's program filters. */
export async function searchLessons(
  deps: Deps,
  target: Target & { query: LessonSearchQuery; requestUrl: string },
): Promise<LessonSearchPage> {
  const actor = actorOf(deps, target);
  const input = {
    conditions: queries.searchConditions(
      target.query,
      await schoolDayOf({ db: deps.db, schoolId: target.schoolId, deps: deps }),
    ),
    visible: accessFilter(actor, "lesson.read", { courseId: lessons.courseId }),
  };
  const window = pageWindow(target.query.page, LESSON_SEARCH_PAGE_SIZE);
  const [count, rows] = await Promise.all([
    queries.countSearch(actor, input),
    rowsOfPage({
      window,
      selectIds: (page) => queries.selectSearchIds(actor, { ...input, window: page }),
      loadRows: (ids) => queries.selectLessonsByIds(actor, ids),
    }),
  ]);
  const titles = await queries.selectCourseTitles(actor, [...new Set(rows.map((row) => row.courseId))]);
  const toLesson = lessonView(deps, target.language);
  const courseById = new Map(titles.map((row) => [row.id, toCourse(row)]));
  return drfPage({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl: target.requestUrl,
    page: target.query.page,
    pageSize: LESSON_SEARCH_PAGE_SIZE,
    count,
    results: rows.flatMap((row) => {
      const course = courseById.get(row.courseId);
      return course ? [{ ...toLesson(row), course }] : [];
    }),
  });
}

export async function listProgramLessons(
  deps: Deps,
  target: Target & { courseId: number; page: number; requestUrl: string },
) {
  const actor = actorOf(deps, target);
  await requireAccess(actor, "lesson.read", { courseId: target.courseId });
  const [count, rows] = await Promise.all([
    queries.countCourseLessons(actor, target.courseId),
    queries.selectCourseLessons(actor, target.courseId, pageWindow(target.page, LESSON_PAGE_SIZE)),
  ]);
  return drfPage({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl: target.requestUrl,
    page: target.page,
    pageSize: LESSON_PAGE_SIZE,
    count,
    results: rows.map(lessonView(deps, target.language)),
  });
}

/** The course view: every lesson with its exercise lists and the caller's own completion. */
export async function courseLessons(deps: Deps, target: Target & { courseId: number }): Promise<CourseLessons> {
  const actor = actorOf(deps, target);
  await requireAccess(actor, "lesson.read", { courseId: target.courseId });
  const [rows, [course]] = await Promise.all([
    queries.selectCourseLessons(actor, target.courseId),
    queries.selectCourseTitles(actor, [target.courseId]),
  ]);
  if (!course) throw new AppError("not_found", "Program not found");
  const ids = rows.map((row) => row.id);
  const [exLists, completed] = await Promise.all([
    queries.selectExListsOf(actor, ids),
    queries.completedLessonIds(actor, target.caller.userId, ids),
  ]);
  const listsByLesson = groupBy(exLists, (row) => row.lessonId);
  const toLesson = lessonView(deps, target.language);
  return {
    course: toCourse(course),
    lessons: rows.map((row) => ({
      ...toLesson(row),
      ex_lists: (listsByLesson.get(row.id) ?? []).map(toExList),
      completed: completed.has(row.id),
    })),
    lessons_count: rows.length,
    completed_count: completed.size,
  };
}

/** The body's fields as columns (only those sent). */
function toColumns(body: Partial<LessonUpdateBody>): queries.LessonColumns {
  const columns: queries.LessonColumns = {};
  if (body.name !== undefined) columns.name = body.name;
  if (body.name_kk !== undefined) columns.nameKk = body.name_kk;
  if (body.name_en !== undefined) columns.nameEn = body.name_en;
  if (body.order !== undefined) columns.order = body.order;
  if (body.duration !== undefined) columns.duration = body.duration;
  if (body.item_type !== undefined) columns.itemType = body.item_type;
  if (body.lesson_type !== undefined) columns.lessonType = body.lesson_type;
  if (body.description !== undefined) columns.description = body.description;
  if (body.timer !== undefined) columns.hasTimer = body.timer;
  if (body.youtube_link !== undefined) columns.youtubeLink = body.youtube_link;
  if (body.live_start !== undefined) columns.liveStart = body.live_start === null ? null : new Date(body.live_start);
  if (body.live_link !== undefined) columns.liveLink = body.live_link;
  return columns;
}

export async function createLesson(deps: Deps, target: Target & { body: LessonBody }): Promise<LessonDetail> {
  const { course_id: courseId, order, ...fields } = target.body;
  await loadCourse(actorOf(deps, target), courseId);
  await requireAccess(actorOf(deps, target), "lesson.manage", { courseId });
  const lessonId = await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    await queries.lockCourse(scope, courseId);
    return queries.insertLesson(scope, {
      ...toColumns(fields),
      name: fields.name,
      courseId,
      order: order ?? (await queries.nextOrder(scope, courseId)),
    });
  });
  return detailOf(deps, { ...target, row: await loadLesson(deps, { schoolId: target.schoolId, lessonId }) });
}

export async function updateLesson(
  deps: Deps,
  target: Target & { lessonId: number; body: LessonUpdateBody },
): Promise<LessonDetail> {
  const current = await loadLesson(deps, target);
  await requireAccess(actorOf(deps, target), "lesson.manage", { courseId: current.courseId });
  const { video, ...fields } = target.body;
  // The lesson as it will be must still be whole: a livestream keeps its start and link.
  const problems = livestreamProblems({
    item_type: fields.item_type ?? current.itemType,
    live_start: fields.live_start !== undefined ? fields.live_start : current.liveStart?.toISOString(),
    live_link: fields.live_link !== undefined ? fields.live_link : current.liveLink,
  });
  if (Object.keys(problems).length > 0) {
    throw new AppError("validation_failed", "A livestream needs its start and join link", { fields: problems });
  }
  const columns = toColumns(fields);
  if (video === null) columns.video = null;
  await queries.updateLessonRow({ db: deps.db, schoolId: target.schoolId }, target.lessonId, columns);
  if (video === null) await removeStoredFiles(deps, [current.video]);
  return detailOf(deps, { ...target, row: await loadLesson(deps, target) });
}

const MB = 1024 * 1024;

/**
 * Receives the video to a temporary file (never into memory), checks its size and type, stores it and then points
 * the lesson at it; the previous video is removed once the new one is recorded. Refused: nothing is stored.
 */
export async function uploadVideo(
  deps: Deps,
  target: Target & { lessonId: number; request: Parameters<typeof receiveUploadToDisk>[0] },
): Promise<LessonDetail> {
  const current = await loadLesson(deps, target);
  await requireAccess(actorOf(deps, target), "lesson.manage", { courseId: current.courseId });
  const limitMb = deps.env.VIDEO_UPLOAD_LIMIT_MB;
  const upload = await receiveUploadToDisk(target.request, {
    allowed: VIDEO_TYPES,
    maxBytes: limitMb * MB,
    fields: ["video", "file"],
  });
  const ext = upload.mime === "video/quicktime" ? "mov" : upload.mime === "video/webm" ? "webm" : "mp4";
  const key = `lessons/${current.courseId}/${current.id}-${randomBytes(8).toString("hex")}.${ext}`;
  try {
    await deps.storage.putFile(key, upload.path, upload.mime);
  } finally {
    await upload.discard();
  }
  try {
    await queries.updateLessonRow({ db: deps.db, schoolId: target.schoolId }, current.id, { video: key });
  } catch (error) {
    await removeStoredFiles(deps, [key]);
    throw error;
  }
  await removeStoredFiles(deps, [current.video]);
  return detailOf(deps, { ...target, row: await loadLesson(deps, target) });
}

/** Deletes the lesson and everything in it; its stored files go once the rows are gone. */
export async function deleteLesson(deps: Deps, target: Target & { lessonId: number }): Promise<void> {
  const current = await loadLesson(deps, target);
  await requireAccess(actorOf(deps, target), "lesson.manage", { courseId: current.courseId });
  const files = await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const taskFiles = await queries.taskFilesOf(scope, current.id);
    await queries.deleteLessonRow(scope, current.id);
    return [current.video, ...taskFiles];
  });
  await removeStoredFiles(deps, files);
}

/** New orders for lessons of one program, all at once or none. */
export async function reorderLessons(deps: Deps, target: Target & { body: LessonReorderBody }): Promise<Lesson[]> {
  const { course_id: courseId, lessons: rows } = target.body;
  await loadCourse(actorOf(deps, target), courseId);
  await requireAccess(actorOf(deps, target), "lesson.manage", { courseId });
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    await queries.lockCourse(scope, courseId);
    const known = await queries.lessonIdsInCourse(
      scope,
      courseId,
      rows.map((row) => row.id),
    );
    const unknown = rows.filter((row) => !known.has(row.id)).map((row) => row.id);
    if (unknown.length > 0) {
      throw new AppError("not_found", `Not lessons of the program: ${unknown.join(", ")}`, {
        fields: { lessons: "Not found" },
      });
    }
    await queries.setOrders(scope, rows);
  });
  const all = await queries.selectCourseLessons({ db: deps.db, schoolId: target.schoolId }, courseId);
  return all.map(lessonView(deps));
}

/**
 * Copies a lesson with its video, exercise lists and tasks (their files copied too, so either copy can be changed
 * or deleted alone) to the end of a program; students' work (answers, attempts, completions, boards) stays behind.
 * The rows are written in one transaction; the files stored for a copy that then failed are removed.
 */
export async function copyLesson(deps: Deps, target: Target & { body: LessonCopyBody }): Promise<LessonDetail> {
  const source = await queries.findLesson({ db: deps.db, schoolId: target.schoolId }, target.body.lesson_id);
  if (!source) throw new AppError("not_found", "Lesson not found", { fields: { lesson_id: "Not found" } });
  const courseId = target.body.course_id ?? source.courseId;
  await loadCourse(actorOf(deps, target), courseId);
  const actor = actorOf(deps, target);
  await requireAccess(actor, "lesson.manage", { courseId: source.courseId });
  await requireAccess(actor, "lesson.manage", { courseId });

  const copied: string[] = [];
  const copyFile = async (key: string | null, folder: string) => {
    if (!key) return null;
    const ext = key.includes(".") ? key.slice(key.lastIndexOf(".")) : "";
    const newKey = `${folder}/${randomBytes(8).toString("hex")}${ext}`;
    await deps.storage.copy(key, newKey);
    copied.push(newKey);
    return newKey;
  };
  try {
    const lessonId = await deps.db.transaction(async (tx) => {
      const scope = { db: tx, schoolId: target.schoolId };
      await queries.lockCourse(scope, courseId);
      const { id: _id, schoolId: _school, createdAt: _created, ...fields } = source;
      const newId = await queries.insertLesson(scope, {
        ...fields,
        courseId,
        order: await queries.nextOrder(scope, courseId),
        video: await copyFile(source.video, `lessons/${courseId}`),
      });
      const lists = await queries.selectExListsOf(scope, [source.id]);
      const tasks = groupBy(
        await queries.selectTasksOfLists(
          scope,
          lists.map((list) => list.id),
        ),
        (task) => task.exListId,
      );
      for (const list of lists) {
        const { id: listId, schoolId: _s, createdAt: _c, lessonId: _l, ...listFields } = list;
        const newListId = await queries.insertExList(scope, { ...listFields, lessonId: newId });
        const listTasks = [];
        for (const task of tasks.get(listId) ?? []) {
          const { id: _t, schoolId: _ts, createdAt: _tc, exListId: _te, file, ...taskFields } = task;
          listTasks.push({ ...taskFields, exListId: newListId, file: await copyFile(file, `tasks/${newListId}`) });
        }
        await queries.insertTasks(scope, listTasks);
      }
      return newId;
    });
    return detailOf(deps, { ...target, row: await loadLesson(deps, { schoolId: target.schoolId, lessonId }) });
  } catch (error) {
    await removeStoredFiles(deps, copied);
    throw error;
  }
}

/**
 * Mails a student of the program their progress: each lesson finished or not, and their result in each exercise
 * list they took. The mail is put on the durable queue (it survives an SMTP outage and a restart).
 */
export async function sendProgressReport(
  deps: Deps,
  target: Target & { body: LessonReportBody },
): Promise<LessonReport> {
  const { course_id: courseId, student_id: studentId } = target.body;
  const scope = { db: deps.db, schoolId: target.schoolId };
  await loadCourse(scope, courseId);
  await requireAccess(actorOf(deps, target), "progress.report", { courseId });
  const [student] = await deps.db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(courseMembers, and(eq(courseMembers.userId, users.id), eq(courseMembers.courseId, courseId)))
    .where(and(eq(users.id, studentId), eq(users.schoolId, target.schoolId), eq(courseMembers.role, "student")))
    .limit(1);
  if (!student) {
    throw new AppError("not_found", "Not a student of the program", { fields: { student_id: "Not found" } });
  }
  const [[course], rows] = await Promise.all([
    queries.selectCourseTitles(scope, [courseId]),
    queries.selectCourseLessons(scope, courseId),
  ]);
  const ids = rows.map((row) => row.id);
  const [completed, exLists] = await Promise.all([
    queries.completedLessonIds(scope, studentId, ids),
    queries.selectExListsOf(scope, ids),
  ]);
  const attempts = await queries.selectAttemptsOf(
    scope,
    studentId,
    exLists.map((list) => list.id),
  );
  const attemptByList = new Map(attempts.map((attempt) => [attempt.exListId, attempt]));
  const listsByLesson = groupBy(exLists, (list) => list.lessonId);
  const mail = progressReportMail({
    studentName: student.firstName,
    courseTitle: course?.titleRu || course?.titleEn || course?.titleKk || "",
    lessons: rows.map((row) => ({
      name: row.name,
      completed: completed.has(row.id),
      lists: (listsByLesson.get(row.id) ?? []).map((list) => {
        const attempt = attemptByList.get(list.id);
        return {
          title: list.titleRu || list.titleEn,
          percent: attempt?.percent ?? null,
          passed: attempt?.passed ?? false,
        };
      }),
    })),
    link: new URL(`/course/view/${courseId}`, deps.env.PUBLIC_URL).toString(),
  });
  await deps.mailer.send({ to: student.email, ...mail });
  deps.log.info({ courseId, studentId, by: target.caller.userId }, "progress report queued");
  return {
    student_id: studentId,
    course_id: courseId,
    lessons_count: rows.length,
    completed_count: completed.size,
    queued: true,
  };
}
