import type { FastifyBaseLogger } from "fastify";
import type { Env, RateLimits } from "./config.js";
import type { KnownDevices } from "./core/auth/known-devices.js";
import type { SecondFactor } from "./core/auth/second-factor.js";
import type { SessionRegistry } from "./core/auth/sessions.js";
import type { TokenSigner } from "./core/auth/tokens.js";
import type { PublicAnswers } from "./core/cache/public-answers.js";
import type { Clock } from "./core/clock.js";
import type { FiscalRegister } from "./core/fiscal/fiscal-register.js";
import type { Mailer, MailTransport } from "./core/mail/mailer.js";
import type { ReplyAddresses } from "./core/mail/reply-addresses.js";
import type { SmsSender, SmsTransport } from "./core/mail/sms.js";
import type { UnsubscribeTokens } from "./core/mail/unsubscribe-tokens.js";
import type { MessageChannels } from "./core/messaging/channels.js";
import type { Telegram } from "./core/messaging/telegram-channel.js";
import type { WhatsappGraph } from "./core/messaging/whatsapp-graph.js";
import type { PaymentListener } from "./core/payments/listeners.js";
import type { PaymentProviders } from "./core/payments/providers.js";
import type { PdfPool } from "./core/pdf/pdf-pool.js";
import type { AppQueue } from "./core/queue/job-kinds.js";
import type { RateLimiter } from "./core/rate-limit.js";
import type { Storage } from "./core/storage/storage.js";
import type { SchoolDatabases } from "./core/tenancy/school-database.js";
import type { Db } from "./db/client.js";

/** Everything services reach outside themselves, built once in `buildApp` and handed down. */
export type Deps = {
  env: Env;
  /**
   * The database. In one school's deps (a request's `ctx.deps`, a job's or a listener's `schoolScope`: made by
   * `depsForSchool`) that school's handle, under row-level security; in the app's own deps (start-up, the jobs'
   * fan-out over schools, the routes that declare `crossSchool`) the owner's, which crosses schools (decision 0130).
   */
  db: Db;
  /** Each school's handle; in one school's deps, that school's only. */
  schools: SchoolDatabases;
  log: FastifyBaseLogger;
  tokens: TokenSigner;
  devices: KnownDevices;
  /** Seals authenticator secrets and signs the challenges of a sign-in's second step (decision 0126). */
  secondFactor: SecondFactor;
  sessions: SessionRegistry;
  queue: AppQueue;
  /** Enqueues: a mail is kept in the queue until the worker has handed it to SMTP. */
  mailer: Mailer;
  /** Signs and reads the tokens of mailings' unsubscribe links (decision 0141). */
  unsubscribeTokens: UnsubscribeTokens;
  /** The per-thread Reply-To of mails to students, and the thread an inbound mail's address names (decision 0155). */
  replyAddresses: ReplyAddresses;
  /** Queues: a phone code is kept in the queue until the `sms.send` worker has handed it to the provider. */
  sms: SmsSender;
  /**
   * The school's bot or the platform's (decision 0057): `telegram.channelFor(schoolId)` is the Telegram
   * `MessageChannel`, `telegram.addressOf(schoolId, userId)` a student's chat.
   */
  telegram: Telegram;
  /** The WhatsApp Business Cloud API (decision 0157): each school's own number, called with its own token. */
  whatsapp: { graph: WhatsappGraph };
  storage: Storage;
  /** The threads every PDF is drawn in, off the event loop (decision 0164): `pdfs.draw(KIND, input)`. */
  pdfs: PdfPool;
  rateLimiter: RateLimiter;
  rateLimits: RateLimits;
  /** The payment providers: the one new orders go to, and each by name for notifications and refunds. */
  payments: PaymentProviders;
  /** The online cash register receipts are fiscalised through (decision 0161); null while FISCAL_PROVIDER is off. */
  fiscal: FiscalRegister | null;
  /** What each module does when a payment is paid or refunded (app.ts `PAYMENT_LISTENERS`, decision 0051). */
  paymentListeners: readonly PaymentListener[];
  /**
   * The message channels mailings, greetings and notices send through, per school, with their shared send rates
   * (decision 0067): `{ email, telegram, whatsapp }`, each `{ of(schoolId): MessageChannel, limits(schoolId, address) }`.
   */
  channels: MessageChannels;
  /**
   * Guests' answers and domain lookups kept in this process until the school's public data changes (decision 0094);
   * null where the app keeps none (the tests' apps, unless a test asks: they write and read back at once).
   */
  publicAnswers: PublicAnswers | null;
  /** "Now" for every service: the school's day and every deadline are read from it (decision 0043). */
  clock: Clock;
};

/** What background jobs' handlers reach: the app's deps, plus the transports only workers may use (services go through the queue). */
export type JobContext = { deps: Deps; mailTransport: MailTransport; smsTransport: SmsTransport };
