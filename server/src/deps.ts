import type { FastifyBaseLogger } from "fastify";
import type { Env, RateLimits } from "./config.js";
import type { KnownDevices } from "./core/auth/known-devices.js";
import type { SessionRegistry } from "./core/auth/sessions.js";
import type { TokenSigner } from "./core/auth/tokens.js";
import type { Mailer } from "./core/mail/mailer.js";
import type { SmsSender } from "./core/mail/sms.js";
import type { AppQueue } from "./core/queue/job-kinds.js";
import type { RateLimiter } from "./core/rate-limit.js";
import type { Storage } from "./core/storage/storage.js";
import type { Db } from "./db/client.js";

/** Everything services reach outside themselves, built once in `buildApp` and handed down. */
export type Deps = {
  env: Env;
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenSigner;
  devices: KnownDevices;
  sessions: SessionRegistry;
  queue: AppQueue;
  /** Enqueues: a mail is kept in the queue until the worker has handed it to SMTP. */
  mailer: Mailer;
  sms: SmsSender;
  storage: Storage;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
};
