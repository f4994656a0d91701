import { SIGNED_IN_ROLES, type SignedInRole } from "@school/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildApp } from "../app.js";
import { type HttpTimeouts, type RateLimits, readEnv } from "../config.js";
import type { MailTransport } from "../core/mail/mailer.js";
import type { MessageChannel } from "../core/messaging/channel.js";
import type { Database } from "../db/client.js";
import { schools, users } from "../db/schema/index.js";
import type { Deps } from "../deps.js";
import { addUser } from "../modules/school/school-setup.service.js";
import { type SettableClock, settableClock } from "./test-clock.js";
import { openTestDatabase } from "./test-database.js";

export const TEST_PASSWORD = "correct-horse-42";

export type TestSchool = { id: number; domain: string; users: Record<SignedInRole, number> };

export type TestApp = {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  /** The app's clock: the system's time until a test sets it. */
  clock: SettableClock;
  /** A school with one account of each role (factory: creates its own data). */
  newSchool(options?: { domain?: string; active?: boolean }): Promise<TestSchool>;
  /** A bearer header for a user, signed as the login call would sign it. */
  authAs(school: TestSchool, role: SignedInRole): Promise<{ authorization: string }>;
  close(): Promise<void>;
};

let schoolCounter = 0;

export type TestAppOptions = {
  mailTransport?: MailTransport;
  rateLimits?: RateLimits;
  smtpUrl?: string;
  publicUrl?: string;
  /** Further environment variables, as an operator would set them. */
  env?: Record<string, string>;
  /** A built web app to serve beside the API. */
  webDist?: string;
  /** The Telegram channel (a channel over the Bot API fake, test/telegram-fake.ts). */
  telegramChannel?: (schoolId: number) => MessageChannel;
  /**
   * Keep guests' answers and domain lookups as a server does (decision 0094). Off by default: tests write and read
   * back at once, faster than the notification that drops a kept answer reaches the process.
   */
  guestCache?: boolean;
  /** Where the app logs (at the env's LOG_LEVEL): a test reads what a request wrote. */
  logStream?: NodeJS.WritableStream;
  /** Shorter socket limits than a server's, so a test watches a slow client closed in seconds. */
  httpTimeouts?: HttpTimeouts;
};

/**
 * A library that adds enumerable members to a built-in prototype (drizzle-kit's API did: `Array.prototype.random`)
 * breaks every later `for...in` in the worker, which files share (isolate: false); the failure then surfaces far
 * away, as a 500 from a response writer. Refused here, by name, before the file builds its app.
 */
function refuseGrownPrototypes(): void {
  const grown = [Object.prototype, Array.prototype, String.prototype, Function.prototype].flatMap((prototype) =>
    Object.keys(prototype).map((name) => `${prototype.constructor.name}.prototype.${name}`),
  );
  if (grown.length > 0) throw new Error(`a module loaded earlier in this worker added ${grown.join(", ")}`);
}

const TEST_POOL_SIZE = 4;
const TEST_JOB_POOL_SIZE = 3;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  refuseGrownPrototypes();
  const database = await openTestDatabase();
  const env = readEnv({
    NODE_ENV: "test",
    // A test that meets a 500 reads the server's own account of it beside the failure; nothing below error is written.
    LOG_LEVEL: "error",
    DATA_DIR: `/tmp/school-test-${process.pid}-${Date.now()}`,
    PUBLIC_URL: options.publicUrl ?? "https://school.example.kz",
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    // A few connections serve one test's requests and jobs. At the defaults (10 + 10 for requests, 8 + 4 for jobs) the
    // three workers' apps reached 82 of PostgreSQL's 100 in a second's sample, and a request now and then met "too many
    // clients already" (a 503 where a test expected a 201).
    DB_POOL_SIZE: String(TEST_POOL_SIZE),
    DB_JOB_POOL_SIZE: String(TEST_JOB_POOL_SIZE),
    ...options.env,
  });
  const clock = settableClock();
  const { app, deps } = await buildApp({
    env,
    clock,
    db: database.db,
    signingSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    mailTransport: options.mailTransport,
    telegramChannel: options.telegramChannel,
    webDist: options.webDist,
    rateLimits: options.rateLimits ?? { windowSeconds: 900, perAccount: 1000, perAddress: 1000 },
    guestCache: options.guestCache ?? false,
    logStream: options.logStream,
    httpTimeouts: options.httpTimeouts,
  });
  await app.ready();

  return {
    app,
    deps,
    database,
    clock,
    async newSchool({ domain, active = true } = {}) {
      schoolCounter += 1;
      const schoolDomain = domain ?? `school${schoolCounter}-${process.pid}.test`;
      const [school] = await database.db
        .insert(schools)
        .values({ name: `School ${schoolCounter}`, domain: schoolDomain, tariffActive: active })
        .returning({ id: schools.id });
      const ids = {} as Record<SignedInRole, number>;
      for (const role of SIGNED_IN_ROLES) {
        ids[role] = await addUser(database.db, {
          schoolId: school!.id,
          email: `${role}.${schoolCounter}.${process.pid}@test.kz`,
          password: TEST_PASSWORD,
          role,
          firstName: `${role} ${schoolCounter}`,
        });
      }
      return { id: school!.id, domain: schoolDomain, users: ids };
    },
    async authAs(school, role) {
      const userId = school.users[role];
      const [user] = await database.db.select().from(users).where(eq(users.id, userId));
      const [row] = await database.db.select().from(schools).where(eq(schools.id, school.id));
      const access = await deps.tokens.signAccess({
        first_name: user!.firstName,
        role,
        tariff_status: row!.tariffActive,
        first_visit: user!.firstVisit,
        language: user!.language,
        email: user!.email,
        user_id: userId,
        school_id: school.id,
        currency: row!.currency,
      });
      return { authorization: `Bearer ${access}` };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Calls a route as one role of a school, with a JSON body when given. */
export function caller(harness: TestApp) {
  return async (
    school: TestSchool,
    role: "admin_school" | "admin" | "teacher" | "student",
    request: { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: string; payload?: object },
  ) => harness.app.inject({ ...request, headers: await harness.authAs(school, role) });
}

export type ApiSuite = {
  harness: TestApp;
  /** The school the tests act in. */
  school: TestSchool;
  /** A second school, whose data the first must never see. */
  other: TestSchool;
  /** Calls a route as one role of a school: `suite.as(suite.school, "admin", { method: "GET", url })`. */
  as: ReturnType<typeof caller>;
};

/**
 * One app and two schools per test file. Registers the Vitest hooks, and fills the fields in its `beforeAll`: a
 * file's own `beforeAll`, registered after this call, already sees them.
 */
export function apiSuite(options: TestAppOptions = {}): ApiSuite {
  const suite = {} as ApiSuite;
  beforeAll(async () => {
    suite.harness = await createTestApp(options);
    suite.school = await suite.harness.newSchool();
    suite.other = await suite.harness.newSchool();
    suite.as = caller(suite.harness);
  });
  afterAll(() => suite.harness?.close());
  return suite;
}
