import { EventEmitter } from "node:events";
import { existsSync } from "node:fs";
import type { IncomingMessage, Server } from "node:http";
import { join } from "node:path";
import type { Duplex } from "node:stream";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import { API_PREFIX, BOARD_SOCKET_PATH, NOTIFICATION_SOCKET_PATH, UPLOAD_LIMIT_BYTES } from "@school/contracts";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { jsonSchemaTransform, validatorCompiler } from "fastify-type-provider-zod";
import { DEFAULT_HTTP_TIMEOUTS, DEFAULT_RATE_LIMITS, type Env, type HttpTimeouts, type RateLimits } from "./config.js";
import { createKnownDevices } from "./core/auth/known-devices.js";
import { createSecondFactor, type SecondFactor } from "./core/auth/second-factor.js";
import { startSessionBroadcast } from "./core/auth/session-broadcast.js";
import { SessionRegistry } from "./core/auth/sessions.js";
import { createTokenSigner } from "./core/auth/tokens.js";
import { PublicAnswers } from "./core/cache/public-answers.js";
import { startSchoolChanges } from "./core/cache/school-changes.js";
import { type Clock, systemClock } from "./core/clock.js";
import { registerCompression } from "./core/compression.js";
import { AppError } from "./core/errors.js";
import { createFiscalRegister } from "./core/fiscal/fiscal-registers.js";
import { type Health, registerHealth } from "./core/health.js";
import { registerErrorHandler } from "./core/http-errors.js";
import { limitRequestTime, serverTimeouts } from "./core/http-timeouts.js";
import { JSON_DEPTH_LIMIT, JSON_KEYS_PER_OBJECT, jsonTooLarge } from "./core/input-guard.js";
import { closeLiveSockets } from "./core/live-socket.js";
import { loggingOptions } from "./core/logging.js";
import { mailSendJob } from "./core/mail/mail-send.job.js";
import { createMailTransport, createQueuedMailer, type MailTransport } from "./core/mail/mailer.js";
import { createReplyAddresses } from "./core/mail/reply-addresses.js";
import { createSchoolSenders } from "./core/mail/school-sender.js";
import { createLogSmsTransport, createMobizonTransport, createQueuedSms, type SmsTransport } from "./core/mail/sms.js";
import { smsSendJob } from "./core/mail/sms-send.job.js";
import { createUnsubscribeTokens } from "./core/mail/unsubscribe-tokens.js";
import type { MessageChannel } from "./core/messaging/channel.js";
import { createChannels } from "./core/messaging/channels.js";
import { createWhatsappGraph } from "./core/messaging/whatsapp-graph.js";
import { jobTableOf } from "./core/module-manifest.js";
import { notificationEmailJob } from "./core/notify/notification-email.js";
import { createPaymentProviders, type PaymentProviders } from "./core/payments/providers.js";
import { publicUrlWarnings } from "./core/public-url.js";
import { type JobTable, registerJobWorkers } from "./core/queue/job-kinds.js";
import { createQueue } from "./core/queue/queue.js";
import { RateLimiter } from "./core/rate-limit.js";
import { readerLanguage } from "./core/reader-language.js";
import { type RequestContext, type RouteDef, registerRoutes, requireRouteDefinitions } from "./core/route.js";
import { registerSecurityHeaders } from "./core/security-headers.js";
import { registerResponseSerializer } from "./core/serializer.js";
import { rangeOf } from "./core/storage/byte-ranges.js";
import { createStorage } from "./core/storage/create-storage.js";
import { createMediaLinks, isPrivateMedia, type MediaLinks, withMediaLinks } from "./core/storage/media-links.js";
import { contentTypeOf, MEDIA_PREFIX, type Storage } from "./core/storage/storage.js";
import { resolveGuestSchool } from "./core/tenancy/school-context.js";
import {
  APPLICATION_ROLE,
  checkDatabaseRoles,
  openSchoolDatabases,
  ownerOnly,
  type SchoolDatabases,
} from "./core/tenancy/school-database.js";
import { type SchoolWork, schoolScope } from "./core/tenancy/scope.js";
import { inlineScriptSources, loadWebShell, type ScreenRoute } from "./core/web-shell.js";
import { type Db, openPoolBeside } from "./db/client.js";
import type { Deps } from "./deps.js";
import { registerBoardLive } from "./modules/boards/board-live.js";
import { LARGEST_IMAGES } from "./modules/catalog/program-page/program-page-images.js";
import { registerInboundMail } from "./modules/conversations/email/inbound-smtp.js";
import { ALL_ROUTES, MODULES } from "./modules/index.js";
import { registerNotificationLive } from "./modules/notifications/notification-live.js";
import { registerBrandRoutes } from "./modules/storefront/brand/index.js";
import { registerGuestPages } from "./modules/storefront/pages/guest-pages.js";
import { registerSeoRoutes } from "./modules/storefront/seo/index.js";
import { createTelegramRuntime } from "./modules/telegram/telegram-bots.js";
import { createWhatsappChannels } from "./modules/whatsapp/whatsapp-channel.js";
import { openPdfThreads } from "./pdf-threads.js";
import { PAYMENT_LISTENERS } from "./reactions.js";

/** The kinds core declares itself (`JobKinds`), beside the modules': sending mail, SMS and a notification's e-mail. */
const CORE_JOB_KINDS = {
  "mail.send": mailSendJob,
  "sms.send": smsSendJob,
  "notifications.email": notificationEmailJob,
} satisfies Partial<JobTable>;

/**
 * Every kind of background job: core's and each module's, from its manifest. Typed as the table of declared kinds
 * (`JobKinds`), which the manifests' own types must fill, so a kind declared and registered by no manifest fails the
 * build (and one registered under a name not declared for it fails its manifest, `defineModule`).
 */
export const JOB_KINDS: JobTable = { ...CORE_JOB_KINDS, ...jobTableOf(MODULES) };

export type AppOptions = {
  env: Env;
  db: Db;
  signingSecret: string;
  /** The built web app to serve on the same port; null serves the API alone. */
  webDist?: string | null;
  /** What the mail worker sends through; by default SMTP from SMTP_URL, or the log without it. */
  mailTransport?: MailTransport;
  /** What the SMS worker sends through; by default from SMS_PROVIDER (Mobizon), or the log. */
  smsTransport?: SmsTransport;
  /** The Telegram channel per school; tests and the bench hand one over the Bot API fake (decision 0067). */
  telegramChannel?: (schoolId: number) => MessageChannel;
  storage?: Storage;
  rateLimits?: RateLimits;
  /** The system's clock unless a test sets its own. */
  clock?: Clock;
  routes?: readonly RouteDef[];
  logger?: boolean;
  /** Where log lines go instead of standard output: a test reads what a request wrote. */
  logStream?: NodeJS.WritableStream;
  /** How long a client may hold a socket; the defaults unless a test shortens them to watch one closed. */
  httpTimeouts?: HttpTimeouts;
  /**
   * false: requests act through the owner's handle, without the database's school policies (decision 0049). Only the
   * benches set it, to measure what the policies cost beside an app with them; nothing reads it from the environment.
   */
  rowSecurity?: boolean;
  /**
   * false: no guest answer or domain lookup is kept in memory (decision 0094). The test harness sets it unless a test
   * asks for the cache, since tests write and read back at once, faster than a notification travels; the catalogue
   * bench sets it to measure what a call costs the database.
   */
  guestCache?: boolean;
  /**
   * How much JSON of guests' answers a process keeps, least recently used out first (32 M characters); 0 keeps the
   * catalogue's index and the domains but no answer, as the catalogue bench measures what a search costs.
   */
  guestAnswerCharacters?: number;
};

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; deps: Deps; health: Health }> {
  const { env } = options;
  const logging = loggingOptions(env, options.logStream);
  const timeouts = options.httpTimeouts ?? DEFAULT_HTTP_TIMEOUTS;
  const app = newServer(options, { logging, timeouts });

  const { deps, jobPool, requestLogin, mailTransport, mediaLinks } = await createDeps(app, options);

  await checkDatabaseRoles({ owner: options.db, request: deps.schools.forSchool(null), env, log: app.log });
  const sessionBroadcast = await startSessionBroadcast(options.db, {
    onChange: (change) => deps.sessions.apply(change),
    log: app.log,
  });
  app.addHook("onClose", async () => sessionBroadcast.close());
  app.addHook("onClose", async () => deps.schools.close());

  registerSecurityHeaders(app, {
    apiPrefix: API_PREFIX,
    https: env.PUBLIC_URL.startsWith("https://"),
    inlineScripts: options.webDist ? inlineScriptSources(options.webDist) : [],
  });
  await registerCompression(app);
  await registerApiDocs(app);
  const health = registerHealth(app, options.db);
  app.addHook("onClose", async () => health.close());

  await registerApiRoutes(app, deps, options.routes ?? ALL_ROUTES);
  await registerLiveChannels(app, deps);
  registerMedia(app, deps.storage, mediaLinks);
  registerBrandRoutes(app, deps);
  registerSeoRoutes(app, deps);
  await registerWebApp(app, options.webDist ?? null, deps);
  await startJobWorkers(app, { options, deps, jobPool, requestLogin, mailTransport });
  // The bot (decision 0057): its webhook set, or its polling started in one process, once the app serves.
  app.addHook("onReady", async () => deps.telegram.start());
  app.addHook("onClose", async () => deps.telegram.stop());
  registerInboundMail(app, deps);
  return { app, deps, health };
}

/**
 * What a production server says at start when mail, payments or receipts run on their stand-ins, and when its
 * PUBLIC_URL would mislead the links that leave it (decision 0169).
 */
function warnOfStandIns(app: FastifyInstance, input: { env: Env; payments: PaymentProviders }) {
  const { env, payments } = input;
  if (env.NODE_ENV !== "production") return;
  for (const warning of publicUrlWarnings(env.PUBLIC_URL)) app.log.warn(warning);
  if (!env.SMTP_URL) {
    app.log.warn("SMTP_URL is not set: mail is written to the log, not sent (allowed off a public PUBLIC_URL only)");
  }
  if (payments.development) {
    app.log.warn(
      "PAYMENTS_PROVIDER is development: checkouts take test payments and move no money; their pages say so (decision 0124)",
    );
  }
  if (env.FISCAL_PROVIDER === "off") {
    app.log.warn("FISCAL_PROVIDER is off: receipts are issued without a fiscal receipt (decision 0161)");
  }
}

/**
 * The app's dependencies (`Deps`): the queue, mail, payments, messengers, storage, sessions and the schools'
 * database handles, with the workers' own pool beside them.
 */
async function createDeps(app: FastifyInstance, options: AppOptions) {
  const { env } = options;
  // The workers' own connections (decision 0072): a mailing's thousands of deliveries queue for these, while the
  // requests keep theirs (the owner's pool, and the schools' in core/tenancy).
  const jobPool = openPoolBeside(options.db, env.DB_JOB_POOL_SIZE);
  const queue = createQueue({
    db: options.db,
    workerDb: jobPool.db,
    log: app.log,
    kinds: JOB_KINDS,
    senderRole: APPLICATION_ROLE,
  });
  const replyAddresses = createReplyAddresses({ secret: options.signingSecret, domain: env.INBOUND_MAIL_DOMAIN });
  const mailTransport =
    options.mailTransport ??
    createMailTransport({
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      // A worker delivers every school's mail: the sender is read across schools, on the owner's handle.
      senders: createSchoolSenders(options.db, replyAddresses),
      log: app.log,
    });
  const payments = createPaymentProviders(env, options.signingSecret);
  warnOfStandIns(app, { env, payments });
  const mediaLinks = createMediaLinks(options.signingSecret);
  const clock = options.clock ?? systemClock;
  const storage = withMediaLinks(options.storage ?? (await createStorage(env)), mediaLinks);
  const secondFactor = createSecondFactor(options.signingSecret);
  const messengers = createMessengers(app, options, {
    mailTransport,
    clock,
    storage,
    secondFactor,
    // Read when a delivery job sends, once `deps` is made: the WhatsApp channel works in the school's scope as the job.
    schoolOf: (schoolId) => schoolScope(deps, schoolId),
  });
  // The request role's own login (decision 0129), when DATABASE_URL is it and DATABASE_OWNER_URL the owner's.
  const requestLogin = env.DATABASE_OWNER_URL ? env.DATABASE_URL : undefined;
  const schoolChanges = options.guestCache === false ? null : await startSchoolChanges(options.db, { log: app.log });
  // Closed after the job queue has stopped (onClose hooks run last-added first): its running jobs finish drawing.
  const pdfs = openPdfThreads(env.PDF_THREADS);
  app.addHook("onClose", async () => pdfs.close());
  if (schoolChanges) app.addHook("onClose", async () => schoolChanges.close());
  const deps: Deps = {
    env,
    db: options.db,
    schools: schoolDatabasesOf(options, { login: requestLogin, size: env.DB_POOL_SIZE }),
    log: app.log,
    tokens: createTokenSigner(options.signingSecret),
    devices: createKnownDevices(options.signingSecret),
    secondFactor,
    sessions: new SessionRegistry(options.db),
    queue,
    mailer: createQueuedMailer(queue),
    unsubscribeTokens: createUnsubscribeTokens(options.signingSecret),
    replyAddresses,
    sms: createQueuedSms(queue),
    telegram: messengers.telegram,
    whatsapp: messengers.whatsapp,
    storage,
    pdfs,
    rateLimiter: new RateLimiter(options.db, (options.rateLimits ?? DEFAULT_RATE_LIMITS).windowSeconds),
    rateLimits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    clock,
    publicAnswers: schoolChanges
      ? new PublicAnswers(schoolChanges, options.guestAnswerCharacters ?? 32 * 1024 * 1024)
      : null,
    channels: messengers.channels,
    payments,
    fiscal: createFiscalRegister(env),
    paymentListeners: PAYMENT_LISTENERS,
  };
  return { deps, jobPool, requestLogin, mailTransport, mediaLinks };
}

/**
 * The messengers: the platform's Telegram bot runtime, the WhatsApp Cloud API client (decision 0157), and the channels
 * mailings, greetings and replies send through, with their shared send rates (decision 0067).
 */
function createMessengers(
  app: FastifyInstance,
  options: AppOptions,
  input: {
    mailTransport: MailTransport;
    clock: Clock;
    storage: Storage;
    secondFactor: SecondFactor;
    schoolOf: (schoolId: number) => SchoolWork;
  },
) {
  const { env } = options;
  const telegram = createTelegramRuntime({
    db: options.db,
    env,
    log: app.log,
    clock: input.clock,
    storage: input.storage,
    signingSecret: options.signingSecret,
  });
  const graph = createWhatsappGraph({ baseUrl: env.WHATSAPP_GRAPH_URL });
  const whatsapp = createWhatsappChannels({
    schoolOf: input.schoolOf,
    graph,
    clock: input.clock,
    open: input.secondFactor.open,
  });
  const channels = createChannels(
    env,
    { mailTransport: input.mailTransport, telegram, whatsapp },
    { telegram: options.telegramChannel },
  );
  return { telegram, whatsapp: { graph }, channels };
}

/** The Fastify server with what every request goes through: timeouts, size limits, validation, errors. */
function newServer(
  options: AppOptions,
  { logging, timeouts }: { logging: ReturnType<typeof loggingOptions>; timeouts: HttpTimeouts },
): FastifyInstance {
  const { env } = options;
  const app = Fastify({
    logger: options.logger === false ? false : logging.logger,
    ...serverTimeouts(timeouts),
    logController: logging.logController,
    ...(logging.childLoggerFactory ? { childLoggerFactory: logging.childLoggerFactory } : {}),
    bodyLimit: 1024 * 1024,
    // The client address (rate limits) comes from X-Forwarded-For only when a configured proxy sent it.
    trustProxy: env.TRUSTED_PROXIES.length > 0 ? env.TRUSTED_PROXIES : false,
    ajv: { customOptions: { coerceTypes: "array" } },
    // On close (decision 0101) a request that reached an open connection is served, answered with `Connection:
    // close`, rather than refused with 503: the database stays open until every such request has finished.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  limitRequestTime(app, timeouts);
  limitJsonSize(app);
  acceptFormsWhereRaw(app);
  registerResponseSerializer(app, { checkAnswers: env.NODE_ENV !== "production" });
  app.decorate("apiRoutes", requireRouteDefinitions(app));
  // Declared, not added by the hooks: a property added to every request changes its shape on the hot path.
  app.decorateRequest("ctx", null as unknown as RequestContext);
  registerErrorHandler(app);
  return app;
}

/** The OpenAPI document drawn from the same zod contracts, and its pages at /api/docs. */
async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: "School platform API", version: "1.0.0" },
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}

/** The API's routes: the upload routes in a context of their own. */
async function registerApiRoutes(app: FastifyInstance, deps: Deps, routes: typeof ALL_ROUTES) {
  registerRoutes(
    app,
    deps,
    routes.filter((route) => !route.multipart),
  );
  // A plugin's hooks run on every request of the context it is registered in (decision 0090): the multipart
  // plugin's (a listener on every reply, a body check, a clean-up) only in a context of the upload routes, and the
  // WebSocket plugin's only in one of the live channels.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 20 } });
    registerRoutes(
      uploads,
      deps,
      routes.filter((route) => route.multipart),
    );
  });
}

/** The job workers of this process, on the workers' pool, started once the app is ready and stopped on close. */
async function startJobWorkers(
  app: FastifyInstance,
  input: {
    options: AppOptions;
    deps: Deps;
    jobPool: ReturnType<typeof openPoolBeside>;
    requestLogin: string | undefined;
    mailTransport: MailTransport;
  },
) {
  const { options, deps, jobPool, requestLogin, mailTransport } = input;
  const { env, queue } = deps;
  const smsTransport = options.smsTransport ?? smsTransportOf(env, app.log);
  // A job acts through the workers' pool: its reads and writes, and the jobs it stores in turn.
  // A job acting for one school reaches it as a request does (`schoolScope`), through schools' handles of its own line:
  // half as many connections as the workers' own, whose pg-boss polling and fan-out are most of their work.
  const jobSchools = schoolDatabasesOf(
    { ...options, db: jobPool.db },
    { login: requestLogin, size: Math.max(2, Math.ceil(env.DB_JOB_POOL_SIZE / 2)) },
  );
  const jobDeps: Deps = { ...deps, db: jobPool.db, schools: jobSchools, queue: queue.on(jobPool.db) };
  await registerJobWorkers(queue, { kinds: JOB_KINDS, context: { deps: jobDeps, mailTransport, smsTransport } });
  // Workers run in this process, on their own connections (decision 0072); a worker-only process can later join on
  // the same database. Started on ready, not here, so a buildApp that throws (a route without roles) leaves nothing
  // running.
  app.addHook("onReady", async () => queue.start());
  app.addHook("onClose", async () => {
    await queue.stop();
    await jobSchools.close();
    await jobPool.close();
  });
}

/** Each school's handles over `options.db`'s connections; the owner's for all when the policies are measured off. */
function schoolDatabasesOf(options: AppOptions, pool: { login?: string; size?: number }): SchoolDatabases {
  return options.rowSecurity === false ? ownerOnly(options.db) : openSchoolDatabases(options.db, pool);
}

/**
 * The live channels (WebSockets outside /api/v1/), fed by PostgreSQL notifications: the task boards (decision 0023)
 * and the notification bells (decision 0063). Client messages are only a hello (and pongs). The WebSocket plugin
 * lives in a context of their own, so its hooks do not run on every other request (decision 0090), and it hears
 * only the upgrades to their paths: one to any other path is answered 404 and closed, as no other route serves it.
 */
async function registerLiveChannels(app: FastifyInstance, deps: Deps): Promise<void> {
  const livePaths = new Set([BOARD_SOCKET_PATH, NOTIFICATION_SOCKET_PATH]);
  const liveUpgrades = new EventEmitter();
  app.server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (livePaths.has((request.url ?? "").split("?")[0] ?? "")) liveUpgrades.emit("upgrade", request, socket, head);
    else socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n");
  });
  await app.register(async (live) => {
    // The plugin listens on `server` for upgrades instead of on the app's server; ws itself never sees it.
    const server = liveUpgrades as unknown as Server;
    await live.register(websocket, { options: { maxPayload: 16 * 1024, server }, preClose: closeLiveSockets });
    await registerBoardLive(live, deps);
    await registerNotificationLive(live, deps);
  });
}

/** SMS_PROVIDER's transport (decision 0059): Mobizon with its key, or the development log. */
function smsTransportOf(env: Env, log: FastifyInstance["log"]): SmsTransport {
  if (env.SMS_PROVIDER === "mobizon" && env.MOBIZON_API_KEY) {
    return createMobizonTransport({ apiKey: env.MOBIZON_API_KEY, apiUrl: env.MOBIZON_API_URL });
  }
  if (env.NODE_ENV === "production") log.warn("SMS_PROVIDER is log: phone codes are written to the log, not sent");
  return createLogSmsTransport(log);
}

/**
 * Fastify's own JSON parser (with its guard against prototype poisoning), behind a depth and a keys-per-object limit
 * checked on the text: a body nested deeper or an object wider than any form needs is a 400 before it is parsed or
 * walked.
 */
function limitJsonSize(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  const limits = { depth: JSON_DEPTH_LIMIT, keysPerObject: JSON_KEYS_PER_OBJECT };
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    const tooLarge = jsonTooLarge(text, limits);
    if (tooLarge) {
      done(
        new AppError("validation_failed", "Check the data: some fields are invalid", { fields: { body: tooLarge } }),
        undefined,
      );
      return;
    }
    parseJson(request, text, done);
  });
}

/**
 * Form-urlencoded bodies (CloudPayments posts its notifications so) only on routes that keep their raw body: every
 * other call takes JSON, so a cross-site form cannot reach them.
 */
function acceptFormsWhereRaw(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (request, body, done) => {
    if (!request.routeOptions.config.routeDef?.rawBody) {
      done(new AppError("unsupported_media_type", "This call takes JSON"), undefined);
      return;
    }
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });
}

function registerMedia(app: FastifyInstance, storage: Storage, links: MediaLinks): void {
  // Images, PDFs and videos are compressed formats already.
  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true }, compress: false }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    // A missing or wrong signature answers like a missing file: it tells nothing about which documents exist.
    if (!links.allows(key, request.query as Record<string, string | undefined>)) {
      throw new AppError("not_found", "File not found");
    }
    const size = await storage.size(key);
    if (size === null) throw new AppError("not_found", "File not found");
    // Stored names never change content, so public files are cached for good; documents only by the browser.
    const caching = isPrivateMedia(key) ? "private, max-age=3600" : "public, max-age=31536000, immutable";
    reply.type(contentTypeOf(key)).header("cache-control", caching).header("accept-ranges", "bytes");
    // Byte ranges let a video player seek without loading the whole file (decision 0022).
    const asked = rangeOf(request.headers.range, size);
    if (asked.kind === "unsatisfiable") {
      return reply.status(416).header("content-range", `bytes */${size}`).send();
    }
    const range = asked.kind === "part" ? asked.range : undefined;
    const body = await storage.stream(key, range);
    if (!body) throw new AppError("not_found", "File not found");
    if (range) {
      reply.status(206).header("content-range", `bytes ${range.start}-${range.end}/${size}`);
    }
    reply.header("content-length", range ? range.end - range.start + 1 : size);
    return reply.send(body);
  });
}

/** The web app and the API share one port; unknown API paths answer JSON 404, other paths the SPA shell. */
async function registerWebApp(app: FastifyInstance, webDist: string | null, deps: Deps): Promise<void> {
  const hasWeb = webDist !== null && existsSync(join(webDist, "index.html"));
  const assetsDir = join(webDist ?? "", "assets", "/");
  const serviceWorkerFile = join(webDist ?? "", "sw.js");
  // Each screen's page names its own chunks (decision 0106).
  const shell = hasWeb ? loadWebShell(webDist) : null;
  if (hasWeb && shell) {
    // The guest screens are drawn on the server (decision 0145); every other screen gets the shell below.
    await registerGuestPages(app, deps, {
      webDist,
      shell,
      largestImageOf: (request, route) => largestImageOf(request, route, deps),
    });
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside every text asset; the one the browser accepts is sent as it is.
      preCompressed: true,
      globIgnore: ["**/*.br", "**/*.gz"],
      // Vite names assets by content hash, so they never change under the same URL.
      setHeaders: (reply, path) => {
        if (path.startsWith(assetsDir)) reply.header("cache-control", "public, max-age=31536000, immutable");
        // The service worker keeps one name across builds (decision 0175): checked with the server on every visit.
        // (`path` names the compressed variant sent, when one is).
        else if (path.replace(/\.(br|gz)$/, "") === serviceWorkerFile) reply.header("cache-control", "no-cache");
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    // Only screen paths get the SPA shell; a missing file (an old chunk after a deploy) stays a 404,
    // or the browser would try to run index.html as a script.
    const isScreen = !path.startsWith("/api/") && !path.startsWith(MEDIA_PREFIX) && !/\.[a-z0-9]+$/i.test(path);
    if (isScreen && shell !== null && request.method === "GET") {
      const route = shell.routeOf(path);
      const page = shell.pageFor(route, route ? await largestImageOf(request, route, deps) : null);
      // no-cache: the shell names the current hashed chunks, so it is checked with the server on every visit.
      return reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(page);
    }
    return reply.status(404).send({ detail: "Not found.", code: "not_found" });
  });
}

/**
 * The picture the screen shows largest, named in its page (decision 0123), as the guest's school holds it. The page is
 * sent without it when the screen names none, no school is served here, or the database does not answer: it only
 * starts a download early.
 */
async function largestImageOf(request: FastifyRequest, route: ScreenRoute, deps: Deps): Promise<string | null> {
  const largestImage = LARGEST_IMAGES.get(route.key);
  if (!largestImage) return null;
  try {
    const schoolId = await resolveGuestSchool(request, deps);
    if (schoolId === null) return null;
    const visitor = { ...schoolScope(deps, schoolId), caller: null, language: readerLanguage(request, null) };
    return await largestImage(visitor, route.params);
  } catch (error) {
    request.log.warn({ err: error }, "the page's largest picture could not be read");
    return null;
  }
}
