import type { ServerOptions } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance, FastifyServerOptions } from "fastify";
import type { HttpTimeouts } from "../config.js";

/**
 * The server's own limits (decision 0132): Node closes a connection whose headers are late (408) and an idle
 * keep-alive; a socket silent for `idleMs` is closed. Node's whole-request limit is off: it would cut every upload
 * too, so the route decides it (`limitRequestTime`).
 */
export function serverTimeouts(
  timeouts: HttpTimeouts,
): Pick<FastifyServerOptions, "connectionTimeout" | "keepAliveTimeout" | "requestTimeout"> & { http: ServerOptions } {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: 0,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}

const TIMED_OUT_BODY = JSON.stringify({ detail: "The request took too long to arrive", code: "request_timeout" });
const TIMED_OUT_ANSWER =
  "HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n" +
  `Content-Length: ${Buffer.byteLength(TIMED_OUT_BODY)}\r\n\r\n${TIMED_OUT_BODY}`;

/**
 * A request whose body has not all arrived `requestMs` after its headers (an upload: `uploadMs`) is answered 408 and
 * its connection closed, as Node answers late headers: a client sending a byte a second holds no socket for long. A
 * route that answered before reading the body (a 401) does not stop the clock: the rest still holds the socket, and
 * is then cut without an answer. The clock stops once the body has all arrived, however the request ends.
 */
export function limitRequestTime(app: FastifyInstance, timeouts: HttpTimeouts): void {
  app.addHook("onRequest", (request, reply, done) => {
    // A request with neither length nor chunked encoding has no body (RFC 9112 6.3): its headers were all of it, and
    // most requests (every GET) need no timer of their own.
    const { headers } = request;
    if (headers["content-length"] === undefined && headers["transfer-encoding"] === undefined) return done();
    const limitMs = request.routeOptions.config.routeDef?.multipart ? timeouts.uploadMs : timeouts.requestMs;
    const { raw } = request;
    const timer = setTimeout(() => {
      const { socket } = raw;
      // An injected request (tests) has no connection to hold.
      if (raw.complete || !(socket instanceof Socket) || socket.destroyed) return;
      // Written on the socket itself: the reply belongs to the route, which may still be waiting for the body.
      if (reply.raw.headersSent) socket.destroy();
      else socket.end(TIMED_OUT_ANSWER, () => socket.destroy());
    }, limitMs);
    timer.unref();
    // A request closes once its body has been read (or thrown away) or its socket is gone.
    raw.once("close", () => clearTimeout(timer));
    done();
  });
}
