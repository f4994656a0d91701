import type { FastifyReply, FastifyRequest, FastifyServerOptions } from "fastify";
import { LogController } from "fastify";
import type { Env } from "../config.js";

const REQUEST_LINE_LEVELS = ["info", "debug", "trace"];

/**
 * One line per request, written when it ends: `GET /api/v1/… 200 4 ms`. Fastify's own pair of lines (incoming,
 * completed) carries the request and reply objects, which a person reading a terminal does not need.
 */
class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${request.url} ${reply.statusCode} ${reply.elapsedTime.toFixed(0)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * The logger and its request lines. In development a person reads them: pino-pretty turns each record into one
 * coloured line. Elsewhere they stay JSON (one object per line) for whatever collects them. Request lines are
 * written at info; above that level Fastify would still build and drop them on every call. A given stream (a test
 * reading what a request logged) gets the JSON lines.
 */
export function loggingOptions(
  env: Env,
  stream?: NodeJS.WritableStream,
): Pick<FastifyServerOptions, "logger" | "logController" | "childLoggerFactory"> {
  const disableRequestLogging = !REQUEST_LINE_LEVELS.includes(env.LOG_LEVEL);
  if (env.NODE_ENV !== "development" || stream) {
    return {
      logger: { level: env.LOG_LEVEL, ...(stream ? { stream } : {}) },
      logController: new LogController({ disableRequestLogging }),
      ...(disableRequestLogging ? { childLoggerFactory: withoutRequestIds } : {}),
    };
  }
  return {
    logger: {
      level: env.LOG_LEVEL,
      transport: {
        target: "pino-pretty",
        options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname,reqId", singleLine: true },
      },
    },
    logController: new OneLineRequestLog({ disableRequestLogging }),
  };
}

/**
 * Without request lines, a request's logger is the app's: a child per request (to stamp a request id) cost a tenth
 * of a small answer's time (decision 0119), and the id would match no other line, since the only lines a request
 * writes then are its error or warning, which name the method and the URL. A route with a level or serializers of
 * its own still gets its child.
 */
const withoutRequestIds: FastifyServerOptions["childLoggerFactory"] = (logger, bindings, options) =>
  options.level || options.serializers ? logger.child(bindings, options) : logger;
