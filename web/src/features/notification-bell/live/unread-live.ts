import { NOTIFICATION_SOCKET_PATH } from "@school/contracts";
import { getAccessToken, refreshAccessToken } from "../../../api/access-token.store";

/**
 * The bell's unread count, one live channel per tab (decision 0063): the server sends it over a WebSocket on the
 * hello and whenever it changes on any server process (PostgreSQL LISTEN/NOTIFY). A lost
 * channel reconnects with back-off; an expired token (4401) is refreshed first. No zod and no Ant Design: it runs on
 * the first screen. The same channel says when a student's conversation changed (issue 37): the inbox and the
 * student's chat listen while they are open, and keep the channel open while they do.
 */
type Listener = () => void;
type ConversationListener = (studentId: number) => void;
const MAX_BACKOFF_MS = 15_000;
const EXPIRED = 4401;
const REFUSED = 4403;

let unread: number | null = null;
/** The conversations that wait for the caller (issue 37): the bell counts them beside the notifications. */
let threads = 0;
let socket: WebSocket | null = null;
let attempts = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<Listener>();
const conversationListeners = new Set<ConversationListener>();
const listening = () => listeners.size + conversationListeners.size > 0;

function set(value: number, waiting = threads): void {
  if (unread === value && threads === waiting) return;
  unread = value;
  threads = waiting;
  for (const listener of listeners) listener();
}

/** A connection is being made (its token fetched): a second subscriber waits for it rather than opening another. */
let connecting = false;

function connect(freshToken = false): void {
  if (!listening()) return;
  connecting = true;
  void (async () => {
    const token = freshToken || getAccessToken() === null ? await refreshAccessToken() : getAccessToken();
    connecting = false;
    if (token === null || !listening()) return retryLater();
    const url = new URL(NOTIFICATION_SOCKET_PATH, window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const opened = new WebSocket(url);
    socket = opened;
    opened.onopen = () => opened.send(JSON.stringify({ type: "hello", token }));
    opened.onmessage = (event) => {
      const message = safeJson(String(event.data));
      if (message?.type === "unread" && typeof message.unread === "number") {
        attempts = 0;
        set(message.unread, typeof message.threads === "number" ? message.threads : threads);
      }
      if (message?.type === "conversation" && typeof message.student_id === "number") {
        for (const listener of conversationListeners) listener(message.student_id);
      }
    };
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = null;
      if (event.code === REFUSED) return;
      if (event.code === EXPIRED) return connect(true);
      retryLater();
    };
  })();
}

function retryLater(): void {
  if (timer || !listening()) return;
  const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempts, 4));
  attempts += 1;
  timer = setTimeout(() => {
    timer = null;
    if (!socket) connect();
  }, delay);
}

function safeJson(text: string): { type?: string; unread?: unknown; threads?: unknown; student_id?: unknown } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The count an API answer carried (a read mark, a page of the centre), before the push arrives. */
export function setUnread(value: number): void {
  set(value);
}

export function subscribeUnread(listener: Listener): () => void {
  listeners.add(listener);
  connectOnce();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unread = null;
      threads = 0;
    }
    closeWhenUnused();
  };
}

/** Calls `listener` with the student whose conversation changed, while it is subscribed (issue 37). */
export function subscribeConversations(listener: ConversationListener): () => void {
  conversationListeners.add(listener);
  connectOnce();
  return () => {
    conversationListeners.delete(listener);
    closeWhenUnused();
  };
}

function connectOnce(): void {
  if (!socket && !timer && !connecting) connect();
}

function closeWhenUnused(): void {
  if (listening()) return;
  if (timer) clearTimeout(timer);
  timer = null;
  const open = socket;
  socket = null;
  open?.close(1000, "Bell closed");
}

export const unreadSnapshot = () => unread;
export const waitingThreadsSnapshot = () => threads;
