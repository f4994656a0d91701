import { API_PREFIX, BOARD_SOCKET_PATH, type BoardServerMessage, boardServerMessage } from "@school/contracts";
import WebSocket from "ws";
import type { Db } from "../../db/client.js";
import { joinProgram, newCourse, newExercise, newExerciseList, newLesson } from "../../test/factories.js";

/** A rectangle as Excalidraw makes one, with the fields the board checks and a few it keeps as they are. */
export const shape = (id: string, version: number, extra: Record<string, unknown> = {}) => ({
  id,
  type: "rectangle",
  version,
  versionNonce: 1000 + version,
  isDeleted: false,
  x: 10 * version,
  y: 20,
  width: 100,
  height: 50,
  strokeColor: "#1e1e1e",
  ...extra,
});

export const boardUrl = (exerciseId: number, studentId: number) =>
  `${API_PREFIX}course/board/${exerciseId}/${studentId}/`;

/** A task in a new program of the school, with the teacher and the student as the program's members. */
export async function newTaskInProgram(
  db: Db,
  input: { schoolId: number; teacher?: number; students: number[] },
): Promise<{ courseId: number; exerciseId: number }> {
  const courseId = await newCourse(db, input.schoolId);
  if (input.teacher) await joinProgram(db, { courseId, userId: input.teacher, role: "teacher" });
  for (const userId of input.students) await joinProgram(db, { courseId, userId, role: "student" });
  const lessonId = await newLesson(db, { schoolId: input.schoolId, courseId });
  const exListId = await newExerciseList(db, { schoolId: input.schoolId, lessonId });
  const exerciseId = await newExercise(db, { schoolId: input.schoolId, exListId, type: "text" });
  return { courseId, exerciseId };
}

/** A board's live channel as a browser opens it: connect, say hello, then read the messages as they come. */
export async function openBoardSocket(
  origin: string,
  hello: { token: string; exerciseId: number; studentId: number },
): Promise<BoardSocket> {
  const socket = new WebSocket(`${origin.replace(/^http/, "ws")}${BOARD_SOCKET_PATH}`);
  const messages: BoardServerMessage[] = [];
  const waiters: (() => void)[] = [];
  let closed: { code: number; reason: string } | null = null;
  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };
  socket.on("message", (data) => {
    messages.push(boardServerMessage.parse(JSON.parse(data.toString())));
    wake();
  });
  socket.on("close", (code, reason) => {
    closed = { code, reason: reason.toString() };
    wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  socket.send(
    JSON.stringify({ type: "hello", token: hello.token, exercise_id: hello.exerciseId, student_id: hello.studentId }),
  );
  const until = async <T>(found: () => T | undefined, what: string, timeoutMs = 5000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      if (closed && what !== "close") throw new Error(`socket closed (${closed.code}) while waiting for ${what}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    messages,
    /** The first message of a type not read yet by an earlier wait for the same type. */
    next: (type, predicate = () => true) =>
      until(() => {
        const found = messages.find(
          (message) => message.type === type && !taken.has(message) && predicate(message as never),
        );
        if (found) taken.add(found);
        return found as never;
      }, type),
    closed: () => until(() => closed ?? undefined, "close"),
    close: async () => {
      if (socket.readyState === WebSocket.CLOSED) return;
      const done = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      socket.close();
      await done;
    },
  };
}

const taken = new WeakSet<BoardServerMessage>();

export type BoardSocket = {
  messages: BoardServerMessage[];
  next<T extends BoardServerMessage["type"]>(
    type: T,
    predicate?: (message: Extract<BoardServerMessage, { type: T }>) => boolean,
  ): Promise<Extract<BoardServerMessage, { type: T }>>;
  closed(): Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
};
