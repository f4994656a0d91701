import type { WebSocket } from "@fastify/websocket";
import { NOTIFICATION_SOCKET_PATH, type NotificationSocketMessage } from "@school/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { roleHolds } from "../../core/access/access.js";
import { type Caller, callerOfToken } from "../../core/auth/authenticate.js";
import { AppError } from "../../core/errors.js";
import { acceptLiveSocket, refuseLiveSocket } from "../../core/live-socket.js";
import { CONVERSATION_PAYLOAD, NOTIFICATION_CHANNEL } from "../../core/notify/notify.js";
import { schoolScope } from "../../core/tenancy/scope.js";
import { listenToChannel } from "../../db/listen.js";
import type { Deps } from "../../deps.js";
import { bellCounts } from "./centre/centre.service.js";

const HELLO_TIMEOUT_MS = 10_000;
const hello = z.object({ type: z.literal("hello"), token: z.string().min(1).max(4000) });
/** Close codes as the boards' channel uses them: the client reconnects with a fresh token on 4401. */
const CLOSE = { badHello: 4400, expired: 4401, refused: 4403 } as const;

type Bell = {
  schoolId: number;
  userId: number;
  /** Whether the user reads the school's inbox: told of every student's conversation, not only their own. */
  readsInbox: boolean;
  sockets: Set<WebSocket>;
  chain: Promise<void>;
};

/**
 * The bells' live channel (decision 0063). `notify()` and every read mark NOTIFY `notification_changed` with
 * `school:user` on commit; every server process LISTENs, and the one holding that user's sockets reads the unread
 * count once (an index-only count) and sends it to each. A lost LISTEN connection re-reads every open bell once it
 * listens again. The WebSocket plugin is registered once in app.ts for this and the boards' channel.
 */
export async function registerNotificationLive(app: FastifyInstance, deps: Deps): Promise<void> {
  const bells = openBells();

  const refresh = (bell: Bell) => {
    bell.chain = bell.chain
      .then(async () => {
        if (bell.sockets.size === 0) return;
        const counts = await bellCounts(schoolScope(deps, bell.schoolId), bell);
        for (const socket of bell.sockets) send(socket, { type: "unread", ...counts });
      })
      .catch((error) => deps.log.warn({ err: error, userId: bell.userId }, "unread count not sent"));
  };

  const listener = await listenToChannel(deps.db, {
    channel: NOTIFICATION_CHANNEL,
    onPayload: (payload = "") => {
      if (payload.startsWith(CONVERSATION_PAYLOAD)) {
        // The thread's readers reload it, and their bells count the conversations waiting for them again.
        for (const bell of tellConversationChanged(bells, payload)) refresh(bell);
        return;
      }
      const bell = bells.byKey(payload);
      if (bell) refresh(bell);
    },
    onListeningAgain: () => {
      for (const bell of bells.all()) refresh(bell);
    },
    log: deps.log,
  });

  app.get(NOTIFICATION_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket) => {
    let key: string | null = null;
    let expiry: NodeJS.Timeout | null = null;
    acceptLiveSocket(socket, {
      helloTimeoutMs: HELLO_TIMEOUT_MS,
      onNoHello: () => refuse(socket, CLOSE.badHello, "No hello in time"),
      onHello: (text) => {
        void join(text).catch((error) => {
          if (error instanceof AppError) {
            return refuse(socket, error.status === 401 ? CLOSE.expired : CLOSE.refused, error.message);
          }
          deps.log.error({ err: error }, "notification socket failed");
          refuse(socket, 1011, "Internal error");
        });
      },
      onClose: () => {
        if (expiry) clearTimeout(expiry);
        if (key) bells.leave(key, socket);
      },
    });

    const join = async (text: string) => {
      const parsed = hello.safeParse(safeJson(text));
      if (!parsed.success) throw new AppError("bad_request", "The first message must be a hello");
      const { caller, expiresAtMs } = await callerOfToken(parsed.data.token, deps);
      if (!caller.schoolActive) throw new AppError("school_inactive", "The school's tariff is not active");
      if (socket.readyState !== socket.OPEN) return;
      key = `${caller.schoolId}:${caller.userId}`;
      refresh(bells.join(caller, socket));
      expiry = setTimeout(
        () => refuse(socket, CLOSE.expired, "The access token expired"),
        Math.max(0, expiresAtMs - Date.now()),
      );
      expiry.unref();
    };
  });

  app.addHook("onClose", async () => {
    await listener.close();
    for (const bell of bells.all()) for (const socket of bell.sockets) socket.close(1001, "Server stopping");
  });
}

/** This process's open bells, by user (`school:user`) and by school. */
function openBells() {
  const byKey = new Map<string, Bell>();
  const bySchool = new Map<number, Set<Bell>>();
  return {
    byKey: (key: string) => byKey.get(key),
    all: () => byKey.values(),
    ofSchool: (schoolId: number): ReadonlySet<Bell> => bySchool.get(schoolId) ?? new Set(),
    join(caller: Caller, socket: WebSocket): Bell {
      const key = `${caller.schoolId}:${caller.userId}`;
      const bell = byKey.get(key) ?? {
        schoolId: caller.schoolId,
        userId: caller.userId,
        readsInbox: roleHolds(caller.role, "conversation.staff"),
        sockets: new Set(),
        chain: Promise.resolve(),
      };
      byKey.set(key, bell);
      bySchool.set(bell.schoolId, (bySchool.get(bell.schoolId) ?? new Set()).add(bell));
      bell.sockets.add(socket);
      return bell;
    },
    leave(key: string, socket: WebSocket): void {
      const bell = byKey.get(key);
      if (!bell) return;
      bell.sockets.delete(socket);
      if (bell.sockets.size > 0) return;
      byKey.delete(key);
      bySchool.get(bell.schoolId)?.delete(bell);
    },
  };
}

/**
 * A student's thread changed (issue 37, decision 0147): the school's inbox readers and that student, on this process,
 * are told, and read it again. Answers the bells told.
 */
function tellConversationChanged(bells: ReturnType<typeof openBells>, payload: string): Bell[] {
  const [schoolId = 0, studentId = 0] = payload.slice(CONVERSATION_PAYLOAD.length).split(":").map(Number);
  const told = [...bells.ofSchool(schoolId)].filter((bell) => bell.readsInbox || bell.userId === studentId);
  for (const bell of told) {
    for (const socket of bell.sockets) send(socket, { type: "conversation", student_id: studentId });
  }
  return told;
}

function send(socket: WebSocket, message: NotificationSocketMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

const refuse = refuseLiveSocket;

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
