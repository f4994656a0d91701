import { z } from "zod";
import { TASK_TYPES } from "./tasks/registry.js";

/**
 * The interactive board of a task (decision 0023): one drawing per task and student, which the student and the
 * program's teachers see change live. The scene is the whiteboard library's (Excalidraw's) list of elements; each
 * element carries its own `id` and `version`, which is what saves are merged by.
 */

/** The largest scene a board keeps, as JSON: a save over it, or a merge that would grow past it, answers 413. */
export const BOARD_SCENE_LIMIT_BYTES = 2 * 1024 * 1024;
/** At most this many elements (deleted ones included: they are kept so a deletion is never undone by a merge). */
export const BOARD_MAX_ELEMENTS = 20_000;

/**
 * Element kinds a board accepts: the drawing tools. Images, embedded pages and iframes are left out: they would bring
 * files and third-party pages into a board, which the board has no storage or review for.
 */
export const BOARD_ELEMENT_TYPES = [
  "rectangle",
  "diamond",
  "ellipse",
  "arrow",
  "line",
  "freedraw",
  "text",
  "frame",
] as const;

/** A link on an element opens on a click: only web addresses, never `javascript:` or `data:`. */
const safeLink = z
  .string()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value), "only http and https links");

/**
 * One element of the scene: the fields the board relies on are checked; the rest (coordinates, colours, points, text)
 * is the library's and is kept as it came, as long as it is JSON (which the body parser guarantees).
 */
export const boardElement = z.looseObject({
  id: z.string().min(1).max(100),
  type: z.enum(BOARD_ELEMENT_TYPES),
  version: z.number().int().min(1).max(2_147_483_647),
  versionNonce: z.number().int(),
  isDeleted: z.boolean(),
  link: safeLink.nullable().optional(),
});
export type BoardElement = z.infer<typeof boardElement>;

/**
 * A board as it is saved: who it is for, its version (0 before the first save) and its elements; with the task it
 * belongs to (its title and type, the lesson's name in the three languages) and the student's name, which the
 * screen shows beside the drawing.
 */
export const boardScene = z.object({
  exercise_id: z.number().int(),
  student_id: z.number().int(),
  task: z.object({
    title: z.string(),
    type: z.enum(TASK_TYPES),
    lesson: z.object({ name_ru: z.string(), name_kk: z.string(), name_en: z.string() }),
  }),
  student: z.object({ first_name: z.string(), last_name: z.string() }),
  version: z.number().int(),
  elements: z.array(boardElement),
});
export type BoardScene = z.infer<typeof boardScene>;

/**
 * A save: the elements that changed (or all of them) and the version they were based on. A save based on the
 * current version simply applies; one based on an older version is merged element by element (the higher element
 * version wins), so nobody's strokes are lost.
 */
export const boardSaveBody = z.object({
  base_version: z.number().int().min(0).max(2_147_483_647),
  elements: z.array(boardElement).max(BOARD_MAX_ELEMENTS),
});
export type BoardSaveBody = z.infer<typeof boardSaveBody>;

/** The new version; when the save was merged with changes it had not seen, the whole merged scene with it. */
export const boardSaveResult = z.object({
  version: z.number().int(),
  merged: z.boolean(),
  elements: z.array(boardElement).optional(),
});
export type BoardSaveResult = z.infer<typeof boardSaveResult>;

/**
 * The live channel: a WebSocket at this path (outside /api/v1/, as it is no HTTP call). The browser cannot put a
 * header on a WebSocket, and a token in the URL would end up in logs, so the first message carries the access token
 * and names the board; the server answers `ready` with the whole scene, then `update` with the elements each save
 * changed.
 */
export const BOARD_SOCKET_PATH = "/api/live/boards/";
/** How long the server waits for the first message before it closes the socket. */
export const BOARD_HELLO_TIMEOUT_MS = 10_000;

export const boardHello = z.object({
  type: z.literal("hello"),
  token: z.string().min(1).max(4000),
  exercise_id: z.number().int().min(1).max(2_147_483_647),
  student_id: z.number().int().min(1).max(2_147_483_647),
});
export type BoardHello = z.infer<typeof boardHello>;

export const boardServerMessage = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), version: z.number().int(), elements: z.array(boardElement) }),
  z.object({ type: z.literal("update"), version: z.number().int(), elements: z.array(boardElement) }),
  z.object({ type: z.literal("error"), code: z.string(), detail: z.string() }),
]);
export type BoardServerMessage = z.infer<typeof boardServerMessage>;

/**
 * Close codes of the live channel (4000–4999 are the application's): the client reconnects after `expired` with a
 * fresh token, and gives up after `refused` and `notFound`.
 */
export const BOARD_CLOSE = {
  /** No valid hello in time, or a malformed one. */
  badHello: 4400,
  /** The token is invalid, or it expired while the socket was open: reconnect with a fresh one. */
  expired: 4401,
  refused: 4403,
  notFound: 4404,
} as const;
