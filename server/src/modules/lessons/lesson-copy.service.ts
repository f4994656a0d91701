import { randomBytes } from "node:crypto";
import type { LessonCopyBody, LessonDetail } from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { loadCourse } from "../course/index.js";
import { groupBy, lessonDetail } from "./lesson-view.js";
import * as queries from "./lessons.queries.js";

/**
 * Copies a lesson with its video, exercise lists and tasks (their files copied too, so either copy can be changed
 * or deleted alone) to the end of a program; students' work (answers, attempts, completions, boards) stays behind.
 * The rows are written in one transaction; the files stored for a copy that then failed are removed.
 */
export async function copyLesson(actor: Actor, body: LessonCopyBody): Promise<LessonDetail> {
  const source = await queries.findLesson(actor, body.lesson_id);
  if (!source) throw new AppError("not_found", "Lesson not found", { fields: { lesson_id: "Not found" } });
  const courseId = body.course_id ?? source.courseId;
  await loadCourse(actor, courseId);
  await requireAccess(actor, "lesson.manage", { courseId: source.courseId });
  await requireAccess(actor, "lesson.manage", { courseId });

  const copied: string[] = [];
  const copyFile = async (key: string | null, folder: string) => {
    if (!key) return null;
    const ext = key.includes(".") ? key.slice(key.lastIndexOf(".")) : "";
    const newKey = `${folder}/${randomBytes(8).toString("hex")}${ext}`;
    await actor.deps.storage.copy(key, newKey);
    copied.push(newKey);
    return newKey;
  };
  let lessonId: number;
  try {
    lessonId = await inTransaction(actor, async (tx) => {
      await queries.lockCourse(tx, courseId);
      const { id: _id, schoolId: _school, createdAt: _created, ...fields } = source;
      const newId = await queries.insertLesson(tx, {
        ...fields,
        courseId,
        order: await queries.nextOrder(tx, courseId),
        video: await copyFile(source.video, `lessons/${courseId}`),
      });
      const lists = await queries.selectExListsOf(tx, [source.id]);
      const tasks = groupBy(
        await queries.selectTasksOfLists(
          tx,
          lists.map((list) => list.id),
        ),
        (task) => task.exListId,
      );
      for (const list of lists) {
        const { id: listId, schoolId: _s, createdAt: _c, lessonId: _l, ...listFields } = list;
        const newListId = await queries.insertExList(tx, { ...listFields, lessonId: newId });
        const listTasks = [];
        for (const task of tasks.get(listId) ?? []) {
          const { id: _t, schoolId: _ts, createdAt: _tc, exListId: _te, file, ...taskFields } = task;
          listTasks.push({ ...taskFields, exListId: newListId, file: await copyFile(file, `tasks/${newListId}`) });
        }
        await queries.insertTasks(tx, listTasks);
      }
      return newId;
    });
  } catch (error) {
    await removeStoredFiles(actor.deps, copied);
    throw error;
  }
  return lessonDetail(actor, { lessonId });
}
