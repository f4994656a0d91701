import {
  BOARD_SCENE_LIMIT_BYTES,
  type BoardElement,
  type BoardSaveBody,
  type BoardSaveResult,
  type BoardScene,
  boardElement,
} from "@school/contracts";
import { z } from "zod";
import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { isStudentOf } from "../../core/access/membership.js";
import { AppError, notFound } from "../../core/errors.js";
import { inTransaction, type Scope } from "../../core/tenancy/scope.js";
import { mergeElements } from "./boards.merge.js";
import * as queries from "./boards.queries.js";

/** The channel every save is published on; its payload is `school:board:version`, the scene is read from the table. */
export const BOARD_CHANNEL = "board_changed";
/** Compare-and-set attempts before a save takes the row's lock: each lost race means another save landed meanwhile. */
const OPTIMISTIC_ATTEMPTS = 3;

export type BoardKey = { exerciseId: number; studentId: number };

/**
 * Who may open a board (`board.use`): staff, the program's teachers and the student themself; then the board
 * exists only for a student of the task's program (404 otherwise, also for the student themself).
 */
export async function requireBoardAccess(actor: Actor, key: BoardKey): Promise<void> {
  const courseId = await queries.findTaskProgram(actor, key.exerciseId);
  if (courseId === null) throw notFound("Exercise not found");
  await requireAccess(actor, "board.use", { courseId, userId: key.studentId });
  if (!(await isStudentOf(actor, { courseId, userId: key.studentId }))) {
    throw notFound("This student does not study the task's program");
  }
}

export async function getBoard(actor: Actor, key: BoardKey): Promise<BoardScene> {
  await requireBoardAccess(actor, key);
  const [row, subject] = await Promise.all([queries.findBoard(actor, key), queries.boardSubject(actor, key)]);
  // The access check above found both; only a deletion in between leaves one missing.
  if (!subject) throw notFound("Exercise not found");
  return {
    exercise_id: key.exerciseId,
    student_id: key.studentId,
    task: {
      title: subject.task.title,
      type: subject.task.type,
      lesson: {
        name_ru: subject.task.lessonName,
        name_kk: subject.task.lessonNameKk,
        name_en: subject.task.lessonNameEn,
      },
    },
    student: { first_name: subject.student.firstName, last_name: subject.student.lastName },
    version: row?.version ?? 0,
    elements: row ? sceneElements(row.scene) : [],
  };
}

/**
 * Saves changed elements atomically (decision 0023): read the board, merge by element, write only if nobody wrote
 * meanwhile (version compare-and-set), else read again and merge again. After a few lost races the save waits its
 * turn on the row's lock instead, so a busy board cannot starve anyone. A save based on the current version is a
 * plain apply; one based on an older version answers the whole merged scene, so the client catches up.
 */
export async function saveBoard(actor: Actor, input: { key: BoardKey; body: BoardSaveBody }): Promise<BoardSaveResult> {
  const { key, body } = input;
  await requireBoardAccess(actor, key);
  const board = await queries.ensureBoard(actor, key);
  let row: queries.BoardRow | null = board;
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS && row; attempt += 1) {
    const saved = await applySave(actor, { row, body });
    if (saved) return saved;
    row = await queries.findBoardById(actor, board.id);
  }
  return inTransaction(actor, async (tx) => {
    const locked = await queries.lockBoard(tx, board.id);
    if (!locked) throw notFound("The board was deleted with its task");
    const saved = await applySave(tx, { row: locked, body });
    if (!saved) throw new Error("A save under the board's lock lost its compare-and-set");
    return saved;
  });
}

/** Merges the save into the row as read; null when someone else's save landed since (the compare-and-set lost). */
async function applySave(
  scope: Scope,
  { row, body }: { row: queries.BoardRow; body: BoardSaveBody },
): Promise<BoardSaveResult | null> {
  const stale = body.base_version !== row.version;
  const { elements, changed } = mergeElements(sceneElements(row.scene), body.elements);
  const answer = (version: number) => (stale ? { version, merged: true, elements } : { version, merged: false });
  if (changed.length === 0) return answer(row.version);
  const scene = { elements };
  if (Buffer.byteLength(JSON.stringify(scene)) > BOARD_SCENE_LIMIT_BYTES) {
    throw new AppError("payload_too_large", "The board is full: it cannot hold more than 2 MB of drawing");
  }
  const version = await queries.compareAndSetScene(scope, {
    id: row.id,
    readVersion: row.version,
    scene,
    channel: BOARD_CHANNEL,
  });
  return version === null ? null : answer(version);
}

const storedScene = z.object({ elements: z.array(boardElement) });

/** The elements of a stored scene; a scene written by hand that no longer fits the shape reads as empty. */
export function sceneElements(scene: unknown): BoardElement[] {
  const parsed = storedScene.safeParse(scene);
  return parsed.success ? parsed.data.elements : [];
}
