import { and, eq, sql } from "drizzle-orm";
import { byId, inSchool, inTransaction, keyedInSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import { exerciseLists, exercises, lessons, taskBoards, users } from "../../db/schema/index.js";

/** The program a task belongs to (through its list and lesson), or null when the school has no such task. */
export async function findTaskProgram(scope: Scope, exerciseId: number): Promise<number | null> {
  const [row] = await scope.db
    .select({ courseId: lessons.courseId })
    .from(exercises)
    .innerJoin(exerciseLists, and(eq(exerciseLists.id, exercises.exListId), inSchool(scope, exerciseLists)))
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), inSchool(scope, lessons)))
    .where(byId(scope, exercises, exerciseId))
    .limit(1);
  return row?.courseId ?? null;
}

/** What the board's screen names beside the drawing: the task, its lesson and the student. */
export async function boardSubject(scope: Scope, key: { exerciseId: number; studentId: number }) {
  const [task] = await scope.db
    .select({
      title: exercises.title,
      type: exercises.type,
      lessonName: lessons.name,
      lessonNameKk: lessons.nameKk,
      lessonNameEn: lessons.nameEn,
    })
    .from(exercises)
    .innerJoin(exerciseLists, and(eq(exerciseLists.id, exercises.exListId), inSchool(scope, exerciseLists)))
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), inSchool(scope, lessons)))
    .where(byId(scope, exercises, key.exerciseId))
    .limit(1);
  const student = await rowById(scope, {
    table: users,
    id: key.studentId,
    columns: { firstName: users.firstName, lastName: users.lastName },
  });
  return task && student ? { task, student } : null;
}

export type BoardRow = { id: number; version: number; scene: unknown };

const boardColumns = { id: taskBoards.id, version: taskBoards.version, scene: taskBoards.scene };

export async function findBoard(
  scope: Scope,
  key: { exerciseId: number; studentId: number },
): Promise<BoardRow | null> {
  const [row] = await scope.db
    .select(boardColumns)
    .from(taskBoards)
    .where(keyedInSchool(scope, { table: taskBoards, key: { exerciseId: key.exerciseId, studentId: key.studentId } }))
    .limit(1);
  return row ?? null;
}

const boardById = (scope: Scope, id: number) =>
  scope.db
    .select(boardColumns)
    .from(taskBoards)
    .where(byId(scope, taskBoards, id));

/** The board's row under a lock held to the end of the transaction: saves that lost the race queue here. */
export async function lockBoard(scope: Scope, id: number): Promise<BoardRow | null> {
  const [row] = await boardById(scope, id).for("update");
  return row ?? null;
}

export async function findBoardById(scope: Scope, id: number): Promise<BoardRow | null> {
  const [row] = await boardById(scope, id).limit(1);
  return row ?? null;
}

/** The board's row, made empty (version 0) on first use; two first saves at once make one row. */
export async function ensureBoard(scope: Scope, key: { exerciseId: number; studentId: number }): Promise<BoardRow> {
  const found = await findBoard(scope, key);
  if (found) return found;
  await scope.db
    .insert(taskBoards)
    .values({ schoolId: scope.schoolId, exerciseId: key.exerciseId, studentId: key.studentId, scene: { elements: [] } })
    .onConflictDoNothing();
  const made = await findBoard(scope, key);
  if (!made) throw new Error("The board row vanished right after it was made");
  return made;
}

/**
 * Writes a new scene only if the board is still at the version it was read at (compare-and-set), and publishes the
 * change in the same transaction: the notification goes out when, and only if, the write commits.
 */
export async function compareAndSetScene(
  scope: Scope,
  input: { id: number; readVersion: number; scene: { elements: unknown[] }; channel: string },
): Promise<number | null> {
  return inTransaction(scope, async (tx) => {
    const [row] = await tx.db
      .update(taskBoards)
      .set({ scene: input.scene, version: sql`${taskBoards.version} + 1`, updatedAt: sql`now()` })
      .where(and(byId(tx, taskBoards, input.id), eq(taskBoards.version, input.readVersion)))
      .returning({ version: taskBoards.version });
    if (!row) return null;
    await tx.db.execute(sql`select pg_notify(${input.channel}, ${`${scope.schoolId}:${input.id}:${row.version}`})`);
    return row.version;
  });
}
