import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import { z } from "zod";
import type { AppJobs, AppQueue } from "../queue/job-kinds.js";

export const outgoingMail = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
});
export type OutgoingMail = z.infer<typeof outgoingMail>;

/** What services call: `send` only records the mail on the queue, so an SMTP outage never fails a request. */
export type Mailer = {
  /**
   * With `jobs` from `deps.queue.transaction`, the mail is recorded in that transaction: it goes out if and only if
   * the data it tells of (a reset link, a payment) was committed.
   */
  send(mail: OutgoingMail, options?: { jobs?: AppJobs }): Promise<void>;
};

/** What the `mail.send` worker calls to deliver for real. */
export type MailTransport = { send(mail: OutgoingMail): Promise<void> };

export function createQueuedMailer(queue: AppQueue): Mailer {
  return {
    async send(mail, { jobs = queue } = {}) {
      await jobs.enqueue("mail.send", mail);
    },
  };
}

/**
 * Real SMTP through nodemailer when SMTP_URL is set. Without it (development, or a production start off a public
 * address: start-up refuses a public one without SMTP_URL, decision 0087) the message is written to the server log
 * so a developer or someone trying the platform can still follow links and codes.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info({ mail }, "mail (no SMTP_URL configured: logged instead of sent)");
      },
    };
  }
  const transport = nodemailer.createTransport(withTimeouts(options.smtpUrl));
  return {
    async send(mail) {
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}

/**
 * nodemailer waits up to 10 minutes on a silent socket by default; a stuck server should fail the attempt well
 * inside the job's expiry so the queue retries it. Values already in SMTP_URL win (nodemailer reads its options from
 * the query string, and ignores options passed beside a URL).
 */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  for (const [name, milliseconds] of Object.entries(timeouts)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, String(milliseconds));
  }
  return url.toString();
}
