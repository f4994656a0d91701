import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { VIDEO_LIMIT_MB } from "@school/contracts";
import { z } from "zod";
import { isPublicUrl } from "./core/public-url.js";

const REPOSITORY_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** How long the app waits on PostgreSQL before answering 503 instead of hanging (decision 0012). */
export type DatabaseTimeouts = {
  /** Longest statement: the server cancels it, and the client gives up shortly after if the server is silent. */
  statementMs: number;
  /** Longest wait for a connection, whether a new one or a free one from a full pool. */
  connectMs: number;
};

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 10_000, connectMs: 5_000 };
/** node-postgres's own default, which served one process on PostgreSQL's default 100 connections. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * How long a client may hold a socket (decision 0132): a slow sender is closed, not waited for. deploy/haproxy.cfg
 * agrees: its `timeout http-request` is the headers' limit, its `timeout client` the silence's, and its own idle
 * keep-alive is longer than ours, as the balancer's side must be.
 */
export type HttpTimeouts = {
  /** The request line and every header, from the connection's first byte. */
  headersMs: number;
  /** The whole request, body included, from the headers' arrival: every call but an upload. */
  requestMs: number;
  /** An upload's whole request (a video of VIDEO_UPLOAD_LIMIT_MB on a slow line), the same way. */
  uploadMs: number;
  /** A socket on which nothing moves this long is closed: a stalled upload, a reader who stopped reading. */
  idleMs: number;
  /** A keep-alive connection between requests. */
  keepAliveMs: number;
  /** How often Node looks for requests past `headersMs` (its connectionsCheckingInterval): the lateness allowed. */
  checkEveryMs: number;
};

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  uploadMs: 60 * 60_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

/**
 * Every environment variable the server reads, validated once at start-up. README.md documents the same
 * table; a missing or malformed value stops the server with a message naming the variable.
 */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    // Only these proxies may say who the client is (X-Forwarded-For); from anyone else the header is ignored, or
    // per-address limits would be void. Comma-separated addresses or CIDR ranges.
    TRUSTED_PROXIES: z
      .string()
      .default("")
      .transform((list) =>
        list
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
    DATABASE_URL: z.string().url().optional(),
    // The tables' owner (decision 0129): migrations, jobs' fan-out over schools, sign-in by e-mail. Set, it makes
    // DATABASE_URL the requests' own login, a role that owns nothing and bypasses no policy; unset, DATABASE_URL is the
    // owner's and requests switch its connections to the application's role (a developer's machine, CI).
    DATABASE_OWNER_URL: z.string().url().optional(),
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
    // The requests' connections of one process, each of its two pools (the owner's and the schools'): several
    // processes behind a balancer share PostgreSQL's max_connections (100 by default), so each gets its part.
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
    // The job workers' own connections (decision 0072), beside the requests' pools: a mailing's deliveries wait for
    // one of these, never in the requests' line. Eight kept the bench's 80 sends a second on a loaded machine.
    DB_JOB_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(8),
    // The threads that draw PDFs off the event loop (decision 0164); unset, one per core but the event loop's (1 to 4).
    PDF_THREADS: z.coerce.number().int().min(1).max(16).optional(),
    // How long a guest page may take to draw on the server before the visitor gets the shell (decision 0145).
    GUEST_RENDER_TIME_LIMIT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
    // A graceful stop (decision 0101): readiness answers 503 for the drain delay before the listener closes, so a
    // balancer checking every second stops sending first; the timeout bounds the whole stop, in-flight requests too.
    SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
    // Relative to the repository root, whichever workspace folder npm runs a script in.
    DATA_DIR: z
      .string()
      .default("./data")
      .transform((dir) => resolve(REPOSITORY_ROOT, dir)),
    PUBLIC_URL: z.string().url().default("http://localhost:3000"),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default("School platform <no-reply@localhost>"),
    JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    // Lesson videos (decision 0022): the upload is streamed to disk, so the limit costs disk, not memory.
    VIDEO_UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(4096).default(VIDEO_LIMIT_MB),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SEED_DEMO: z.enum(["true", "false"]).default("true"),
    // The payment provider (decisions 0051, 0052, 0124): CloudPayments when both keys are set, the local development
    // provider (a checkout page with Pay and Decline buttons, no money) when neither is. One key without the other
    // stops the server, and so does a production start with neither unless PAYMENTS_PROVIDER states the test one.
    PAYMENTS_PROVIDER: z.enum(["cloudpayments", "development"]).optional(),
    CLOUDPAYMENTS_PUBLIC_ID: z.string().trim().min(1).optional(),
    CLOUDPAYMENTS_API_SECRET: z.string().trim().min(1).optional(),
    CLOUDPAYMENTS_API_URL: z.string().url().default("https://api.cloudpayments.ru"),
    // Fiscal receipts through an online cash register (decision 0161): off unless FISCAL_PROVIDER names one. Webkassa
    // needs its integration key, the cashier's login and password and the cashbox's unique number; one missing stops
    // the server, so a configured register never silently issues nothing.
    FISCAL_PROVIDER: z.enum(["off", "webkassa"]).default("off"),
    WEBKASSA_API_URL: z.string().url().default("https://kkm.webkassa.kz"),
    WEBKASSA_API_KEY: z.string().trim().min(1).optional(),
    WEBKASSA_LOGIN: z.string().trim().min(1).optional(),
    WEBKASSA_PASSWORD: z.string().min(1).optional(),
    WEBKASSA_CASHBOX: z.string().trim().min(1).optional(),
    // The platform's Telegram bot (decision 0057): students link their chat with `/start CODE`; mailings go through
    // it unless a school set its own bot in settings. Unset: no platform bot. The API root is Telegram's own unless a
    // test or a local Bot API server says otherwise.
    TELEGRAM_BOT_TOKEN: z
      .string()
      .trim()
      .regex(/^\d+:[A-Za-z0-9_-]{20,}$/, "a bot token as BotFather gives it (digits, a colon, the secret)")
      .optional(),
    TELEGRAM_API_ROOT: z.string().url().default("https://api.telegram.org"),
    // Phone codes by SMS (decision 0059): `log` writes them to the server log (development), `mobizon` sends them
    // through Mobizon's HTTP API with MOBIZON_API_KEY.
    SMS_PROVIDER: z.enum(["log", "mobizon"]).default("log"),
    MOBIZON_API_KEY: z.string().trim().min(1).optional(),
    MOBIZON_API_URL: z.string().url().default("https://api.mobizon.kz"),
    // Replies to the school's mails (issue 37, decision 0155): a mail to a student answers to a per-thread address at
    // INBOUND_MAIL_DOMAIN, whose MX the operator points at this server's SMTP listener (INBOUND_SMTP_PORT, in the
    // processes that should receive; unset: none listens). Unset domain: replies go to the school's support address.
    INBOUND_MAIL_DOMAIN: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, "a mail domain, such as reply.school.kz")
      .optional(),
    INBOUND_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    INBOUND_SMTP_HOST: z.string().trim().min(1).default("0.0.0.0"),
    // Mailings (issue 22, decision 0067): the send rates every server process shares.
    MAILING_EMAIL_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(10),
    MAILING_TELEGRAM_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(30),
    /** A school's WhatsApp number's send rate (the Cloud API's default throughput is 80 a second). */
    MAILING_WHATSAPP_PER_SECOND: z.coerce.number().min(0.1).max(1000).default(80),
    /** The Graph API's address (decision 0157); tests point it at the local fake. */
    WHATSAPP_GRAPH_URL: z.string().url().default("https://graph.facebook.com"),
    // The school a guest meets at an address no school is registered at (decision 0020): a school's domain, or
    // `none`. Unset: a platform with one school serves it at any address, one with several refuses.
    DEFAULT_SCHOOL: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, "a school's domain, or none")
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.SHUTDOWN_DRAIN_DELAY_MS >= env.SHUTDOWN_TIMEOUT_MS) {
      context.addIssue({
        code: "custom",
        path: ["SHUTDOWN_DRAIN_DELAY_MS"],
        message: "SHUTDOWN_DRAIN_DELAY_MS must be shorter than SHUTDOWN_TIMEOUT_MS",
      });
    }
    // A deployment people reach must send its mail; a production start on a local or private address (`npm start`
    // on a fresh machine, a trial) writes it to the log instead, as development does (decision 0087).
    if (env.NODE_ENV === "production" && !env.SMTP_URL && isPublicUrl(env.PUBLIC_URL)) {
      context.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "SMTP_URL is required in production at a public PUBLIC_URL",
      });
    }
    if (env.DATABASE_OWNER_URL && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: "DATABASE_URL (the requests' role) is required with DATABASE_OWNER_URL",
      });
    }
    // A deployment people reach keeps its requests out of the owner's role (decision 0129); a trial on a local or
    // private address may run on one URL, with a warning at start.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.DATABASE_OWNER_URL && isPublicUrl(env.PUBLIC_URL)) {
      context.addIssue({
        code: "custom",
        path: ["DATABASE_OWNER_URL"],
        message:
          "DATABASE_OWNER_URL is required in production at a public PUBLIC_URL: DATABASE_URL then logs in as the requests' role (docs/deploy.md)",
      });
    }
    if (Boolean(env.CLOUDPAYMENTS_PUBLIC_ID) !== Boolean(env.CLOUDPAYMENTS_API_SECRET)) {
      const missing = env.CLOUDPAYMENTS_PUBLIC_ID ? "CLOUDPAYMENTS_API_SECRET" : "CLOUDPAYMENTS_PUBLIC_ID";
      context.addIssue({
        code: "custom",
        path: [missing],
        message: `${missing} is required with the other CloudPayments key`,
      });
    }
    for (const issue of paymentIssues(env)) context.addIssue({ code: "custom", ...issue });
    if (env.FISCAL_PROVIDER === "webkassa") {
      for (const name of ["WEBKASSA_API_KEY", "WEBKASSA_LOGIN", "WEBKASSA_PASSWORD", "WEBKASSA_CASHBOX"] as const) {
        if (!env[name])
          context.addIssue({
            code: "custom",
            path: [name],
            message: `${name} is required for FISCAL_PROVIDER=webkassa`,
          });
      }
    }
    if (env.SMS_PROVIDER === "mobizon" && !env.MOBIZON_API_KEY) {
      context.addIssue({
        code: "custom",
        path: ["MOBIZON_API_KEY"],
        message: "MOBIZON_API_KEY is required for SMS_PROVIDER=mobizon",
      });
    }
    if (env.STORAGE_DRIVER === "s3") {
      for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (!env[name])
          context.addIssue({ code: "custom", path: [name], message: `${name} is required for STORAGE_DRIVER=s3` });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

type PaymentSettings = Pick<
  Env,
  "NODE_ENV" | "PAYMENTS_PROVIDER" | "CLOUDPAYMENTS_PUBLIC_ID" | "CLOUDPAYMENTS_API_SECRET"
>;

/**
 * Which provider takes the money (decision 0124): the one stated, else CloudPayments with its keys, else the
 * development provider, which a production start accepts only when stated (`paymentIssues`).
 */
export function paymentProviderOf(env: PaymentSettings): "cloudpayments" | "development" {
  if (env.PAYMENTS_PROVIDER) return env.PAYMENTS_PROVIDER;
  return env.CLOUDPAYMENTS_PUBLIC_ID && env.CLOUDPAYMENTS_API_SECRET ? "cloudpayments" : "development";
}

/**
 * A production server whose checkout pays without money gives programs and tariffs away: it does not start without
 * a real provider, unless an operator states the test one; a stated provider and the keys must agree.
 */
function paymentIssues(env: PaymentSettings): { path: string[]; message: string }[] {
  const keys = Boolean(env.CLOUDPAYMENTS_PUBLIC_ID && env.CLOUDPAYMENTS_API_SECRET);
  if (env.PAYMENTS_PROVIDER === "development" && keys) {
    return [
      {
        path: ["PAYMENTS_PROVIDER"],
        message:
          "PAYMENTS_PROVIDER=development while the CloudPayments keys are set: state PAYMENTS_PROVIDER=cloudpayments, or remove the keys to take test payments",
      },
    ];
  }
  if (env.PAYMENTS_PROVIDER === "cloudpayments" && !keys) {
    return (["CLOUDPAYMENTS_PUBLIC_ID", "CLOUDPAYMENTS_API_SECRET"] as const)
      .filter((name) => !env[name])
      .map((name) => ({ path: [name], message: `${name} is required for PAYMENTS_PROVIDER=cloudpayments` }));
  }
  if (env.NODE_ENV === "production" && !keys && !env.PAYMENTS_PROVIDER) {
    return [
      {
        path: ["CLOUDPAYMENTS_PUBLIC_ID"],
        message:
          "CLOUDPAYMENTS_PUBLIC_ID and CLOUDPAYMENTS_API_SECRET are required in production: without a payment provider every checkout would pay without money (state PAYMENTS_PROVIDER=development to run on test payments on purpose)",
      },
    ];
  }
  return [];
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new Error(`Invalid environment configuration:\n${lines.join("\n")}`);
}

/**
 * The database the server and the operator commands open, as its owner: the same one, with the same timeouts. The
 * server's requests log in on their own (DATABASE_URL) when the owner has its own URL (decision 0129).
 */
export function databaseOptionsOf(env: Env) {
  return {
    url: env.DATABASE_OWNER_URL ?? env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    timeouts: { statementMs: env.DB_STATEMENT_TIMEOUT_MS, connectMs: env.DB_CONNECT_TIMEOUT_MS },
    poolSize: env.DB_POOL_SIZE,
  };
}

/** Limits for the abuse-prone public calls: attempts per window, per account and per client address. */
export type RateLimits = {
  windowSeconds: number;
  /** Wrong passwords for one account from devices it never signed in on (decision 0014). */
  perAccount: number;
  perAddress: number;
  /** Account look-ups (check/email, registration) per address: a person signing up needs a handful. */
  lookupsPerAddress?: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowSeconds: 15 * 60,
  perAccount: 10,
  perAddress: 100,
  lookupsPerAddress: 20,
};
