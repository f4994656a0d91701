import { and, asc, count, eq, gt, isNull } from "drizzle-orm";
import { byId, inSchool, type Scope } from "../../core/tenancy/scope.js";
import { exerciseLists, exercises, homeworks } from "../../db/schema/index.js";

/** The task's answers graded automatically: graded, and by no teacher. */
const autoGraded = (scope: Scope, taskId: number) =>
  and(
    inSchool(scope, homeworks),
    eq(homeworks.taskId, taskId),
    eq(homeworks.status, "graded"),
    isNull(homeworks.gradedBy),
  );

/** How many automatic grades of the task there are to recompute. */
export async function countAutoGraded(scope: Scope, taskId: number): Promise<number> {
  const [row] = await scope.db.select({ count: count() }).from(homeworks).where(autoGraded(scope, taskId));
  return row?.count ?? 0;
}

/** What regrading reads of the task: its type, content and key, and its list's grading. */
export async function selectRegradedTask(scope: Scope, taskId: number) {
  const [task] = await scope.db
    .select({
      type: exercises.type,
      content: exercises.content,
      key: exercises.answer,
      exListId: exercises.exListId,
      lessonId: exerciseLists.lessonId,
      minPercent: exerciseLists.minPercent,
      gradingMethod: exerciseLists.gradingMethod,
    })
    .from(exercises)
    .innerJoin(exerciseLists, eq(exerciseLists.id, exercises.exListId))
    .where(byId(scope, exercises, taskId));
  return task;
}

/** The task's automatic grades after `afterId`, by id, at most `limit`. */
export function selectAutoGradedAfter(scope: Scope, input: { taskId: number; afterId: number; limit: number }) {
  return scope.db
    .select({
      id: homeworks.id,
      userId: homeworks.userId,
      attempt: homeworks.attempt,
      answer: homeworks.answer,
      grade: homeworks.grade,
    })
    .from(homeworks)
    .where(and(autoGraded(scope, input.taskId), gt(homeworks.id, input.afterId)))
    .orderBy(asc(homeworks.id))
    .limit(input.limit);
}
