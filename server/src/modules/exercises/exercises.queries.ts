import { and, asc, count, eq, inArray } from "drizzle-orm";
import { exerciseLists, exercises, lessons } from "../../db/schema/index.js";
import type { Scope } from "../course/course.queries.js";

/** An exercise list with the program it belongs to (through its lesson), which decides who may read it. */
export async function findExerciseList({ db, schoolId }: Scope, id: number) {
  const [row] = await db
    .select({
      id: exerciseLists.id,
      lessonId: exerciseLists.lessonId,
      titleRu: exerciseLists.titleRu,
      titleEn: exerciseLists.titleEn,
      next: exerciseLists.next,
      minPercent: exerciseLists.minPercent,
      timeForTimer: exerciseLists.timeForTimer,
      courseId: lessons.courseId,
    })
    .from(exerciseLists)
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), eq(lessons.schoolId, schoolId)))
    .where(and(eq(exerciseLists.id, id), eq(exerciseLists.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

const inList = (schoolId: number, exListId: number) =>
  and(eq(exercises.exListId, exListId), eq(exercises.schoolId, schoolId));

/** One page of a list's tasks, without the grading key: the column is read only by `selectAnswers`. */
export function selectTasks({ db, schoolId }: Scope, page: { exListId: number; limit: number; offset: number }) {
  return db
    .select({
      id: exercises.id,
      exListId: exercises.exListId,
      type: exercises.type,
      order: exercises.order,
      title: exercises.title,
      content: exercises.content,
    })
    .from(exercises)
    .where(inList(schoolId, page.exListId))
    .orderBy(asc(exercises.order), asc(exercises.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countTasks({ db, schoolId }: Scope, exListId: number): Promise<number> {
  const [row] = await db.select({ count: count() }).from(exercises).where(inList(schoolId, exListId));
  return row?.count ?? 0;
}

export async function selectAnswers({ db, schoolId }: Scope, taskIds: number[]): Promise<Map<number, unknown>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ id: exercises.id, answer: exercises.answer })
    .from(exercises)
    .where(and(inArray(exercises.id, taskIds), eq(exercises.schoolId, schoolId)));
  return new Map(rows.map((row) => [row.id, row.answer]));
}
