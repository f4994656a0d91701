import type { WebSocket } from "@fastify/websocket";
import {
  BOARD_CLOSE,
  BOARD_HELLO_TIMEOUT_MS,
  BOARD_SOCKET_PATH,
  type BoardElement,
  type BoardServerMessage,
  boardHello,
} from "@school/contracts";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Actor } from "../../core/access/actor.js";
import { callerOfToken } from "../../core/auth/authenticate.js";
import { AppError } from "../../core/errors.js";
import { acceptLiveSocket, refuseLiveSocket } from "../../core/live-socket.js";
import { savedLanguageOf } from "../../core/reader-language.js";
import { schoolScope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { type ChannelListener, listenToChannel } from "../../db/listen.js";
import type { Deps } from "../../deps.js";
import { elementsNotIn, stamps } from "./boards.merge.js";
import * as queries from "./boards.queries.js";
import { BOARD_CHANNEL, type BoardKey, requireBoardAccess, sceneElements } from "./boards.service.js";

/** A socket whose unsent data passes this is too slow to follow the board: it is closed and reconnects. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

/** The boards this process has sockets open on: what each socket was last sent, per element, to send only changes. */
type OpenBoard = {
  schoolId: number;
  sockets: Set<WebSocket>;
  version: number;
  sent: Map<string, string>;
  /** Reads and sends run one after another per board, so no socket sees versions out of order. */
  chain: Promise<void>;
};

/**
 * The live side of task boards (decision 0023). Saves go through the HTTP API and are published with PostgreSQL
 * NOTIFY on commit (`school:board:version`); every server process LISTENs, and for a board it has sockets open on
 * it reads the scene once from the table and sends each socket the elements that changed. Nothing another process
 * needs lives only here: the open sockets and what they were sent are this process's own business.
 */
export async function registerBoardLive(app: FastifyInstance, deps: Deps): Promise<void> {
  const open = new Map<number, OpenBoard>();

  const refresh = (boardId: number) => {
    const board = open.get(boardId);
    if (!board) return;
    board.chain = board.chain.then(async () => {
      if (board.sockets.size === 0) return;
      const row = await queries.findBoardById(schoolScope(deps, board.schoolId), boardId);
      if (!row || row.version <= board.version) return;
      const elements = sceneElements(row.scene);
      const changed = elementsNotIn(elements, board.sent);
      board.version = row.version;
      board.sent = stamps(elements);
      if (changed.length > 0) broadcast(board, { type: "update", version: row.version, elements: changed });
    });
    board.chain = board.chain.catch((error) => deps.log.warn({ err: error, boardId }, "board update not sent"));
  };

  const listener = await listenForSaves(deps.db, {
    onSave: (boardId) => refresh(boardId),
    // Saves may have been missed while the connection was down: every open board is read again.
    onReconnect: () => {
      for (const boardId of open.keys()) refresh(boardId);
    },
    log: deps.log,
  });

  app.get(BOARD_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket) => {
    let joined: { boardId: number; expiry: NodeJS.Timeout } | null = null;
    acceptLiveSocket(socket, {
      helloTimeoutMs: BOARD_HELLO_TIMEOUT_MS,
      onNoHello: () => refuse(socket, BOARD_CLOSE.badHello, "No hello in time"),
      onHello: (text) => {
        void joinBoard({ deps, open }, { socket, text })
          .then((result) => {
            joined = result;
          })
          .catch((error) => {
            if (error instanceof AppError) return refuse(socket, closeCodeOf(error), error.message);
            deps.log.error({ err: error }, "board socket failed");
            refuse(socket, 1011, "Internal error");
          });
      },
      onClose: () => {
        if (!joined) return;
        clearTimeout(joined.expiry);
        const board = open.get(joined.boardId);
        board?.sockets.delete(socket);
        if (board && board.sockets.size === 0) open.delete(joined.boardId);
      },
    });
  });

  app.addHook("onClose", async () => {
    await listener.close();
    for (const board of open.values()) for (const socket of board.sockets) socket.close(1001, "Server stopping");
  });
}

/** What the sockets of this process share: the app's deps and the boards they have open. */
type Live = { deps: Deps; open: Map<number, OpenBoard> };

/** The hello's caller as an actor of their school, the board they ask for, and when their token expires. */
async function helloOf(deps: Deps, text: string): Promise<{ actor: Actor; key: BoardKey; expiresAtMs: number }> {
  const hello = boardHello.safeParse(safeJson(text));
  if (!hello.success) throw new AppError("bad_request", "The first message must be a hello");
  const { caller, expiresAtMs } = await callerOfToken(hello.data.token, deps);
  if (!caller.schoolActive) throw new AppError("school_inactive", "The school's tariff is not active");
  const key: BoardKey = { exerciseId: hello.data.exercise_id, studentId: hello.data.student_id };
  // The socket is opened outside the route layer: its actor is made here, once, from the hello's token.
  const actor: Actor = {
    ...schoolScope(deps, caller.schoolId),
    caller,
    language: savedLanguageOf(caller.savedLanguage),
  };
  return { actor, key, expiresAtMs };
}

/**
 * A socket joins the board its hello names, once the caller may see it: it is sent the board's scene ("ready") and
 * then each change. Answers the board and the timer that ends the socket with its token, or null when the socket
 * closed meanwhile.
 */
async function joinBoard(
  { deps, open }: Live,
  { socket, text }: { socket: WebSocket; text: string },
): Promise<{ boardId: number; expiry: NodeJS.Timeout } | null> {
  const { actor, key, expiresAtMs } = await helloOf(deps, text);
  await requireBoardAccess(actor, key);
  const row = await queries.ensureBoard(actor, key);
  if (socket.readyState !== socket.OPEN) return null;
  const board =
    open.get(row.id) ??
    openBoard(open, {
      boardId: row.id,
      schoolId: actor.schoolId,
      version: row.version,
      elements: sceneElements(row.scene),
    });
  // Joining waits for the board's queue: the scene read there is at least as new as what was sent before.
  await new Promise<void>((resolve, reject) => {
    board.chain = board.chain.then(async () => {
      try {
        const fresh = await queries.findBoardById(actor, row.id);
        const elements = sceneElements(fresh?.scene);
        if (socket.readyState !== socket.OPEN) return resolve();
        send(socket, { type: "ready", version: fresh?.version ?? 0, elements });
        board.sockets.add(socket);
        // The board may have been let go while this waited (its last socket closed): it is open again.
        if (!open.has(row.id)) open.set(row.id, board);
        resolve();
      } catch (error) {
        reject(error);
      }
    });
  });
  if (socket.readyState !== socket.OPEN) {
    board.sockets.delete(socket);
    return null;
  }
  // The socket lives as long as its token: the client reconnects with a fresh one (close code 4401).
  const expiry = setTimeout(
    () => refuse(socket, BOARD_CLOSE.expired, "The access token expired"),
    Math.max(0, expiresAtMs - Date.now()),
  );
  expiry.unref();
  return { boardId: row.id, expiry };
}

function openBoard(
  open: Map<number, OpenBoard>,
  {
    boardId,
    schoolId,
    version,
    elements,
  }: { boardId: number; schoolId: number; version: number; elements: BoardElement[] },
): OpenBoard {
  const board: OpenBoard = { schoolId, sockets: new Set(), version, sent: stamps(elements), chain: Promise.resolve() };
  open.set(boardId, board);
  return board;
}

function broadcast(board: OpenBoard, message: BoardServerMessage): void {
  const text = JSON.stringify(message);
  for (const socket of board.sockets) {
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.close(1013, "Too slow to follow the board");
    else socket.send(text);
  }
}

function send(socket: WebSocket, message: BoardServerMessage): void {
  socket.send(JSON.stringify(message));
}

const refuse = refuseLiveSocket;

function closeCodeOf(error: AppError): number {
  switch (error.status) {
    case 401:
      return BOARD_CLOSE.expired;
    case 403:
      return BOARD_CLOSE.refused;
    case 404:
      return BOARD_CLOSE.notFound;
    default:
      return BOARD_CLOSE.badHello;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function decode(payload: string | undefined): number | null {
  const [, board] = (payload ?? "").split(":");
  const id = Number(board);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** LISTENs on the boards' channel, in every process (db/listen.ts). */
function listenForSaves(
  db: Db,
  input: { onSave: (boardId: number) => void; onReconnect: () => void; log: FastifyBaseLogger },
): Promise<ChannelListener> {
  return listenToChannel(db, {
    channel: BOARD_CHANNEL,
    onPayload: (payload) => {
      const boardId = decode(payload);
      if (boardId !== null) input.onSave(boardId);
    },
    onListeningAgain: input.onReconnect,
    log: input.log,
  });
}
