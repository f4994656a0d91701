import { and, asc, count, eq, inArray, max, sql } from "drizzle-orm";
import {
  byId,
  deleteInSchool,
  inSchool,
  insertInSchool,
  type Scope,
  updateInSchool,
} from "../../core/tenancy/scope.js";
import { exerciseLists, exercises, lessons } from "../../db/schema/index.js";
import { listRules } from "../answers/index.js";

/** The tasks of the list in the outer query; the tables named in full, as Drizzle leaves a lone table's unqualified. */
const tasksCountOfList = sql<number>`(select count(*)::int from ${exercises} where ${exercises}.ex_list_id = ${exerciseLists}.id)`;

/** A list's own columns, as both reads of lists answer them: its titles, and its place and rules (the answers'). */
const listColumns = {
  id: exerciseLists.id,
  lessonId: exerciseLists.lessonId,
  titleRu: exerciseLists.titleRu,
  titleKk: exerciseLists.titleKk,
  titleEn: exerciseLists.titleEn,
  ...listRules,
};

/** An exercise list with the program it belongs to (through its lesson), which decides who may read it. */
export async function findExerciseList(scope: Scope, id: number) {
  const [row] = await scope.db
    .select({ ...listColumns, courseId: lessons.courseId, tasksCount: tasksCountOfList })
    .from(exerciseLists)
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), inSchool(scope, lessons)))
    .where(byId(scope, exerciseLists, id))
    .limit(1);
  return row ?? null;
}
export type ExerciseListRow = NonNullable<Awaited<ReturnType<typeof findExerciseList>>>;

/** The lists of a lesson in order, with their task counts, in one statement. */
export function selectListsOfLesson(scope: Scope, { lessonId, limit }: { lessonId: number; limit: number }) {
  return scope.db
    .select({ ...listColumns, tasksCount: tasksCountOfList })
    .from(exerciseLists)
    .where(and(eq(exerciseLists.lessonId, lessonId), inSchool(scope, exerciseLists)))
    .orderBy(asc(exerciseLists.order), asc(exerciseLists.id))
    .limit(limit);
}

/** How many lists the lesson holds and the order after its last one. */
export async function listSlots(scope: Scope, lessonId: number) {
  const [row] = await scope.db
    .select({ total: count(), last: max(exerciseLists.order) })
    .from(exerciseLists)
    .where(and(eq(exerciseLists.lessonId, lessonId), inSchool(scope, exerciseLists)));
  return { total: row?.total ?? 0, nextOrder: row?.last === null || row?.last === undefined ? 0 : row.last + 1 };
}

/** Locks a lesson (or a list, below) while the order after its last child is computed, so two writers queue. */
export async function lockLesson(scope: Scope, lessonId: number) {
  await scope.db.execute(
    sql`select 1 from ${lessons} where ${lessons.id} = ${lessonId} and ${inSchool(scope, lessons)} for update`,
  );
}

export async function lockList(scope: Scope, exListId: number) {
  await scope.db.execute(
    sql`select 1 from ${exerciseLists} where ${exerciseLists.id} = ${exListId} and ${inSchool(scope, exerciseLists)} for update`,
  );
}

type ListColumns = Partial<Omit<typeof exerciseLists.$inferInsert, "id" | "schoolId" | "createdAt">>;

export const insertList = (scope: Scope, values: ListColumns & { lessonId: number; titleRu: string }) =>
  insertInSchool(scope, { table: exerciseLists, values });

export const updateList = (scope: Scope, { exListId, values }: { exListId: number; values: ListColumns }) =>
  updateInSchool(scope, { table: exerciseLists, id: exListId, values });

export const deleteList = (scope: Scope, exListId: number) =>
  deleteInSchool(scope, { table: exerciseLists, id: exListId });

const inList = (scope: Scope, exListId: number) => and(eq(exercises.exListId, exListId), inSchool(scope, exercises));

/** The columns a student may get: never `answer`, which only `selectAnswers` and `findTask` read. */
const TASK_COLUMNS = {
  id: exercises.id,
  exListId: exercises.exListId,
  type: exercises.type,
  order: exercises.order,
  title: exercises.title,
  points: exercises.points,
  file: exercises.file,
  content: exercises.content,
};

/** Tasks of a list in order, without the grading key; a page of them when a window is given. */
export function selectTasks(scope: Scope, page: { exListId: number; limit: number; offset: number }) {
  return scope.db
    .select(TASK_COLUMNS)
    .from(exercises)
    .where(inList(scope, page.exListId))
    .orderBy(asc(exercises.order), asc(exercises.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type TaskRow = Awaited<ReturnType<typeof selectTasks>>[number];

export async function selectAnswers(scope: Scope, taskIds: number[]): Promise<Map<number, unknown>> {
  if (taskIds.length === 0) return new Map();
  const rows = await scope.db
    .select({ id: exercises.id, answer: exercises.answer })
    .from(exercises)
    .where(and(inArray(exercises.id, taskIds), inSchool(scope, exercises)));
  return new Map(rows.map((row) => [row.id, row.answer]));
}

/** A task with its key and the program it belongs to, for authoring. */
export async function findTask(scope: Scope, taskId: number) {
  const [row] = await scope.db
    .select({ ...TASK_COLUMNS, answer: exercises.answer, courseId: lessons.courseId })
    .from(exercises)
    .innerJoin(exerciseLists, and(eq(exerciseLists.id, exercises.exListId), inSchool(scope, exerciseLists)))
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), inSchool(scope, lessons)))
    .where(byId(scope, exercises, taskId))
    .limit(1);
  return row ?? null;
}
export type AuthoredTaskRow = NonNullable<Awaited<ReturnType<typeof findTask>>>;

/** How many tasks the list holds and the order after its last one. */
export async function taskSlots(scope: Scope, exListId: number) {
  const [row] = await scope.db
    .select({ total: count(), last: max(exercises.order) })
    .from(exercises)
    .where(inList(scope, exListId));
  return { total: row?.total ?? 0, nextOrder: row?.last === null || row?.last === undefined ? 0 : row.last + 1 };
}

type TaskColumns = Partial<Omit<typeof exercises.$inferInsert, "id" | "schoolId" | "createdAt">>;

export const insertTask = (
  scope: Scope,
  values: TaskColumns & Pick<typeof exercises.$inferInsert, "exListId" | "type">,
) => insertInSchool(scope, { table: exercises, values });

export const updateTaskRow = (scope: Scope, { taskId, values }: { taskId: number; values: TaskColumns }) =>
  updateInSchool(scope, { table: exercises, id: taskId, values });

export const deleteTaskRow = (scope: Scope, taskId: number) => deleteInSchool(scope, { table: exercises, id: taskId });

export async function taskFilesOfList(scope: Scope, exListId: number): Promise<string[]> {
  const rows = await scope.db
    .select({ file: exercises.file })
    .from(exercises)
    .where(and(inList(scope, exListId), sql`${exercises.file} is not null`));
  return rows.flatMap((row) => (row.file ? [row.file] : []));
}
