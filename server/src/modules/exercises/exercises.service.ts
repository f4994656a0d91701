import {
  EXERCISE_PAGE_SIZE,
  type ExerciseTasksPage,
  STAFF_ROLES,
  type StaffTask,
  type StudentTask,
} from "@school/contracts";
import type { Caller } from "../../core/auth/authenticate.js";
import { forbidden, notFound } from "../../core/errors.js";
import { drfPage, pageOffset } from "../../core/pagination.js";
import type { Deps } from "../../deps.js";
import { isMember, type Scope } from "../course/course.queries.js";
import * as queries from "./exercises.queries.js";

type TaskRow = Awaited<ReturnType<typeof queries.selectTasks>>[number];

const isStaff = (caller: Caller) => (STAFF_ROLES as readonly string[]).includes(caller.role);

/**
 * The tasks of an exercise list in order, a page at a time, under the list's header. Staff read any list of the
 * school; teachers and students only lists of programs they teach or study. Only students never get the grading
 * key: a teacher who may read a list teaches its program.
 */
export async function listTasks(
  deps: Deps,
  target: { schoolId: number; caller: Caller; exListId: number; page: number; requestUrl: string },
): Promise<ExerciseTasksPage> {
  const { caller, page } = target;
  const scope = { db: deps.db, schoolId: target.schoolId };
  const list = await queries.findExerciseList(scope, target.exListId);
  if (!list) throw notFound("Exercise list not found");
  await assertMayRead(scope, { caller, courseId: list.courseId });
  const [rows, count] = await Promise.all([
    queries.selectTasks(scope, {
      exListId: list.id,
      limit: EXERCISE_PAGE_SIZE,
      offset: pageOffset(page, EXERCISE_PAGE_SIZE),
    }),
    queries.countTasks(scope, list.id),
  ]);
  const tasks = rows.map(toStudentTask);
  const results = caller.role === "student" ? tasks : await withAnswers(scope, tasks);
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

async function assertMayRead(scope: Scope, target: { caller: Caller; courseId: number }): Promise<void> {
  const { caller, courseId } = target;
  if (isStaff(caller)) return;
  const role = caller.role === "teacher" ? "teacher" : "student";
  if (!(await isMember(scope, { courseId, userId: caller.userId, role }))) {
    throw forbidden(`Only the program's ${role}s may read its exercise lists`);
  }
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
