import { EXERCISE_PAGE_SIZE, type ExerciseTasksPage, type StaffTask, type StudentTask } from "@school/contracts";
import { hasAccess, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { notFound } from "../../core/errors.js";
import { drfPage, pageOffset } from "../../core/pagination.js";
import type { Deps } from "../../deps.js";
import type { Scope } from "../course/course.queries.js";
import * as queries from "./exercises.queries.js";

type TaskRow = Awaited<ReturnType<typeof queries.selectTasks>>[number];

/**
 * The tasks of an exercise list in order, a page at a time, under the list's header (`lesson.read`); the grading
 * key only for those holding `exercise.readKey`, never for students.
 */
export async function listTasks(
  deps: Deps,
  target: { schoolId: number; caller: Caller; exListId: number; page: number; requestUrl: string },
): Promise<ExerciseTasksPage> {
  const { caller, page } = target;
  const scope = { db: deps.db, schoolId: target.schoolId };
  const actor = { ...scope, caller };
  const list = await queries.findExerciseList(scope, target.exListId);
  if (!list) throw notFound("Exercise list not found");
  await requireAccess(actor, "lesson.read", { courseId: list.courseId });
  const [rows, count] = await Promise.all([
    queries.selectTasks(scope, {
      exListId: list.id,
      limit: EXERCISE_PAGE_SIZE,
      offset: pageOffset(page, EXERCISE_PAGE_SIZE),
    }),
    queries.countTasks(scope, list.id),
  ]);
  const tasks = rows.map(toStudentTask);
  const seesKey = await hasAccess(actor, "exercise.readKey", { courseId: list.courseId });
  const results = seesKey ? await withAnswers(scope, tasks) : tasks;
  return {
    ...drfPage({
      publicUrl: deps.env.PUBLIC_URL,
      requestUrl: target.requestUrl,
      page,
      pageSize: EXERCISE_PAGE_SIZE,
      count,
      results,
    }),
    ex_list: {
      id: list.id,
      lesson_id: list.lessonId,
      title_ru: list.titleRu,
      title_en: list.titleEn,
      next: list.next,
      min_percent: list.minPercent,
      time_for_timer: list.timeForTimer,
    },
  };
}

const toStudentTask = (row: TaskRow): StudentTask => ({
  id: row.id,
  ex_list_id: row.exListId,
  type: row.type,
  order: row.order,
  title: row.title,
  content: row.content as StudentTask["content"],
});

async function withAnswers(scope: Scope, tasks: StudentTask[]): Promise<StaffTask[]> {
  const answers = await queries.selectAnswers(
    scope,
    tasks.map((task) => task.id),
  );
  return tasks.map((task) => ({ ...task, answer: answers.get(task.id) ?? null }));
}
