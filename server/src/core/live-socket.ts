import type { WebSocket } from "@fastify/websocket";
import type { FastifyInstance } from "fastify";

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

/** The close code a live socket gets when its server shuts down: the clients reconnect, through the balancer, elsewhere. */
export const GOING_AWAY = 1001;
/** How long a closing socket may take to answer the close before it is cut. */
const CLOSE_HANDSHAKE_MS = 3000;

/**
 * The websocket plugin's step of `app.close()` (decision 0101): every live socket is told the server is going away
 * (1001, which the clients answer by reconnecting after a moment) instead of a bare close. The HTTP server's close,
 * next, waits for these sockets to end; one that does not answer is cut after CLOSE_HANDSHAKE_MS.
 */
export function closeLiveSockets(this: FastifyInstance, done: () => void): void {
  const server = this.websocketServer;
  for (const client of server.clients) client.close(GOING_AWAY, "Server restarting");
  setTimeout(() => {
    for (const client of server.clients) client.terminate();
  }, CLOSE_HANDSHAKE_MS).unref();
  server.close();
  done();
}
