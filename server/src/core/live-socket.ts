import type { WebSocket } from "@fastify/websocket";

const PING_INTERVAL_MS = 30_000;

/**
 * How every live channel's socket (the task boards, the notification bells) starts and is kept: its first message
 * must come within `helloTimeoutMs` and goes to `onHello` (later ones are ignored: changes go through the HTTP API),
 * else `onNoHello`; a ping every 30 s ends a socket that stopped answering. The timers stop when the socket closes,
 * before `onClose`.
 */
export function acceptLiveSocket(
  socket: WebSocket,
  handlers: { helloTimeoutMs: number; onNoHello(): void; onHello(text: string): void; onClose(): void },
): void {
  const helloTimer = setTimeout(handlers.onNoHello, handlers.helloTimeoutMs);
  let alive = true;
  const ping = setInterval(() => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
  }, PING_INTERVAL_MS);
  socket.on("pong", () => {
    alive = true;
  });
  socket.once("message", (data) => {
    clearTimeout(helloTimer);
    handlers.onHello(data.toString());
  });
  socket.on("close", () => {
    clearTimeout(helloTimer);
    clearInterval(ping);
    handlers.onClose();
  });
}

/** Says why in an `error` message the client reads, then closes with the code it acts on (4401: a fresh token). */
export function refuseLiveSocket(socket: WebSocket, code: number, detail: string): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify({ type: "error", code: String(code), detail }));
  socket.close(code, detail.slice(0, 120));
}
