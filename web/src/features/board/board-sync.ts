import {
  BOARD_CLOSE,
  BOARD_ELEMENT_TYPES,
  BOARD_SOCKET_PATH,
  type BoardElement,
  boardServerMessage,
} from "@school/contracts";
import { saveTaskBoard } from "@school/contracts/routes";
import { getAccessToken, refreshAccessToken } from "../../api/access-token.store";
import { ApiError } from "../../api/api-error";
import { callEndpoint } from "../../api/http-client";

/**
 * - `connecting`: opening the live channel (first time or again);
 * - `live`: changes of others arrive as they are saved;
 * - `offline`: no channel; own changes are kept and sent once it is back;
 * - `refused`: the board cannot be opened (no access, no such board): nothing to retry;
 * - `full`: the board reached its size limit; the last change was not saved.
 */
export type BoardConnection = "connecting" | "live" | "offline" | "refused" | "full";

export type BoardSyncOptions = {
  exerciseId: number;
  studentId: number;
  /** Elements saved by others (or the whole scene after a reconnect), to merge into the drawing. */
  onRemote: (elements: BoardElement[]) => void;
  onConnection: (state: BoardConnection) => void;
  /** Saves wait this long after a change, so a stroke being drawn is sent a few times a second, not per pointer move. */
  throttleMs?: number;
};

const KINDS = new Set<string>(BOARD_ELEMENT_TYPES);
const MAX_BACKOFF_MS = 15_000;
const stamp = (element: { version: number; versionNonce: number }) => `${element.version}:${element.versionNonce}`;

/**
 * Keeps one task board in step with the server (decision 0023): changed elements are saved through the API
 * (throttled, one save at a time, with the version they were based on), and the live channel brings everyone
 * else's. What the server is known to hold is remembered per element, so only real changes are sent and remote
 * elements are never echoed back.
 */
export class BoardSync {
  private readonly options: BoardSyncOptions;
  private version = 0;
  /** id → version:nonce the server holds (as far as this client knows). */
  private readonly known = new Map<string, string>();
  private readonly pending = new Map<string, BoardElement>();
  private saving = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private socket: WebSocket | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private attempts = 0;
  private stopped = false;
  private state: BoardConnection = "connecting";

  constructor(options: BoardSyncOptions) {
    this.options = options;
  }

  /** The scene loaded before the channel opened: its elements are on the server already. */
  loaded(version: number, elements: readonly BoardElement[]): void {
    this.version = Math.max(this.version, version);
    for (const element of elements) this.known.set(element.id, stamp(element));
  }

  start(): void {
    window.addEventListener("online", this.reconnectNow);
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    window.removeEventListener("online", this.reconnectNow);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000, "Board closed");
    this.socket = null;
    // Whatever was drawn in the last moments is still sent.
    void this.flush();
  }

  /** Called with the drawing's elements on every change; queues the ones the server does not hold yet. */
  localChange(elements: readonly { id: string; type: string; version: number; versionNonce: number }[]): void {
    let queued = false;
    for (const element of elements) {
      if (!KINDS.has(element.type) || this.known.get(element.id) === stamp(element)) continue;
      const queuedAlready = this.pending.get(element.id);
      if (queuedAlready && stamp(queuedAlready) === stamp(element)) continue;
      this.pending.set(element.id, toBoardElement(element));
      queued = true;
    }
    if (queued) this.schedule();
  }

  private schedule(): void {
    if (this.timer || this.state === "full") return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.throttleMs ?? 150);
  }

  private async flush(): Promise<void> {
    if (this.saving || this.pending.size === 0) return;
    this.saving = true;
    const batch = [...this.pending.values()];
    this.pending.clear();
    // Marked as held before the answer, so changes arriving meanwhile do not queue the same elements again.
    for (const element of batch) this.known.set(element.id, stamp(element));
    try {
      const answer = await callEndpoint(saveTaskBoard, {
        params: { exerciseId: this.options.exerciseId, studentId: this.options.studentId },
        body: { base_version: this.version, elements: batch },
      });
      this.version = Math.max(this.version, answer.version);
      if (answer.elements) this.remote(answer.elements);
      if (this.state === "offline" && this.socket?.readyState === WebSocket.OPEN) this.setState("live");
    } catch (error) {
      // Newer changes of the same elements, queued meanwhile, win over the batch that failed.
      for (const element of batch) if (!this.pending.has(element.id)) this.pending.set(element.id, element);
      if (error instanceof ApiError && error.status === 413) this.setState("full");
      else if (error instanceof ApiError && (error.status === 403 || error.status === 404)) this.setState("refused");
      else if (error instanceof ApiError && error.status === 400) {
        this.pending.clear();
        console.error("The board refused a change", error);
      } else this.setState("offline");
    } finally {
      this.saving = false;
    }
    if (this.pending.size > 0 && this.state !== "full" && this.state !== "refused") {
      this.timer ??= setTimeout(
        () => {
          this.timer = null;
          void this.flush();
        },
        this.state === "offline" ? this.backoff() : 0,
      );
    }
  }

  private remote(elements: BoardElement[]): void {
    for (const element of elements) {
      const mine = this.pending.get(element.id);
      if (mine && stamp(mine) === stamp(element)) this.pending.delete(element.id);
      this.known.set(element.id, stamp(element));
    }
    if (elements.length > 0) this.options.onRemote(elements);
  }

  private setState(state: BoardConnection): void {
    if (this.state === state) return;
    this.state = state;
    this.options.onConnection(state);
  }

  private backoff(): number {
    return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(this.attempts, 4));
  }

  private readonly reconnectNow = () => {
    if (this.stopped || this.socket) return;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.connect();
  };

  private connect(freshToken = false): void {
    if (this.stopped) return;
    this.setState("connecting");
    void (async () => {
      const token = freshToken || getAccessToken() === null ? await refreshAccessToken() : getAccessToken();
      if (this.stopped) return;
      if (token === null) return this.retryLater();
      const url = new URL(BOARD_SOCKET_PATH, window.location.href);
      url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
      const socket = new WebSocket(url);
      this.socket = socket;
      socket.onopen = () =>
        socket.send(
          JSON.stringify({
            type: "hello",
            token,
            exercise_id: this.options.exerciseId,
            student_id: this.options.studentId,
          }),
        );
      socket.onmessage = (event) => {
        const parsed = boardServerMessage.safeParse(safeJson(String(event.data)));
        if (!parsed.success || parsed.data.type === "error") return;
        if (parsed.data.type === "ready") {
          this.attempts = 0;
          this.setState("live");
          // Own changes that failed while offline go out now.
          if (this.pending.size > 0) void this.flush();
        }
        this.version = Math.max(this.version, parsed.data.version);
        this.remote(parsed.data.elements);
      };
      socket.onclose = (event) => {
        if (this.socket !== socket) return;
        this.socket = null;
        if (this.stopped) return;
        if (event.code === BOARD_CLOSE.refused || event.code === BOARD_CLOSE.notFound) return this.setState("refused");
        if (event.code === BOARD_CLOSE.expired) {
          // The token ran out while the socket was open: at once, with a fresh one.
          this.attempts += 1;
          if (this.attempts <= 3) return this.connect(true);
        }
        this.retryLater();
      };
    })();
  }

  private retryLater(): void {
    this.setState("offline");
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, this.backoff());
  }
}

/** The element as the board keeps it: a link only when it is a web address (the server refuses others). */
function toBoardElement(element: { id: string; type: string; version: number; versionNonce: number }): BoardElement {
  const copy = { ...(element as BoardElement) };
  if (typeof copy.link === "string" && !/^https?:\/\//i.test(copy.link)) copy.link = null;
  return copy;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
