import { and, eq, sql } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import { courseMembers, exerciseLists, exercises, lessons, taskBoards } from "../../db/schema/index.js";

/** The program a task belongs to (through its list and lesson), or null when the school has no such task. */
export async function findTaskProgram({ db, schoolId }: Scope, exerciseId: number): Promise<number | null> {
  const [row] = await db
    .select({ courseId: lessons.courseId })
    .from(exercises)
    .innerJoin(exerciseLists, and(eq(exerciseLists.id, exercises.exListId), eq(exerciseLists.schoolId, schoolId)))
    .innerJoin(lessons, and(eq(lessons.id, exerciseLists.lessonId), eq(lessons.schoolId, schoolId)))
    .where(and(eq(exercises.id, exerciseId), eq(exercises.schoolId, schoolId)))
    .limit(1);
  return row?.courseId ?? null;
}

export async function studiesProgram({ db, schoolId }: Scope, courseId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(courseMembers)
    .where(
      and(
        eq(courseMembers.schoolId, schoolId),
        eq(courseMembers.courseId, courseId),
        eq(courseMembers.userId, userId),
        eq(courseMembers.role, "student"),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type BoardRow = { id: number; version: number; scene: unknown };

export async function findBoard(
  { db, schoolId }: Scope,
  key: { exerciseId: number; studentId: number },
): Promise<BoardRow | null> {
  const [row] = await db
    .select({ id: taskBoards.id, version: taskBoards.version, scene: taskBoards.scene })
    .from(taskBoards)
    .where(
      and(
        eq(taskBoards.schoolId, schoolId),
        eq(taskBoards.exerciseId, key.exerciseId),
        eq(taskBoards.studentId, key.studentId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The board's row under a lock held to the end of the transaction: saves that lost the race queue here. */
export async function lockBoard({ db, schoolId }: Scope, id: number): Promise<BoardRow | null> {
  const [row] = await db
    .select({ id: taskBoards.id, version: taskBoards.version, scene: taskBoards.scene })
    .from(taskBoards)
    .where(and(eq(taskBoards.schoolId, schoolId), eq(taskBoards.id, id)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function findBoardById({ db, schoolId }: Scope, id: number): Promise<BoardRow | null> {
  const [row] = await db
    .select({ id: taskBoards.id, version: taskBoards.version, scene: taskBoards.scene })
    .from(taskBoards)
    .where(and(eq(taskBoards.schoolId, schoolId), eq(taskBoards.id, id)))
    .limit(1);
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
  return scope.db.transaction(async (tx) => {
    const [row] = await tx
      .update(taskBoards)
      .set({ scene: input.scene, version: sql`${taskBoards.version} + 1`, updatedAt: sql`now()` })
      .where(
        and(
          eq(taskBoards.schoolId, scope.schoolId),
          eq(taskBoards.id, input.id),
          eq(taskBoards.version, input.readVersion),
        ),
      )
      .returning({ version: taskBoards.version });
    if (!row) return null;
    await tx.execute(sql`select pg_notify(${input.channel}, ${`${scope.schoolId}:${input.id}:${row.version}`})`);
    return row.version;
  });
}
