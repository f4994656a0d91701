import { randomBytes } from "node:crypto";
import {
  type Lesson,
  type LessonBody,
  type LessonDetail,
  type LessonReorderBody,
  type LessonUpdateBody,
  livestreamProblems,
  VIDEO_TYPES,
} from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { receiveUploadToDisk } from "../../core/uploads.js";
import { loadCourse } from "../course/index.js";
import { lessonDetail, lessonView, loadLesson } from "./lesson-view.js";
import * as queries from "./lessons.queries.js";

/** Writing lessons: adding one, changing it or its video, deleting it, and a program's order. */

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
  if (body.description_kk !== undefined) columns.descriptionKk = body.description_kk;
  if (body.description_en !== undefined) columns.descriptionEn = body.description_en;
  if (body.timer !== undefined) columns.hasTimer = body.timer;
  if (body.youtube_link !== undefined) columns.youtubeLink = body.youtube_link;
  if (body.live_start !== undefined) columns.liveStart = body.live_start === null ? null : new Date(body.live_start);
  if (body.live_link !== undefined) columns.liveLink = body.live_link;
  return columns;
}

/** The program a lesson call writes into, which must exist, and the caller's right to manage its lessons. */
async function managedProgram(actor: Actor, courseId: number): Promise<void> {
  await loadCourse(actor, courseId);
  await requireAccess(actor, "lesson.manage", { courseId });
}

/** The lesson a call changes, once the caller may manage the lessons of its program. */
async function managedLesson(actor: Actor, lessonId: number) {
  const lesson = await loadLesson(actor, lessonId);
  await requireAccess(actor, "lesson.manage", { courseId: lesson.courseId });
  return lesson;
}

export async function createLesson(actor: Actor, body: LessonBody): Promise<LessonDetail> {
  const { course_id: courseId, order, ...fields } = body;
  await managedProgram(actor, courseId);
  const lessonId = await inTransaction(actor, async (tx) => {
    await queries.lockCourse(tx, courseId);
    return queries.insertLesson(tx, {
      ...toColumns(fields),
      name: fields.name,
      courseId,
      order: order ?? (await queries.nextOrder(tx, courseId)),
    });
  });
  return lessonDetail(actor, { lessonId });
}

export async function updateLesson(
  actor: Actor,
  input: { lessonId: number; body: LessonUpdateBody },
): Promise<LessonDetail> {
  const current = await managedLesson(actor, input.lessonId);
  const { video, ...fields } = input.body;
  // The lesson as it will be must still be whole: a livestream keeps its start and link.
  const problems = livestreamProblems({
    item_type: fields.item_type ?? current.itemType,
    live_start: fields.live_start !== undefined ? fields.live_start : current.liveStart?.toISOString(),
    live_link: fields.live_link !== undefined ? fields.live_link : current.liveLink,
  });
  if (Object.keys(problems).length > 0) {
    throw new AppError("validation_failed", "A livestream needs its start and join link", { fields: problems });
  }
  const values = toColumns(fields);
  if (video === null) values.video = null;
  await queries.updateLessonRow(actor, { lessonId: current.id, values });
  if (video === null) await removeStoredFiles(actor.deps, [current.video]);
  return lessonDetail(actor, { lessonId: current.id });
}

const MB = 1024 * 1024;

/**
 * Receives the video to a temporary file (never into memory), checks its size and type, stores it and then points
 * the lesson at it; the previous video is removed once the new one is recorded. Refused: nothing is stored.
 */
export async function uploadVideo(
  actor: Actor,
  input: { lessonId: number; request: Parameters<typeof receiveUploadToDisk>[0] },
): Promise<LessonDetail> {
  const { deps } = actor;
  const current = await managedLesson(actor, input.lessonId);
  const upload = await receiveUploadToDisk(input.request, {
    allowed: VIDEO_TYPES,
    maxBytes: deps.env.VIDEO_UPLOAD_LIMIT_MB * MB,
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
    await queries.updateLessonRow(actor, { lessonId: current.id, values: { video: key } });
  } catch (error) {
    await removeStoredFiles(deps, [key]);
    throw error;
  }
  await removeStoredFiles(deps, [current.video]);
  return lessonDetail(actor, { lessonId: current.id });
}

/** Deletes the lesson and everything in it; its stored files go once the rows are gone. */
export async function deleteLesson(actor: Actor, lessonId: number): Promise<void> {
  const current = await managedLesson(actor, lessonId);
  const files = await inTransaction(actor, async (tx) => {
    const taskFiles = await queries.taskFilesOf(tx, current.id);
    await queries.deleteLessonRow(tx, current.id);
    return [current.video, ...taskFiles];
  });
  await removeStoredFiles(actor.deps, files);
}

/** New orders for lessons of one program, all at once or none. */
export async function reorderLessons(actor: Actor, body: LessonReorderBody): Promise<Lesson[]> {
  const { course_id: courseId, lessons: rows } = body;
  await managedProgram(actor, courseId);
  await inTransaction(actor, async (tx) => {
    await queries.lockCourse(tx, courseId);
    const known = await queries.lessonIdsInCourse(tx, { courseId, ids: rows.map((row) => row.id) });
    const unknown = rows.filter((row) => !known.has(row.id)).map((row) => row.id);
    if (unknown.length > 0) {
      throw new AppError("not_found", `Not lessons of the program: ${unknown.join(", ")}`, {
        fields: { lessons: "Not found" },
      });
    }
    await queries.setOrders(tx, rows);
  });
  const all = await queries.selectCourseLessons(actor, { courseId });
  return all.map(lessonView(actor.deps));
}
